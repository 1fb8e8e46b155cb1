package org.arbiter.rating.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.rating.domain.StandingRow;
import org.arbiter.rating.domain.TournamentPlan;
import org.arbiter.rating.projection.StandingsMessage;
import org.junit.jupiter.api.Test;

/** The standings to print, read back with PDFBox: A4, the title lines, the header row atop every page, page numbers. */
class StandingsPdfTest {

    /** The header row's first line as printed: the one-line headers and the first line of the wrapped ones. */
    static final String HEADER = "Место Игрок ID Итого Основные Доп. Игры Победы";

    @Test
    void seventyPlayersOnThreePagesEachWithTheHeaderRowAndItsNumber() throws IOException {
        List<StandingRow> rows = new ArrayList<>();
        for (int place = 1; place <= 70; place++) {
            rows.add(StandingsTableTest.row(place, "p" + place, "Игрок №" + place, "3.05", "2.00", "1.05", 2, 2,
                    place == 1 ? "0.40" : null));
        }
        StandingsMessage message = new StandingsMessage("cup", 12, null,
                new StandingsMessage.Table("Кубок Невы", Ruleset.FIIM, 21, null, false, false, null, rows));
        TournamentPlan plan = new TournamentPlan("cup", "Кубок Невы", Ruleset.FIIM,
                Map.of(Stage.QUALIFYING, 10), Map.of(), "seed");

        try (PDDocument doc = Loader.loadPDF(StandingsPdf.pdf(message, plan))) {
            assertThat(doc.getNumberOfPages()).isEqualTo(3);
            assertThat(doc.getPage(0).getMediaBox().getWidth()).isEqualTo(841.8898f);   // A4 landscape
            assertThat(doc.getPage(0).getMediaBox().getHeight()).isEqualTo(595.27563f);
            assertThat(doc.getDocumentInformation().getTitle()).isEqualTo("Итоговая таблица: Кубок Невы");
            List<String> players = new ArrayList<>();
            for (int page = 1; page <= 3; page++) {
                List<String> lines = lines(doc, page);
                if (page == 1) {
                    assertThat(lines.subList(0, 3)).containsExactly("ТУРНИРНАЯ ТАБЛИЦА", "Кубок Невы",
                            "Этап: Отборочный этап · Правила: FIIM · игр учтено: 21 · версия таблицы: 12");
                }
                int header = headerLine(lines);
                assertThat(header).as("page %d: the header row", page).isEqualTo(page == 1 ? 3 : 0);
                assertThat(lines.subList(header, header + 2)).as("page %d: every column's header, wrapped", page).containsExactly(
                        HEADER + " Победы Победы Убит в первую Лучший Баллы Штрафы Компенсация",
                        "Доном Шерифом ночь ход судьи");
                assertThat(lines.get(header + 2)).as("page %d: a player's row under the header's two lines", page)
                        .matches("\\d+ Игрок №\\d+ p\\d+ .*");
                assertThat(lines.getLast()).isEqualTo("стр. " + page + " из 3");
                lines.stream().filter(line -> line.matches("\\d+ Игрок №\\d+ .*"))
                        .forEach(line -> players.add(line.split(" ")[2]));
            }
            List<String> expected = new ArrayList<>();
            for (int place = 1; place <= 70; place++) {
                expected.add("№" + place);
            }
            assertThat(players).containsExactlyElementsOf(expected);
            assertThat(lines(doc, 1)).contains("1 Игрок №1 p1 3,05 2,00 1,05 2 2 1 0 0 0,25 0,30 -0,50 0,40",
                    "2 Игрок №2 p2 3,05 2,00 1,05 2 2 1 0 0 0,25 0,30 -0,50");
        }
    }

    static int headerLine(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(HEADER)) {
                return i;
            }
        }
        return -1;
    }

    static List<String> lines(PDDocument doc, int page) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setSortByPosition(true);
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        return Arrays.stream(stripper.getText(doc).split("\\R")).map(l -> l.trim().replaceAll("\\s+", " "))
                .filter(l -> !l.isEmpty()).toList();
    }
}
