package org.arbiter.system;

import static io.restassured.RestAssured.given;
import static org.arbiter.system.ConsoleBrowserIT.asUser;
import static org.arbiter.system.ChiefBrowserIT.standings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.arbiter.events.PlayerAccounts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 15's scenario end to end, in one method (one system start), in real Chromium against the real services: the
 * organiser creates a tournament, imports 30 players from CSV, seats the stage with the solver and publishes round 1
 * (three tables, three judges) on his screens, and each published game seats the players the screen showed; the judge
 * of table 1 finishes his game from his console (the deal tapped, a team defeat, the signature); the board shows it ended and the standings moved; a player of that game protests, the chief judge upholds it on his
 * screen with black as the winner and the standings change; the judge of table 2 cannot open the game. Screenshots in
 * console/target/screenshots/scenario-*.png.
 */
class TournamentScenarioBrowserIT {

    static final Duration WAIT = Duration.ofSeconds(60);
    static final String[] NICKNAMES = {"Гром", "Луна", "Сова", "Кит", "Рысь", "Лис", "Ёж", "Волк", "Барс", "Орёл",
        "Туман", "Вьюга", "Гроза", "Буря", "Иней", "Роса", "Заря", "Искра", "Пламя", "Ветер",
        "Север", "Юг", "Восток", "Запад", "Клён", "Дуб", "Ясень", "Липа", "Кедр", "Сосна"};

    static ArbiterSystem system;

    @BeforeAll
    static void start() throws Exception {
        ConsoleBrowserIT.start();
        system = ConsoleBrowserIT.system;
    }

    /**
     * The organiser's set-up on his screens: the tournament (one stage, one game a player), 30 players pasted as CSV,
     * three judges, the stage seated by the solver from the seating screen's button, and round 1 published with a judge a
     * table. Returns the seating as the screen shows it: round 1's tables, each its ten nicknames seat by seat.
     */
    static List<List<String>> setUp(String id) throws Exception {
        List<List<String>> shown = new ArrayList<>();
        OrganiserScreens org = OrganiserScreens.signIn(system, "/", "organiser", 1024, 768, "[data-act='createTournament']");
        try {
            org.tournamentForm("Кубок сценария", id, "2026-12-02", "2026-12-02");
            org.set("games0", "1");
            org.act("createTournament");
            await().atMost(WAIT).until(() -> id.equals(org.tournament()));

            org.nav("players");
            StringBuilder csv = new StringBuilder("nickname,club\n");
            for (int i = 0; i < NICKNAMES.length; i++) {
                csv.append(NICKNAMES[i]).append(',').append(i % 3 == 0 ? "Клуб Север" : "Клуб Юг").append('\n');
            }
            org.type("csv", csv.toString());
            await().atMost(WAIT).until(() -> "30".equals(org.preview()));
            org.act("importCsv");
            await().atMost(WAIT).until(() -> org.players() == 30);
            org.save("scenario-org-players-1024x768.png");

            org.addJudges("judge judge2 judge3");
            await().atMost(WAIT).until(() -> org.judges().equals(List.of("judge", "judge2", "judge3")));

            org.nav("seating");
            await().atMost(WAIT).until(org::unseated);
            org.act("seat");
            await().atMost(WAIT).until(() -> org.stored() && "1".equals(org.seatingRounds()));
            assertThat(org.summary()).isEqualTo("Туров: 1 · Игроков: 30 · Игр у каждого: 1");
            shown.addAll(org.seatingTables());
            org.save("scenario-org-seating-1024x768.png");

            org.nav("publish");
            await().atMost(WAIT).until(() -> org.hasField("judge3"));
            org.choose("judge1", "judge");
            org.choose("judge2", "judge2");
            org.choose("judge3", "judge3");
            org.act("publish");
            await().atMost(WAIT).until(() -> org.published() == 3);
            org.save("scenario-org-published-1024x768.png");
        } finally {
            org.quit();
        }
        assertThat(asUser("organiser").get("/api/tournaments/" + id + "/players").then().statusCode(200).extract().jsonPath()
                .getList("nickname", String.class)).containsExactly(NICKNAMES);
        return shown;
    }

