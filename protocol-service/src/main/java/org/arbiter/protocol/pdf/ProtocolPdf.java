package org.arbiter.protocol.pdf;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.arbiter.protocol.domain.Labels;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.Protocol.Amendment;
import org.arbiter.protocol.domain.Protocol.CandidateCount;
import org.arbiter.protocol.domain.Protocol.Nomination;
import org.arbiter.protocol.domain.Protocol.ProtestLine;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.arbiter.protocol.domain.Protocol.VoteRound;

/**
 * Renders a {@link Protocol} as the official form (seed 004 9.11) on A4 landscape, in Russian, with DejaVu Sans
 * embedded (a subset) so that Cyrillic shows everywhere (the PDF base-14 fonts have none). Layout, top to bottom: the title; the
 * header cells (tournament, stage, game, table, date, judge — 9.2); the seat table (№, nickname, role, fouls,
 * nominations per day, votes per vote round, departure, "Баллы", "Доп. баллы", total — 9.3–9.5, 9.8, 9.9);
 * the voting record; the best move (9.6); the winning team (9.7); the judge's signature (9.10); protests
 * (8.9) and amendments; remarks. Points print with a decimal comma, as the seed writes them ("-0,5").
 */
public final class ProtocolPdf {

    static final String FONT = "/net/sf/jasperreports/fonts/dejavu/DejaVuSans.ttf";
    static final String FONT_BOLD = "/net/sf/jasperreports/fonts/dejavu/DejaVuSans-Bold.ttf";
    static final PDRectangle A4_LANDSCAPE = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());
    static final float MARGIN = 28f;
    static final float ROW = 16f;

    private static final byte[] REGULAR = load(FONT);
    private static final byte[] BOLD = load(FONT_BOLD);

    private final ZoneId zone;
    private final DateTimeFormatter date = DateTimeFormatter.ofPattern("dd.MM.yyyy");
    private final DateTimeFormatter time = DateTimeFormatter.ofPattern("dd.MM.yyyy HH:mm");

    public ProtocolPdf(ZoneId zone) {
        this.zone = zone;
    }

    public byte[] render(Protocol p) {
        try (PDDocument doc = new PDDocument()) {
            PDType0Font regular = PDType0Font.load(doc, new ByteArrayInputStream(REGULAR));
            PDType0Font bold = PDType0Font.load(doc, new ByteArrayInputStream(BOLD));
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle("Протокол игры " + p.gameId());
            info.setCreator("Arbiter protocol-service");
            Canvas c = new Canvas(doc, regular, bold);
            try {
                header(c, p);
                seatTable(c, p);
                lowerSections(c, p);
            } finally {
                c.close();
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------- header

    private void header(Canvas c, Protocol p) throws IOException {
        float width = c.width();
        c.textCentered(c.bold, 15, "ПРОТОКОЛ ИГРЫ", MARGIN + width / 2, c.y - 14);
        c.y -= 24;
        String status = switch (p.status()) {
            case SETUP -> "игра не начата";
            case IN_PROGRESS -> "игра идёт: записано то, что известно";
            case ENDED -> "игра окончена, протокол не подписан";
            case FINALIZED -> "протокол подписан";
        };
        c.text(c.regular, 7, "Правила: " + p.ruleset() + "  ·  " + status + "  ·  игра " + p.gameId()
                + "  ·  событий: " + p.lastSeq(), MARGIN, c.y - 7);
        c.y -= 12;
        String[] labels = {"Турнир", "Этап", "Игра №", "Стол №", "Дата", "Судья"};
        String[] values = {nz(p.tournamentName()), Labels.stage(p.stage()), nz(p.gameNo()), nz(p.tableNo()),
                p.date() == null ? "" : date.format(p.date()), nz(p.judge())};
        float[] widths = {250, 120, 55, 55, 85, width - 565};
        float x = MARGIN;
        for (int i = 0; i < labels.length; i++) {
            c.rect(x, c.y - 26, widths[i], 26);
            c.text(c.regular, 6.5f, labels[i], x + 3, c.y - 8);
            c.text(c.bold, 10, c.fit(c.bold, 10, values[i], widths[i] - 6), x + 3, c.y - 21);
            x += widths[i];
        }
        c.y -= 34;
    }

    // ---------------------------------------------------------------- seat table

    private void seatTable(Canvas c, Protocol p) throws IOException {
        List<Integer> days = p.days().isEmpty() ? List.of(1) : p.days();
        List<VoteRound> ballots = p.voteRounds().stream().filter(r -> !"LIFT_ALL".equals(r.kind())).toList();
        int roundCols = Math.max(1, ballots.size());
        float fixed = 22 + 130 + 30 + 34 + 58 + 44 + 54 + 44;
        float dynamic = c.width() - fixed;
        float need = days.size() * 26f + roundCols * 30f;
        float dayW;
        float roundW;
        if (need > dynamic) {
            dayW = 26f * dynamic / need;
            roundW = 30f * dynamic / need;
        } else {
            float perCol = (dynamic - need) / (days.size() + roundCols);
            dayW = 26f + perCol;
            roundW = 30f + perCol;
        }
        List<Float> w = new ArrayList<>(List.of(22f, 130f, 30f, 34f));
        days.forEach(d -> w.add(dayW));
        for (int i = 0; i < roundCols; i++) {
            w.add(roundW);
        }
        w.addAll(List.of(58f, 44f, 54f, 44f));

        // two header rows: groups, then the columns
        float top = c.y;
        float x = MARGIN;
        int col = 0;
        String[] firstFour = {"№", "Игрок (никнейм)", "Роль", "Фолы"};
        for (String label : firstFour) {
            c.rect(x, top - 2 * ROW, w.get(col), 2 * ROW);
            c.textCentered(c.bold, 7.5f, label, x + w.get(col) / 2, top - ROW - 3);
            x += w.get(col++);
        }
        float nomW = dayW * days.size();
        c.rect(x, top - ROW, nomW, ROW);
        c.textCentered(c.bold, 7.5f, c.fit(c.bold, 7.5f, "Выставил (кого)", nomW - 2), x + nomW / 2, top - ROW + 5);
        for (Integer d : days) {
            c.rect(x, top - 2 * ROW, dayW, ROW);
            c.textCentered(c.regular, 7, "Д" + d, x + dayW / 2, top - 2 * ROW + 5);
            x += dayW;
            col++;
        }
        float votesW = roundW * roundCols;
        c.rect(x, top - ROW, votesW, ROW);
        c.textCentered(c.bold, 7.5f, c.fit(c.bold, 7.5f, "Голоса (день.круг)", votesW - 2), x + votesW / 2, top - ROW + 5);
        for (int i = 0; i < roundCols; i++) {
            c.rect(x, top - 2 * ROW, roundW, ROW);
            String label = i < ballots.size() ? ballots.get(i).day() + "." + ballots.get(i).round() : "";
            c.textCentered(c.regular, 7, label, x + roundW / 2, top - 2 * ROW + 5);
            x += roundW;
            col++;
        }
        String[] lastFour = {"Выбыл", "Баллы", "Доп. баллы", "Итого"};
        for (String label : lastFour) {
            c.rect(x, top - 2 * ROW, w.get(col), 2 * ROW);
            c.textCentered(c.bold, 7.5f, label, x + w.get(col) / 2, top - ROW - 3);
            x += w.get(col++);
        }
        c.y = top - 2 * ROW;

        for (SeatLine s : p.seats()) {
            List<String> cells = new ArrayList<>();
            cells.add(String.valueOf(s.seat()));
            cells.add(s.nickname());
            cells.add(nz(s.roleLetter()));
            cells.add(s.fouls() == 0 ? "" : String.valueOf(s.fouls()));
            for (Integer d : days) {
                cells.add(s.nominations().stream().filter(n -> n.day() == d).map(ProtocolPdf::nomination)
                        .collect(Collectors.joining(" ")));
            }
            for (int i = 0; i < roundCols; i++) {
                String cell = "";
                if (i < ballots.size()) {
                    cell = ballots.get(i).counts().stream().filter(cc -> cc.candidate() == s.seat())
                            .map(cc -> String.valueOf(cc.votes())).findFirst().orElse("");
                }
                cells.add(cell);
            }
            String gone = s.departure() == null ? "" : Labels.departure(s.departure().how(), s.departure().day(),
                    s.departure().night());
            if (s.departure() == null && s.removal() != null) {
                gone = "удалён";
            }
            cells.add(gone);
            cells.add(points(s.points()));
            cells.add(points(s.extraPoints()));
            cells.add(points(s.total()));

            x = MARGIN;
            for (int i = 0; i < cells.size(); i++) {
                float cw = w.get(i);
                c.rect(x, c.y - ROW, cw, ROW);
                boolean left = i == 1;
                var font = i == 2 || i == cells.size() - 1 ? c.bold : c.regular;
                float size = i == 1 ? 9 : 8.5f;
                String text = c.fit(font, size, cells.get(i), cw - 4);
                if (left) {
                    c.text(font, size, text, x + 3, c.y - ROW + 4.5f);
                } else {
                    c.textCentered(font, size, text, x + cw / 2, c.y - ROW + 4.5f);
                }
                x += cw;
            }
            c.y -= ROW;
        }
        c.y -= 8;
    }

    private static String nomination(Nomination n) {
        return n.withdrawn() ? "(" + n.target() + ")" : String.valueOf(n.target());
    }

    // ---------------------------------------------------------------- below the table

    private void lowerSections(Canvas c, Protocol p) throws IOException {
        float full = c.width();
        c.heading("Голосование");
        if (p.voteRounds().isEmpty() && p.cancelledVotes().isEmpty()) {
            c.paragraph("голосований не было", full);
        }
        for (VoteRound r : p.voteRounds()) {
            c.paragraph(voteLine(r), full);
        }
        p.cancelledVotes().forEach(v -> c.paragraph("День " + v.day() + ": голосование не проводится ("
                + v.clause() + "), удалён №" + v.removedSeat(), full));
        c.paragraph("В колонке «Выставил» в скобках — отозванная кандидатура (4.4.3).", full, 6.5f);

        c.heading("Лучший ход");
        c.paragraph(bestMove(p.bestMove()), full);

        c.heading("Победившая команда");
        c.paragraph(result(p), full);

        c.heading("Судья");
        String signature = p.signature() == null
                ? "Судья: " + nz(p.judge()) + ". Подпись: не подписан"
                : "Судья: " + nz(p.judge()) + ". Подпись: ✓ подписал " + p.signature().finalizedBy() + " "
                        + at(p.signature().finalizedAt());
        c.paragraph(signature, full);

        c.heading("Протесты");
        if (p.protests().isEmpty()) {
            c.paragraph("протестов нет", full);
        }
        int i = 1;
        for (ProtestLine pr : p.protests()) {
            c.paragraph(protestLine(i++, pr), full);
        }
        if (!p.amendments().isEmpty()) {
            c.heading("Изменения результата (решения главного судьи)");
            for (Amendment a : p.amendments()) {
                c.paragraph(amendmentLine(a, p.protests()), full);
            }
        }
        if (!p.remarks().isEmpty()) {
            c.heading("Примечания");
            p.remarks().forEach(r -> c.paragraph(r, full));
        }
    }

    static String voteLine(VoteRound r) {
        String prefix = "День " + r.day() + ", круг " + r.round() + " (" + switch (r.kind()) {
            case "VOTE" -> "голосование";
            case "REVOTE" -> "переголосование";
            case "SINGLE_CANDIDATE" -> "одна кандидатура, голоса всех";
            case "LIFT_ALL" -> "за подъём всех";
            default -> r.kind();
        } + "): ";
        if ("LIFT_ALL".equals(r.kind())) {
            return prefix + seats(r.tied()) + " — «за» " + r.liftAllFor() + " из " + r.atTable() + " → "
                    + (Boolean.TRUE.equals(r.passed()) ? "покидают стол " + seats(r.leaving()) : "остаются");
        }
        String counts = r.counts().stream().map(ProtocolPdf::count).collect(Collectors.joining(", "));
        String outcome = !r.leaving().isEmpty() ? "покидает " + seats(r.leaving())
                : !r.tied().isEmpty() ? "равенство голосов " + seats(r.tied()) : "";
        return prefix + counts + (outcome.isEmpty() ? "" : " → " + outcome);
    }

    private static String count(CandidateCount c) {
        return "№" + c.candidate() + " — " + c.votes();
    }

    private static String seats(List<Integer> seats) {
        return seats.stream().map(s -> "№" + s).collect(Collectors.joining(", "));
    }

    static String bestMove(Protocol.BestMove b) {
        if (b == null) {
            return "первая ночь ещё не наступила";
        }
        if (b.dash()) {
            return "—";
        }
        String three = b.targets().isEmpty() ? "—"
                : b.targets().stream().map(String::valueOf).collect(Collectors.joining(", "));
        String line = "ПУ №" + b.firstKilled() + ": " + three;
        if (b.blacks() != null) {
            line += " (чёрных: " + b.blacks() + ")";
        }
        if (b.hintRequested()) {
            line += " — просил подсказку (8.3.5)";
        }
        return line;
    }

    private String result(Protocol p) {
        Protocol.Result r = p.result();
        if (r == null) {
            return "игра не окончена";
        }
        String now = r.annulled() ? "игра аннулирована" : Labels.winner(r.winner());
        String line = now + " (окончена " + at(r.endedAt()) + ")";
        if (r.amended()) {
            line += "; результат изменён главным судьёй, было: " + Labels.winner(r.originalWinner());
        }
        return line;
    }

    private String protestLine(int n, ProtestLine pr) {
        String who = pr.seat() == null ? "судья стола " + pr.filedBy()
                : "игрок №" + pr.seat() + " " + nz(pr.nickname()) + " (" + pr.filedBy() + ")";
        String line = n + ". " + at(pr.filedAt()) + ", " + who + ": «" + pr.text() + "». Решение: "
                + Labels.decision(pr.decision());
        if (pr.decision() != null) {
            line += " (" + pr.decidedBy() + ", " + at(pr.decidedAt()) + "): " + pr.reasons();
            if (pr.changeAnnulled() != null) {
                line += ". Новый результат: " + (pr.changeAnnulled() ? "игра аннулирована" : Labels.winner(pr.changeWinner()));
                line += pr.amendmentSeq() != null ? ", внесён (событие №" + pr.amendmentSeq() + ")"
                        : ", ещё не внесён в игру";
            }
        }
        return line + ".  [" + pr.protestId() + "]";
    }

    private String amendmentLine(Amendment a, List<ProtestLine> protests) {
        String result = a.annulled() ? "игра аннулирована" : "победа: " + Labels.winner(a.winner());
        String protest = "без связи с протестом";
        for (int i = 0; i < protests.size(); i++) {
            if (protests.get(i).protestId().equals(a.protestId())) {
                protest = "по протесту " + (i + 1) + " [" + a.protestId() + "]";
            }
        }
        return "Событие №" + a.seq() + ", " + at(a.at()) + ", " + a.by() + ": " + result + "; " + protest
                + "; основание: " + nz(a.reason());
    }

    // ---------------------------------------------------------------- formatting

    /** Points as the seed writes them: decimal comma, no trailing zeros ("1", "0,4", "-0,5", "0,25"). */
    public static String points(BigDecimal value) {
        if (value == null) {
            return "";
        }
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString().replace('.', ',');
    }

    private String at(Instant instant) {
        return instant == null ? "" : time.format(instant.atZone(zone));
    }

    private static String nz(Object value) {
        return value == null ? "" : value.toString();
    }

    private static byte[] load(String resource) {
        try (InputStream in = ProtocolPdf.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("font " + resource + " not on the classpath (jasperreports-fonts)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------- a page cursor

    /** Pages, a y cursor from the top, and text that never holds a glyph the font lacks. */
    static final class Canvas {
        final PDDocument doc;
        final PDType0Font regular;
        final PDType0Font bold;
        final Map<PDType0Font, Map<Integer, Boolean>> glyphs = new HashMap<>();
        PDPageContentStream out;
        float y;

        Canvas(PDDocument doc, PDType0Font regular, PDType0Font bold) throws IOException {
            this.doc = doc;
            this.regular = regular;
            this.bold = bold;
            newPage();
        }

        float width() {
            return A4_LANDSCAPE.getWidth() - 2 * MARGIN;
        }

        void newPage() throws IOException {
            if (out != null) {
                out.close();
            }
            PDPage page = new PDPage(A4_LANDSCAPE);
            doc.addPage(page);
            out = new PDPageContentStream(doc, page);
            out.setLineWidth(0.6f);
            y = A4_LANDSCAPE.getHeight() - MARGIN;
        }

        void close() throws IOException {
            out.close();
        }

        void need(float height) {
            if (y - height < MARGIN) {
                try {
                    newPage();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }

        void rect(float x, float yBottom, float w, float h) throws IOException {
            out.addRect(x, yBottom, w, h);
            out.stroke();
        }

        void text(PDType0Font font, float size, String text, float x, float baseline) throws IOException {
            String safe = safe(font, text);
            if (safe.isEmpty()) {
                return;
            }
            out.beginText();
            out.setFont(font, size);
            out.newLineAtOffset(x, baseline);
            out.showText(safe);
            out.endText();
        }

        void textCentered(PDType0Font font, float size, String text, float centre, float baseline) throws IOException {
            String safe = safe(font, text);
            text(font, size, safe, centre - widthOf(font, size, safe) / 2, baseline);
        }

        void heading(String text) {
            need(30);
            try {
                text(bold, 9.5f, text, MARGIN, y - 11);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            y -= 14;
        }

        void paragraph(String text, float width) {
            paragraph(text, width, 8.5f);
        }

        void paragraph(String text, float width, float size) {
            for (String line : wrap(regular, size, text, width - 10)) {
                need(size + 3);
                try {
                    text(regular, size, line, MARGIN + 8, y - size);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                y -= size + 3;
            }
        }

        /** The text cut with "…" to fit the width. */
        String fit(PDType0Font font, float size, String text, float width) {
            String safe = safe(font, text);
            if (widthOf(font, size, safe) <= width) {
                return safe;
            }
            String cut = safe;
            while (!cut.isEmpty() && widthOf(font, size, cut + "…") > width) {
                cut = cut.substring(0, cut.length() - 1);
            }
            return cut + "…";
        }

        List<String> wrap(PDType0Font font, float size, String text, float width) {
            List<String> lines = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            for (String word : safe(font, text).split(" ")) {
                String candidate = line.isEmpty() ? word : line + " " + word;
                if (widthOf(font, size, candidate) <= width || line.isEmpty()) {
                    line.setLength(0);
                    line.append(candidate);
                } else {
                    lines.add(line.toString());
                    line.setLength(0);
                    line.append(word);
                }
            }
            if (!line.isEmpty()) {
                lines.add(line.toString());
            }
            return lines;
        }

        float widthOf(PDType0Font font, float size, String text) {
            try {
                return font.getStringWidth(text) / 1000f * size;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Replaces control characters and characters without a glyph in the font by "?". */
        String safe(PDType0Font font, String text) {
            if (text == null) {
                return "";
            }
            Map<Integer, Boolean> known = glyphs.computeIfAbsent(font, f -> new HashMap<>());
            StringBuilder sb = new StringBuilder();
            text.codePoints().forEach(cp -> {
                if (Character.isISOControl(cp)) {
                    sb.append(' ');
                    return;
                }
                boolean ok = known.computeIfAbsent(cp, code -> {
                    try {
                        font.encode(new String(Character.toChars(code)));
                        return true;
                    } catch (IllegalArgumentException | IOException e) {
                        return false;
                    }
                });
                sb.append(ok ? new String(Character.toChars(cp)) : "?");
            });
            return sb.toString();
        }
    }
}
