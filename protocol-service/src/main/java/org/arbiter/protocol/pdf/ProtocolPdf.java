package org.arbiter.protocol.pdf;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.Protocol.Amendment;
import org.arbiter.protocol.domain.Protocol.ProtestLine;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.arbiter.protocol.domain.Protocol.VoteRound;
import org.arbiter.pdf.PdfCanvas;
import org.arbiter.pdf.PdfCanvas.Face;

/**
 * Lays a {@link Protocol} out as the official form (seed 004 9.11) on A4 landscape, in Russian ({@link ProtocolText}
 * words it, {@link PdfCanvas} draws it). Top to bottom: the title; the header cells (tournament, stage, game, table,
 * date, judge — 9.2); the seat table (№, nickname, role, fouls, nominations per day, votes per vote round,
 * departure, "Баллы", "Доп. баллы", total — 9.3–9.5, 9.8, 9.9); the voting record; the best move (9.6); the winning
 * team (9.7); the judge's signature (9.10); protests (8.9) and amendments; remarks.
 */
public final class ProtocolPdf {

    static final float ROW = 16f;

    private final ProtocolText words;

    public ProtocolPdf(ZoneId zone) {
        this.words = new ProtocolText(zone);
    }

    public byte[] render(Protocol p) {
        return PdfCanvas.render("Протокол игры " + p.gameId(), "Arbiter protocol-service", c -> form(c, p));
    }

    /**
     * Several protocols in one document under this title (a round's or a stage's games), each from the top of a page
     * in the order given, the pages numbered through ("стр. N из M"); no protocols: one page that says so.
     */
    public byte[] render(String title, List<Protocol> protocols) {
        return PdfCanvas.render(title, "Arbiter protocol-service", true, c -> {
            if (protocols.isEmpty()) {
                c.heading(title);
                c.paragraph("протоколов нет", c.width());
            }
            for (int i = 0; i < protocols.size(); i++) {
                if (i > 0) {
                    c.pageBreak();
                }
                form(c, protocols.get(i));
            }
        });
    }

    /** One protocol's form from the cursor on. */
    private void form(PdfCanvas c, Protocol p) {
        header(c, p);
        seatTable(c, p);
        lowerSections(c, p);
    }

    private void header(PdfCanvas c, Protocol p) {
        float width = c.width();
        c.textCentered(Face.BOLD, 15, "ПРОТОКОЛ ИГРЫ", c.left() + width / 2, c.y() - 14);
        c.down(24);
        c.text(Face.REGULAR, 7, ProtocolText.rulesLine(p), c.left(), c.y() - 7);
        c.down(12);
        String[] labels = {"Турнир", "Этап", "Игра №", "Стол №", "Дата", "Судья"};
        List<String> values = words.headerValues(p);
        float[] widths = {250, 120, 55, 55, 85, width - 565};
        float x = c.left();
        for (int i = 0; i < labels.length; i++) {
            c.rect(x, c.y() - 26, widths[i], 26);
            c.text(Face.REGULAR, 6.5f, labels[i], x + 3, c.y() - 8);
            // a value too long for its cell at 10 pt is set smaller (down to 7 pt) before it is ever cut
            float size = c.sizeToFit(Face.BOLD, 10, 7, values.get(i), widths[i] - 6);
            c.text(Face.BOLD, size, c.fit(Face.BOLD, size, values.get(i), widths[i] - 6), x + 3, c.y() - 21);
            x += widths[i];
        }
        c.down(34);
    }

