package org.arbiter.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.LocalDate;
import java.util.List;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.domain.NewGame;
import org.arbiter.game.domain.StageBodies;
import org.arbiter.game.domain.StageSeating;
import org.arbiter.game.domain.TournamentBodies;
import org.arbiter.stream.refusal.Refusal;
import org.junit.jupiter.api.Test;

/**
 * The typed request bodies check themselves as they are read, with the codes the API names (NewGame, TournamentBodies,
 * StageSeating, StageBodies).
 */
class RequestBodiesTest {

    private static final ObjectMapper MAPPER = mapper();

    /** As Quarkus's: an unknown field is ignored (quarkus.jackson.fail-on-unknown-properties=false), as the JSON readers did. */
    private static ObjectMapper mapper() {
        ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        new StrictBodies().customize(mapper);
        return mapper;
    }

    private static final String CUP = "{'id':'cup-1','name':'Кубок','startsOn':'2026-04-01','endsOn':'2026-04-03',"
            + "'ruleset':'FIIM','stages':[{'stage':'QUALIFYING','gamesPerPlayer':10}]";

    private static <T> T read(String json, Class<T> type) throws JsonProcessingException {
        return MAPPER.readValue(json.replace('\'', '"'), type);
    }

    /** The error code a body is refused with: the record's own refusal, else MALFORMED_COMMAND for malformed JSON. */
    private static String refused(String json, Class<?> type) {
        Throwable thrown = catchThrowable(() -> read(json, type));
        assertThat(thrown).as(json).isInstanceOf(JsonProcessingException.class);
        for (Throwable cause = thrown.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof Refusal refusal) {
                return refusal.code() + ": " + refusal.getMessage();
            }
        }
        return "MALFORMED_COMMAND (JSON)";
    }

    @Test
    void a_tournament_reads_as_its_regulations() throws Exception {
        TournamentCreated created = read(CUP + ",'options':{'withdrawal':false},'players':[{'playerId':'a','nickname':' Гром '}]}",
                TournamentBodies.NewTournament.class).regulations();
        assertThat(created).isEqualTo(new TournamentCreated("Кубок", LocalDate.parse("2026-04-01"), LocalDate.parse("2026-04-03"),
                Ruleset.FIIM, new GameOptions(false, true), List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)),
                List.of(new TournamentCreated.RegisteredPlayer("a", "Гром", null, null))));
    }

    @Test
    void a_tournament_is_refused_with_the_codes_of_the_api() {
        Class<?> t = TournamentBodies.NewTournament.class;
        assertThat(refused("{'id':'x'}", t)).isEqualTo("MALFORMED_COMMAND: missing field name");
        assertThat(refused(CUP.replace("'cup-1'", "'cup 1'") + "}", t))
                .isEqualTo("MALFORMED_COMMAND: id: letters, digits, '.', '_' or '-', at most 64");
        assertThat(refused(CUP.replace("FIIM", "POKER") + "}", t)).startsWith("UNKNOWN_RULESET: ruleset POKER");
        assertThat(refused(CUP + ",'options':{'night':true}}", t)).isEqualTo("UNKNOWN_OPTION: unknown option night");
        assertThat(refused(CUP + ",'options':{'withdrawal':1}}", t))
                .isEqualTo("MALFORMED_COMMAND: option withdrawal must be true or false");
        assertThat(refused(CUP.replace("2026-04-03", "2026-03-01") + "}", t))
                .isEqualTo("MALFORMED_COMMAND: endsOn is before startsOn");
        assertThat(refused(CUP.replace("'2026-04-03'", "20260403") + "}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(CUP.replace("'Кубок'", "5") + "}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(CUP.replace("'Кубок'", "' '") + "}", t)).isEqualTo("MALFORMED_COMMAND: name must be a non-empty string");
        assertThat(refused(CUP.replace("10}", "10.5}") + "}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(CUP.replace("10}", "'10'}") + "}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(CUP.replace("10}", "101}") + "}", t)).isEqualTo("MALFORMED_COMMAND: gamesPerPlayer must be 1-100");
        assertThat(refused(CUP.replace("QUALIFYING", "GROUP") + "}", t)).startsWith("MALFORMED_COMMAND: stage GROUP is not one of");
        assertThat(refused(CUP.replace("[{'stage':'QUALIFYING','gamesPerPlayer':10}]", "[]") + "}", t))
                .isEqualTo("MALFORMED_COMMAND: stages must list at least one stage with its gamesPerPlayer");
        assertThat(refused(CUP + ",'players':[{'playerId':'a','nickname':'Гром'},{'playerId':'a','nickname':'Ветер'}]}", t))
                .isEqualTo("MALFORMED_COMMAND: player a registered twice");
        assertThat(refused(CUP + ",'players':[{'playerId':'a','nickname':'Гром'},{'playerId':'b','nickname':'гром'}]}", t))
                .isEqualTo("MALFORMED_COMMAND: nickname гром registered twice");
        assertThat(refused(CUP + ",'players':[{'playerId':'a','nickname':'" + "x".repeat(41) + "'}]}", t))
                .isEqualTo("MALFORMED_COMMAND: player a: the nickname is longer than 40 characters");
        assertThat(refused(CUP + ",'players':[{'playerId':'" + "p".repeat(65) + "','nickname':'Гром'}]}", t))
                .isEqualTo("MALFORMED_COMMAND: playerId is longer than 64 characters");
        assertThat(refused(CUP + ",'players':[{'playerId':'a\\u0000','nickname':'Гром'}]}", t))
                .isEqualTo("MALFORMED_COMMAND: playerId must not contain the character U+0000");
        assertThat(refused("[1]", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
    }

    @Test
    void a_player_and_judges_are_refused_with_the_codes_of_the_api() throws Exception {
        assertThat(refused("{'club':'А'}", TournamentBodies.NewPlayer.class)).isEqualTo("MALFORMED_COMMAND: missing field nickname");
        assertThat(refused("{'nickname':'Гром','club':''}", TournamentBodies.NewPlayer.class))
                .isEqualTo("MALFORMED_COMMAND: club must be a non-empty string");
        assertThat(refused("{'judges':['Judge Dredd']}", TournamentBodies.Judges.class)).isEqualTo(
                "MALFORMED_COMMAND: judge \"Judge Dredd\" is not a Keycloak username (lower-case letters, digits, '.', '_', '@', '-')");
        assertThat(refused("{'judges':[]}", TournamentBodies.Judges.class))
                .isEqualTo("MALFORMED_COMMAND: judges must list at least one Keycloak username");
        assertThat(refused("{'judges':[7]}", TournamentBodies.Judges.class)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(read("{'judges':['judge2','judge','judge2']}", TournamentBodies.Judges.class).judges())
                .containsExactly("judge2", "judge");
    }

    private static String game(String ruleset, String options, String players) {
        return "{'tableNo':3,'gameNo':12,'ruleset':'" + ruleset + "','options':" + options + ",'players':" + players + "}";
    }

    private static String players(int n, String nickname) {
        StringBuilder list = new StringBuilder("[");
        for (int seat = 1; seat <= n; seat++) {
            list.append(seat == 1 ? "" : ",").append("{'seat':").append(seat).append(",'playerId':'p-").append(seat)
                    .append("','nickname':'").append(nickname == null ? "Ник" + seat : nickname).append("'}");
        }
        return list.append("]").toString();
    }

    @Test
    void a_game_reads_its_seats_and_is_refused_with_the_codes_of_the_api() throws Exception {
        NewGame game = read(game("FIIM", "{}", players(10, null)), NewGame.class);
        assertThat(game.players()).hasSize(10);
        assertThat(game.players().getFirst()).isEqualTo(new NewGame.Player(1, "p-1", "Ник1"));
        Class<?> t = NewGame.class;
        assertThat(refused(game("MAFIA", "{}", players(10, null)), t)).startsWith("UNKNOWN_RULESET: ruleset MAFIA");
        assertThat(refused(game("FIIM", "{'night':true}", players(10, null)), t)).isEqualTo("UNKNOWN_OPTION: unknown option night");
        assertThat(refused(game("FIIM", "{}", players(10, "")), t)).isEqualTo("MALFORMED_COMMAND: nickname must be a non-empty string");
        assertThat(refused("{'players':" + players(10, null) + "}", t)).isEqualTo("MALFORMED_COMMAND: missing field ruleset");
        assertThat(refused("{'ruleset':'FIIM'}", t)).isEqualTo("MALFORMED_COMMAND: players must be a list of 10 players");
        assertThat(refused("{'tournamentId':'" + "t".repeat(65) + "','ruleset':'FIIM','players':" + players(10, null) + "}", t))
                .isEqualTo("MALFORMED_COMMAND: tournamentId is longer than 64 characters");
        assertThat(refused("{'judge':'" + "j".repeat(65) + "','ruleset':'FIIM','players':" + players(10, null) + "}", t))
                .isEqualTo("MALFORMED_COMMAND: judge is longer than 64 characters");
        assertThat(refused(game("FIIM", "{}", players(10, null).replace("'p-1'", "'" + "p".repeat(65) + "'")), t))
                .isEqualTo("MALFORMED_COMMAND: playerId is longer than 64 characters");
        assertThat(refused(game("FIIM", "{}", players(10, null)).replace("'tableNo':3", "'tableNo':1e400"), t))
                .isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(game("FIIM", "{}", players(10, null)).replace("'tableNo':3", "'tableNo':'3'"), t))
                .isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(game("FIIM", "{}", players(10, null).replace("{'seat':1,", "{'seat':1.5,")), t))
                .isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(game("FIIM", "{}", players(10, null).replace("{'seat':1,", "{")), t))
                .isEqualTo("MALFORMED_COMMAND: missing field seat");
        assertThat(refused(game("FIIM", "{}", "[1]"), t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(game("FIIM", "{}", "[null]"), t)).isEqualTo("MALFORMED_COMMAND: players must be a list of 10 players");
        assertThat(refused(game("FIIM", "{}", players(10, null)).replace("'tableNo':3", "'stage':'GROUP'"), t))
                .startsWith("MALFORMED_COMMAND: stage GROUP is not one of");
    }

    private static String seats(String first) {
        StringBuilder seats = new StringBuilder("[" + first);
        for (int seat = 2; seat <= 10; seat++) {
            seats.append(",{'number':").append(seat).append(",'player':'p").append(seat).append("'}");
        }
        return seats.append("]").toString();
    }

    private static String seating(String firstSeat) {
        return "{'rounds':[{'number':1,'tables':[{'number':1,'seats':" + seats(firstSeat) + "}]}]}";
    }

    @Test
    void a_seating_reads_its_rounds_and_is_refused_with_the_codes_of_the_api() throws Exception {
        Class<?> t = StageSeating.class;
        StageSeating seating = read(seating("{'number':1,'player':'p1'}"), StageSeating.class);
        assertThat(seating.rounds().getFirst().tables().getFirst().player(10)).isEqualTo("p10");
        assertThat(read("{}", StageSeating.class).rounds()).isEmpty();
        assertThat(read(seating("{'number':1,'player':'p1','chair':'red'}").replace("{'rounds'", "{'note':1,'rounds'"),
                StageSeating.class)).isEqualTo(seating);
        assertThat(refused(seating("{'player':'p1'}"), t)).isEqualTo("MALFORMED_COMMAND: missing field number");
        assertThat(refused(seating("{'number':null,'player':'p1'}"), t)).isEqualTo("MALFORMED_COMMAND: missing field number");
        assertThat(refused(seating("{'number':1}"), t)).isEqualTo("MALFORMED_COMMAND: missing field player");
        assertThat(refused(seating("{'number':1,'player':' '}"), t)).isEqualTo("MALFORMED_COMMAND: player must be a non-empty string");
        assertThat(refused(seating("{'number':1,'player':'p\\u0000'}"), t))
                .isEqualTo("MALFORMED_COMMAND: player must not contain the character U+0000");
        assertThat(refused(seating("{'number':1,'player':1}"), t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(seating("{'number':'1','player':'p1'}"), t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(seating("{'number':1.5,'player':'p1'}"), t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused(seating("null"), t)).isEqualTo("MALFORMED_COMMAND: a seat must be a JSON object");
        assertThat(refused(seating("7"), t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'rounds':[{'number':1,'tables':[{'number':2}]}]}", t))
                .isEqualTo("MALFORMED_COMMAND: table 2: seats must list the ten seats");
        assertThat(refused("{'rounds':[{'number':1,'tables':[]}]}", t))
                .isEqualTo("MALFORMED_COMMAND: round 1: tables must list at least one table");
        assertThat(refused("{'rounds':[{'number':1,'tables':[null]}]}", t)).isEqualTo("MALFORMED_COMMAND: a table must be a JSON object");
        assertThat(refused("{'rounds':[null]}", t)).isEqualTo("MALFORMED_COMMAND: a round must be a JSON object");
        assertThat(refused("{'rounds':{}}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("[1]", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
    }

    @Test
    void a_seating_order_reads_its_defaults_and_is_refused_with_the_codes_of_the_api() throws Exception {
        StageBodies.SeatingOrder order = read("{}", StageBodies.SeatingOrder.class);
        assertThat(order).isEqualTo(new StageBodies.SeatingOrder(null, List.of(), null, List.of(), 1L));
        assertThat(read("{'seed':7,'speed':'fast'}", StageBodies.SeatingOrder.class).seed()).isEqualTo(7L);
        Class<?> t = StageBodies.SeatingOrder.class;
        assertThat(refused("{'filling':'SOMETIMES'}", t)).startsWith("MALFORMED_COMMAND: filling SOMETIMES is not one of");
        assertThat(refused("{'filling':1}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'filling':''}", t)).isEqualTo("MALFORMED_COMMAND: filling must be a non-empty string");
        assertThat(refused("{'filling':'BYES','substitutes':['p20']}", t))
                .isEqualTo("MALFORMED_COMMAND: substitutes are named only with filling SUBSTITUTES");
        assertThat(refused("{'separated':[['p1']]}", t)).isEqualTo("MALFORMED_COMMAND: a separated pair names two players: [p1]");
        assertThat(refused("{'separated':[['p1',null]]}", t))
                .isEqualTo("MALFORMED_COMMAND: a separated pair must be a list of player ids");
        assertThat(refused("{'separated':['p1']}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'players':['p1',' ']}", t)).isEqualTo("MALFORMED_COMMAND: players must be a list of player ids");
        assertThat(refused("{'players':'p1'}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'seed':1.5}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'seed':'1'}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("[1]", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
    }

    @Test
    void a_round_or_table_judge_is_refused_with_the_codes_of_the_api() throws Exception {
        assertThat(read("{'judges':{'2':'judge','1':'judge2'},'round':1}", StageBodies.RoundJudges.class).byTable())
                .containsExactly(java.util.Map.entry(2, "judge"), java.util.Map.entry(1, "judge2"));
        Class<?> r = StageBodies.RoundJudges.class;
        assertThat(refused("{}", r)).isEqualTo("MALFORMED_COMMAND: judges (table number → judge) must be a JSON object");
        assertThat(refused("{'1':'judge'}", r)).isEqualTo("MALFORMED_COMMAND: judges (table number → judge) must be a JSON object");
        assertThat(refused("{'judges':{'one':'judge'}}", r)).isEqualTo("MALFORMED_COMMAND: judges: one is not a table number");
        assertThat(refused("{'judges':{'1':null}}", r)).isEqualTo("MALFORMED_COMMAND: judges: table 1 must name a judge's username");
        assertThat(refused("{'judges':{'1':7}}", r)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'judges':{'1':['judge']}}", r)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'judges':['judge']}", r)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("{'judges':{'1':'" + "j".repeat(65) + "'}}", r))
                .isEqualTo("MALFORMED_COMMAND: judge is longer than 64 characters");
        Class<?> t = StageBodies.TableJudge.class;
        assertThat(read("{'judge':'judge3','why':'ill'}", StageBodies.TableJudge.class).judge()).isEqualTo("judge3");
        assertThat(refused("{}", t)).isEqualTo("MALFORMED_COMMAND: missing field judge");
        assertThat(refused("{'judge':''}", t)).isEqualTo("MALFORMED_COMMAND: judge must be a non-empty string");
        assertThat(refused("{'judge':3}", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("'judge3'", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
        assertThat(refused("[1]", t)).isEqualTo("MALFORMED_COMMAND (JSON)");
    }
}