    /** The nickname of a player the service registered from the CSV: p1, p2, … in the file's order. */
    static String nickname(String playerId) {
        return NICKNAMES[Integer.parseInt(playerId.substring(1)) - 1];
    }

    @Test
    void aTournamentFromRegistrationToAnUpheldProtest() throws Exception {
        String id = "scenario-" + UUID.randomUUID().toString().substring(0, 6);
        system.addUser("judge3", "judge");
        List<List<String>> shown = setUp(id);
        // its chief judge (docs/organiser.md "Who")
        asUser("organiser").contentType(ContentType.JSON).body("{\"chiefJudges\":[\"chief\"]}")
                .post("/api/tournaments/" + id + "/staff").then().statusCode(200);
        // the seating on the screen is the stored one, every player once; each published game seats its table's row
        assertThat(shown.stream().flatMap(List::stream).toList()).containsExactlyInAnyOrder(NICKNAMES);
        JsonNode stored = ConsoleBrowserIT.JSON.readTree(asUser("organiser").get("/api/tournaments/" + id
                + "/stages/QUALIFYING/seating").then().statusCode(200).extract().asString()).path("rounds").path(0).path("tables");
        List<List<String>> storedIds = new ArrayList<>();
        stored.forEach(table -> {
            List<String> ids = new ArrayList<>();
            table.path("seats").forEach(seat -> ids.add(seat.path("player").asText()));
            storedIds.add(ids);
        });
        assertThat(storedIds).extracting(ids -> ids.stream().map(TournamentScenarioBrowserIT::nickname).toList())
                .containsExactlyElementsOf(shown);
        List<Map<String, Object>> tables = asUser("organiser").get("/api/tournaments/" + id + "/stages/QUALIFYING/rounds/1")
                .then().statusCode(200).extract().jsonPath().getList("$");
        assertThat(tables).extracting(t -> t.get("tableNo") + " " + t.get("judge")).containsExactly("1 judge", "2 judge2", "3 judge3");
        List<List<String>> published = new ArrayList<>();
        for (Map<String, Object> table : tables) {
            List<String> ids = new ArrayList<>();
            ConsoleBrowserIT.JSON.readTree(asUser("chief").get("/api/games/" + table.get("gameId") + "/events").then()
                    .statusCode(200).extract().asString()).path(0).path("payload").path("players")
                    .forEach(p -> ids.add(p.get("playerId").asText()));
            published.add(ids);
        }
        assertThat(published).isEqualTo(storedIds);
        String game = (String) tables.get(0).get("gameId");
        List<String> seated = published.get(0);

        // the board, open before the game ends
        ChiefScreens board = ChiefScreens.signIn(system, "/?view=board&t=" + id + "&stage=QUALIFYING&round=1", "chief",
                1024, 768, ".liveboard");
        try {
            await().atMost(WAIT).until(() -> board.cells().size() == 3);
            assertThat(board.cellAttr(1, "data-phase")).isEqualTo("SETUP");

            // the judge of table 1 finishes it from his console: his table, the deal, a team defeat, the signature
            JudgeTablet tablet = JudgeTablet.signIn(system, "/", "judge", 1024, 768, ".tables ul, .tables p");
            try {
                await().atMost(WAIT).until(() -> tablet.tableText(JudgeTablet.TABLES, game) != null);
                assertThat(tablet.tableText(JudgeTablet.TABLES, game)).isEqualTo(id + " · отбор · тур 1 · стол 1 — Раздача");
                tablet.save("scenario-judge-tables-1024x768.png");
                tablet.openTable(JudgeTablet.TABLES, game);
                await().atMost(WAIT).until(() -> "SETUP".equals(tablet.phase()));
                assertThat(tablet.nicknames()).containsExactlyElementsOf(shown.get(0));
                for (Map.Entry<String, String> role : Map.of("2", "MAFIA", "8", "MAFIA", "6", "DON", "4", "SHERIFF").entrySet()) {
                    tablet.place(role.getValue(), role.getKey());
                }
                tablet.send("dealRoles");
                tablet.teamDefeatClause("6.8.1");
                tablet.sendSeat(2);                              // seat 2, Mafia: black loses
                assertThat(tablet.phaseText()).contains("Игра окончена", "Победа: красных");
                tablet.send("finalize");
                assertThat(tablet.finalized()).isEqualTo("Протокол подписан");
                tablet.save("scenario-judge-signed-1024x768.png");
            } finally {
                tablet.quit();
            }

            // the board shows it ended, and the standings moved: the red players of table 1 won
            await().atMost(WAIT).until(() -> "Победа красных".equals(board.cellText(1, ".what")));
            assertThat(board.cellAttr(2, "data-phase")).isEqualTo("SETUP");
            board.save("scenario-board-1024x768.png");
        } finally {
            board.quit();
        }
        List<String> red = List.of(seated.get(0), seated.get(2), seated.get(3), seated.get(4), seated.get(6), seated.get(8), seated.get(9));
        List<String> black = List.of(seated.get(1), seated.get(5), seated.get(7));
        await().atMost(WAIT).until(() -> List.of(1.0, 1.0).equals(standings(id).get(red.get(0))));
        Map<String, List<Double>> moved = standings(id);
        red.forEach(p -> assertThat(moved.get(p)).as(p).containsExactly(1.0, 1.0));      // total, main
        black.forEach(p -> assertThat(moved.get(p)).as(p).containsExactly(0.0, 0.0));

        // a player of the game protests within the window: the first seated with an id of two characters (p1…p9), whose
        // Keycloak account is player-<id> (PlayerAccounts: Keycloak takes no username shorter than three characters)
        int seat = 1;
        while (seated.get(seat - 1).length() > 2) {
            seat++;
        }
        String player = seated.get(seat - 1);
        system.addUser(PlayerAccounts.username(player));
        String playerToken = system.token(PlayerAccounts.username(player));
        String protocol = system.url("protocol-service");
        String protestId = await().atMost(WAIT).until(() -> given().baseUri(protocol).auth().oauth2(playerToken)
                .contentType(ContentType.JSON).body("{\"text\":\"Командное поражение дано не тому месту: нарушил игрок 5\"}")
                .post("/api/games/" + game + "/protests").then().extract(), r -> r.statusCode() == 201).path("protestId");

        // the chief judge upholds it on his screen: black wins table 1
        ChiefScreens chief = ChiefScreens.signIn(system, "/?view=chief&t=" + id, "chief", 1024, 768, ".chief-list [data-protest]");
        try {
            await().atMost(WAIT).until(() -> chief.queued("protest", ".place").endsWith("стол 1"));
            assertThat(chief.queue("protest").get(0).getAttribute("data-protest")).isEqualTo(protestId);
            assertThat(chief.queued("protest", ".filer")).isEqualTo("Подал: " + nickname(player)
                    + " (место " + seat + ")");
            chief.pick("protest", game, WAIT);
            chief.uphold("BLACK", "Нарушил игрок 5, не 2: победа чёрных");
            chief.save("scenario-chief-1024x768.png");
            chief.act("decide");
            await().atMost(WAIT).until(() -> chief.notes() == 1);
            assertThat(chief.note()).isEqualTo("Решение записано");
            await().atMost(WAIT).until(() -> chief.queue("protest").isEmpty());
        } finally {
            chief.quit();
        }
        await().atMost(WAIT).until(() -> List.of(1.0, 1.0).equals(standings(id).get(black.get(0))));
        Map<String, List<Double>> changed = standings(id);
        red.forEach(p -> assertThat(changed.get(p)).as(p).containsExactly(0.0, 0.0));
        black.forEach(p -> assertThat(changed.get(p)).as(p).containsExactly(1.0, 1.0));

        // the judge of table 2 cannot open table 1's game
        JudgeTablet other = JudgeTablet.signIn(system, "/?game=" + game, "judge2", 1024, 768, "[role=alert][data-status]");
        try {
            assertThat(other.alertStatus()).isEqualTo("403");
            assertThat(other.alert().replaceAll("\\s+", " ")).isEqualTo("Эта игра назначена другому судье: открыть её может "
                    + "только её судья или главный судья. 403 FORBIDDEN");
            assertThat(other.gameShown()).isFalse();
            other.save("scenario-other-judge-1024x768.png");
        } finally {
            other.quit();
        }
    }
}
