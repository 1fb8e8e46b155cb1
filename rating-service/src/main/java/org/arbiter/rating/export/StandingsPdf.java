package org.arbiter.rating.export;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.arbiter.events.game.Stage;
import org.arbiter.pdf.PdfCanvas;
import org.arbiter.pdf.PdfCanvas.Face;
import org.arbiter.rating.domain.StandingRow;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.projection.StandingsMessage;

/**
 * The standings to print (docs/organiser.md "Standings and protocols to print"): A4 landscape, the tournament's name,
 * its stages and ruleset, then the table of {@link StandingsTable}'s columns (the official tie-breaks the CSV and XLSX
 * carry), a row per player in place order; the header row begins every page again and the pages are numbered. Decimals
 * with a comma ("3,05").
 */
public final class StandingsPdf {

    private static final float ROW = 15f;
    private static final float HEADER = 30f;
    private static final float HEADER_SIZE = 7f;
    private static final float HEADER_LINE = 8.5f;
    /** Each column's share of the width, in {@link StandingsTable#COLUMNS}' order. */
    private static final float[] SHARES = {30, 108, 50, 45, 50, 40, 35, 42, 48, 54, 66, 45, 45, 42, 60};

    private StandingsPdf() {
    }

    public static byte[] pdf(StandingsMessage message, TournamentPlan plan) {
        StandingsMessage.Table table = message.standings();
        String name = table.name() != null ? table.name() : message.tournamentId();
        return PdfCanvas.render("Итоговая таблица: " + name, "Arbiter rating-service", true, c -> {
            float[] widths = widths(c.width());
            c.textCentered(Face.BOLD, 15, "ТУРНИРНАЯ ТАБЛИЦА", c.left() + c.width() / 2, c.y() - 14);
            c.down(22);
            c.textCentered(Face.BOLD, 12, c.fit(Face.BOLD, 12, name, c.width()), c.left() + c.width() / 2, c.y() - 12);
            c.down(18);
            c.text(Face.REGULAR, 8.5f, c.fit(Face.REGULAR, 8.5f, subtitle(message, plan), c.width()), c.left(), c.y() - 9);
            c.down(16);
            Runnable header = () -> headerRow(c, widths);
            c.onNewPage(header);
            header.run();
            for (StandingRow row : table.rows()) {
                c.need(ROW);
                row(c, widths, StandingsTable.COLUMNS.stream().map(col -> text(col.value().apply(row))).toList());
            }
            if (table.rows().isEmpty()) {
                c.paragraph("игр ещё не сыграно", c.width());
            }
        });
    }

    /** The stages of the regulations, the ruleset, the games counted and the standings' version. */
    static String subtitle(StandingsMessage message, TournamentPlan plan) {
        List<Stage> stages = plan.stages().stream().filter(s -> s != Stage.FRIENDLY).toList();
        String stageLine = stages.isEmpty() ? "Этап: —"
                : (stages.size() == 1 ? "Этап: " : "Этапы: ") + stages.stream().map(Stage::russian).collect(Collectors.joining(", "));
        StandingsMessage.Table table = message.standings();
        return stageLine + "  ·  Правила: " + (table.ruleset() == null ? "—" : table.ruleset()) + "  ·  игр учтено: "
                + table.games() + "  ·  версия таблицы: " + message.version();
    }

    private static float[] widths(float width) {
        float sum = 0;
        for (float share : SHARES) {
            sum += share;
        }
        float[] widths = new float[SHARES.length];
        for (int i = 0; i < SHARES.length; i++) {
            widths[i] = SHARES[i] * width / sum;
        }
        return widths;
    }

    /** The columns' headers in bold, each wrapped at word boundaries to its column, from the top of the header row. */
    private static void headerRow(PdfCanvas c, float[] widths) {
        float x = c.left();
        float bottom = c.y() - HEADER;
        for (int i = 0; i < widths.length; i++) {
            c.rect(x, bottom, widths[i], HEADER);
            List<String> lines = wrap(c, StandingsTable.COLUMNS.get(i).header(), widths[i] - 3);
            float baseline = c.y() - 10;    // top-aligned: the headers' first lines on one line of text, then the second
            for (String line : lines) {
                c.textCentered(Face.BOLD, HEADER_SIZE, c.fit(Face.BOLD, HEADER_SIZE, line, widths[i] - 3), x + widths[i] / 2, baseline);
                baseline -= HEADER_LINE;
            }
            x += widths[i];
        }
        c.down(HEADER);
    }

    /** A header's words in lines that fit the width (a single word too long is cut by the caller). */
    private static List<String> wrap(PdfCanvas c, String header, float width) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String word : header.split(" ")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (line.isEmpty() || c.fit(Face.BOLD, HEADER_SIZE, candidate, width).equals(candidate)) {
                line = candidate;
            } else {
                lines.add(line);
                line = word;
            }
        }
        lines.add(line);
        return lines;
    }

    /** One player's row: the nickname left-aligned, the rest centred, the total in bold. */
    private static void row(PdfCanvas c, float[] widths, List<String> cells) {
        float x = c.left();
        float bottom = c.y() - ROW;
        for (int i = 0; i < cells.size(); i++) {
            c.rect(x, bottom, widths[i], ROW);
            Face face = i == 3 ? Face.BOLD : Face.REGULAR;
            String text = c.fit(face, 8, cells.get(i), widths[i] - 4);
            if (i == 1) {
                c.text(face, 8, text, x + 3, bottom + 4.5f);
            } else {
                c.textCentered(face, 8, text, x + widths[i] / 2, bottom + 4.5f);
            }
            x += widths[i];
        }
        c.down(ROW);
    }

    private static String text(Object value) {
        if (value == null) {
            return "";
        }
        return value instanceof BigDecimal decimal ? decimal.toPlainString().replace('.', ',') : value.toString();
    }
}
