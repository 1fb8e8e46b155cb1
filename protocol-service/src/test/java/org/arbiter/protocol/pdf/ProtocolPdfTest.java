package org.arbiter.protocol.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.text.PDFTextStripper;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.protocol.ThreeDayGame;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.ProtocolFolder;
import org.junit.jupiter.api.Test;

/** The PDF of a complete game: its text as PDFBox extracts it, the embedded Cyrillic font, a PNG to look at. */
class ProtocolPdfTest {

    static final ZoneId MOSCOW = ZoneId.of("Europe/Moscow");
    static final Path OUT = Path.of("target", "protocol-pdf");

    @Test
    void completeGameRendersAsTheOfficialFormWithCyrillicText() throws Exception {
        ThreeDayGame game = new ThreeDayGame("game-pdf-1");
        var events = game.complete();
        TournamentCreated tournament = new TournamentCreated("Весенний кубок", null, null, null, null, List.of(), List.of());
        Protocol protocol = ProtocolFolder.fold(events, tournament, game.sheet(), List.of(), MOSCOW);

        byte[] pdf = new ProtocolPdf(MOSCOW).render(protocol);
        Files.createDirectories(OUT);
        Path file = OUT.resolve("protocol-complete.pdf");
        Files.write(file, pdf);

        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
            PDPage page = doc.getPage(0);
            assertThat(page.getMediaBox().getWidth()).isEqualTo(841.8898f);   // A4 landscape
            assertThat(page.getMediaBox().getHeight()).isEqualTo(595.27563f);

            List<String> fonts = new ArrayList<>();
            for (COSName name : page.getResources().getFontNames()) {
                PDFont font = page.getResources().getFont(name);
                assertThat(font).isInstanceOf(PDType0Font.class);
                assertThat(font.isEmbedded()).as("font %s embedded", font.getName()).isTrue();
                PDType0Font type0 = (PDType0Font) font;
                assertThat(type0.getDescendantFont().getFontDescriptor().getFontFile2()).isNotNull();
                fonts.add(font.getName().replaceFirst("^[A-Z]{6}\\+", ""));
            }
            assertThat(fonts).containsExactlyInAnyOrder("DejaVuSans", "DejaVuSans-Bold");

            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            String text = stripper.getText(doc);
            Files.writeString(OUT.resolve("protocol-complete.txt"), text);
            List<String> lines = text.lines().map(String::strip).toList();

            assertThat(lines).contains(
                    "ПРОТОКОЛ ИГРЫ",
                    "Весенний кубок Отборочный этап 12 3 01.04.2026 judge");
            // seat rows: №, nickname, role letter, fouls, nominations per day (withdrawn in brackets),
            // votes per vote round (1.1, 2.1, 2.2, 3.1), departure, Баллы, Доп. баллы, Итого
            assertThat(lines).containsSubsequence(
                    "1 Гром К убит н2 1 0 1",
                    "2 Лиса Ч 4 4 5 заголос. д2 0 0 0",
                    "3 Барон К 8 2 2 1 0,3 1,3",
                    "4 Ёлка Ш убит н1 1 0,25 1,25",
                    "5 Шмель К 2 6 1 0,2 1,2",
                    "6 Кощей Д 4 3 4 заголос. д3 0 0 0",
                    "7 Маркиза К 2 3 1 0 1",
                    "8 Чеширский Кот Ч 6 заголос. д1 0 0 0",
                    "9 Сова К (10) 6 1 0 1",
                    "10 Юла К 1 0 1");
            assertThat(lines).contains(
                    "День 1, круг 1 (голосование): №8 — 6, №2 — 4 → покидает №8",
                    "День 2, круг 1 (голосование): №2 — 4, №6 — 4 → равенство голосов №2, №6",
                    "День 2, круг 2 (переголосование): №2 — 5, №6 — 3 → покидает №2",
                    "День 3, круг 1 (голосование): №6 — 4, №3 — 2 → покидает №6",
                    "ПУ №4: 2, 6, 10 (чёрных: 2)",
                    "красные (окончена 01.04.2026 14:02)",
                    "Судья: judge. Подпись: ✓ подписал judge 01.04.2026 14:15",
                    "протестов нет");
        }