    private static void seatTable(PdfCanvas c, Protocol p) {
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
        float top = c.y();
        float x = c.left();
        int col = 0;
        String[] firstFour = {"№", "Игрок (никнейм)", "Роль", "Фолы"};
        for (String label : firstFour) {
            c.rect(x, top - 2 * ROW, w.get(col), 2 * ROW);
            c.textCentered(Face.BOLD, 7.5f, label, x + w.get(col) / 2, top - ROW - 3);
            x += w.get(col++);
        }
        float nomW = dayW * days.size();
        c.rect(x, top - ROW, nomW, ROW);
        c.textCentered(Face.BOLD, 7.5f, c.fit(Face.BOLD, 7.5f, "Выставил (кого)", nomW - 2), x + nomW / 2, top - ROW + 5);
        for (Integer d : days) {
            c.rect(x, top - 2 * ROW, dayW, ROW);
            c.textCentered(Face.REGULAR, 7, "Д" + d, x + dayW / 2, top - 2 * ROW + 5);
            x += dayW;
            col++;
        }
        float votesW = roundW * roundCols;
        c.rect(x, top - ROW, votesW, ROW);
        c.textCentered(Face.BOLD, 7.5f, c.fit(Face.BOLD, 7.5f, "Голоса (день.круг)", votesW - 2), x + votesW / 2,
                top - ROW + 5);
        for (int i = 0; i < roundCols; i++) {
            c.rect(x, top - 2 * ROW, roundW, ROW);
            String label = i < ballots.size() ? ballots.get(i).day() + "." + ballots.get(i).round() : "";
            c.textCentered(Face.REGULAR, 7, label, x + roundW / 2, top - 2 * ROW + 5);
            x += roundW;
            col++;
        }
        String[] lastFour = {"Выбыл", "Баллы", "Доп. баллы", "Итого"};
        for (String label : lastFour) {
            c.rect(x, top - 2 * ROW, w.get(col), 2 * ROW);
            c.textCentered(Face.BOLD, 7.5f, label, x + w.get(col) / 2, top - ROW - 3);
            x += w.get(col++);
        }
        c.down(2 * ROW);

        for (SeatLine s : p.seats()) {
            seatRow(c, ProtocolText.seatCells(s, days, ballots), w);
        }
        c.down(8);
    }

    /** One row of cells: the nickname left-aligned, the rest centred; the role and the total in bold. */
    private static void seatRow(PdfCanvas c, List<String> cells, List<Float> w) {
        float x = c.left();
        float bottom = c.y() - ROW;
        for (int i = 0; i < cells.size(); i++) {
            float cw = w.get(i);
            c.rect(x, bottom, cw, ROW);
            Face face = i == 2 || i == cells.size() - 1 ? Face.BOLD : Face.REGULAR;
            float size = i == 1 ? 9 : 8.5f;
            String text = c.fit(face, size, cells.get(i), cw - 4);
            if (i == 1) {
                c.text(face, size, text, x + 3, bottom + 4.5f);
            } else {
                c.textCentered(face, size, text, x + cw / 2, bottom + 4.5f);
            }
            x += cw;
        }
        c.down(ROW);
    }

    private void lowerSections(PdfCanvas c, Protocol p) {
        float full = c.width();
        c.heading("Голосование");
        if (p.voteRounds().isEmpty() && p.cancelledVotes().isEmpty()) {
            c.paragraph("голосований не было", full);
        }
        for (VoteRound r : p.voteRounds()) {
            c.paragraph(ProtocolText.voteLine(r), full);
        }
        p.cancelledVotes().forEach(v -> c.paragraph(ProtocolText.cancelledVoteLine(v), full));
        c.paragraph("В колонке «Выставил» в скобках — отозванная кандидатура (4.4.3).", full, 6.5f);

        c.heading("Лучший ход");
        c.paragraph(ProtocolText.bestMove(p.bestMove()), full);

        c.heading("Победившая команда");
        c.paragraph(words.result(p), full);

        c.heading("Судья");
        c.paragraph(words.signature(p), full);

        c.heading("Протесты");
        if (p.protests().isEmpty()) {
            c.paragraph("протестов нет", full);
        }
        int i = 1;
        for (ProtestLine pr : p.protests()) {
            c.paragraph(words.protestLine(i++, pr), full);
        }
        if (!p.amendments().isEmpty()) {
            c.heading("Изменения результата (решения главного судьи)");
            for (Amendment a : p.amendments()) {
                c.paragraph(words.amendmentLine(a, p.protests()), full);
            }
        }
        if (!p.remarks().isEmpty()) {
            c.heading("Примечания");
            p.remarks().forEach(r -> c.paragraph(r, full));
        }
    }
}