        Path png = pngOfFirstPage(file);
        assertThat(Files.size(png)).isGreaterThan(10_000L);
    }

    /** Each stage's words fit the header's cell whole: "Товарищеская игра" is set smaller, never cut. */
    @Test
    void everyStageNameIsPrintedWholeInTheHeader() throws Exception {
        for (org.arbiter.events.game.Stage stage : org.arbiter.events.game.Stage.values()) {
            ThreeDayGame game = new ThreeDayGame("game-pdf-" + stage, ThreeDayGame.TOURNAMENT, stage, 3, 12);
            TournamentCreated tournament = new TournamentCreated("Весенний кубок", null, null, null, null, List.of(), List.of());
            Protocol protocol = ProtocolFolder.fold(game.complete(), tournament, game.sheet(), List.of(), MOSCOW);
            byte[] pdf = new ProtocolPdf(MOSCOW).render(protocol);
            Files.createDirectories(OUT);
            Files.write(OUT.resolve("protocol-" + stage + ".pdf"), pdf);
            try (PDDocument doc = Loader.loadPDF(pdf)) {
                PDFTextStripper stripper = new PDFTextStripper();
                stripper.setSortByPosition(true);
                List<String> lines = stripper.getText(doc).lines().map(String::strip).toList();
                assertThat(lines).as(stage.name())
                        .contains("Весенний кубок " + stage.russian() + " 12 3 01.04.2026 judge");
            }
        }
    }

    @Test
    void protestsDecisionsAndTheAmendmentArePrintedAndLinked() throws Exception {
        ThreeDayGame game = new ThreeDayGame("game-pdf-2");
        game.complete();
        java.time.Instant ended = ThreeDayGame.ENDED;
        String id = "5f0c1e2a-0000-4000-8000-000000000001";
        var upheld = new org.arbiter.protocol.domain.Protest(id, "game-pdf-2", ThreeDayGame.TOURNAMENT, "p-3", 3,
                "Судья показал Шерифу «красную» проверку чёрного игрока №6, прошу пересмотреть результат игры",
                ended.plusSeconds(180), ended, org.arbiter.events.protest.ProtestDecision.UPHELD,
                "Видеозапись подтверждает ошибку судьи", org.arbiter.events.game.Winner.BLACK, false, "chief",
                ended.plusSeconds(1500));
        var open = new org.arbiter.protocol.domain.Protest("5f0c1e2a-0000-4000-8000-000000000002", "game-pdf-2",
                ThreeDayGame.TOURNAMENT, "judge", null, "Прошу проверить фолы игрока №7", ended.plusSeconds(300), ended,
                null, null, null, null, null, null);
        var amend = game.amend("chief", ended.plusSeconds(1600), org.arbiter.events.game.Winner.BLACK,
                "protest " + id + " upheld");
        List<org.arbiter.events.EventEnvelope> events = new ArrayList<>(game.complete());
        events.add(amend);
        Protocol protocol = ProtocolFolder.fold(events, null,
                game.sheet(org.arbiter.events.game.Team.BLACK, amend.seq()), List.of(upheld, open), MOSCOW);

        byte[] pdf = new ProtocolPdf(MOSCOW).render(protocol);
        Files.createDirectories(OUT);
        Path file = OUT.resolve("protocol-amended.pdf");
        Files.write(file, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            String text = stripper.getText(doc);
            List<String> lines = text.lines().map(String::strip).toList();
            assertThat(lines).contains(
                    "2 Лиса Ч 4 4 5 заголос. д2 1 0 1",
                    "чёрные (окончена 01.04.2026 14:02); результат изменён главным судьёй, было: красные");
            String flat = text.replaceAll("\\s+", " ");
            assertThat(flat).contains("Событие №44, 01.04.2026 14:28, chief: победа: чёрные; по протесту 1 [" + id
                    + "]; основание: protest " + id + " upheld");
            assertThat(flat).contains("1. 01.04.2026 14:05, игрок №3 Барон (p-3): «Судья показал Шерифу «красную» "
                    + "проверку чёрного игрока №6, прошу пересмотреть результат игры». Решение: удовлетворён (chief, "
                    + "01.04.2026 14:27): Видеозапись подтверждает ошибку судьи. Новый результат: чёрные, внесён "
                    + "(событие №44).");
            assertThat(flat).contains("2. 01.04.2026 14:07, судья стола judge: «Прошу проверить фолы игрока №7». "
                    + "Решение: не рассмотрен.");
        }
        pngOfFirstPage(file);
    }

    /** pdftoppm (poppler-utils), installed here when missing; a PNG of page 1 beside the PDF. */
    static Path pngOfFirstPage(Path pdf) throws IOException, InterruptedException {
        if (!onPath("pdftoppm")) {
            // a fresh machine may have no package lists yet: update them when the first try fails
            run(List.of("sh", "-c", "export DEBIAN_FRONTEND=noninteractive; apt-get install -y poppler-utils"
                    + " || (apt-get update && apt-get install -y poppler-utils)"));
        }
        assertThat(onPath("pdftoppm")).as("pdftoppm installed").isTrue();
        String base = pdf.toString().replaceFirst("\\.pdf$", "");
        run(List.of("pdftoppm", "-png", "-r", "100", "-f", "1", "-l", "1", "-singlefile", pdf.toString(), base));
        Path png = Path.of(base + ".png");
        assertThat(png).exists();
        return png;
    }

    private static boolean onPath(String tool) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("sh", "-c", "command -v " + tool).redirectErrorStream(true).start();
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(OUT.resolve(command.get(0) + ".log").toFile()).start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).as("%s finished", command).isTrue();
        assertThat(p.exitValue()).as("%s exit code (see %s.log)", command, command.get(0)).isZero();
    }
}
