package org.arbiter.rating.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.rating.support.TwoDayGame;
import org.junit.jupiter.api.Test;

/** The overlays' table feed: public facts as they happen, secrets only after the game's end event (4.4.14). */
class TableFoldTest {

    static final List<String> PLAYERS = List.of("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10");

    @Test
    void no_view_before_the_end_event_holds_a_role_a_shot_a_check_or_a_best_move_count() throws Exception {
        List<EventEnvelope> events = new TwoDayGame("g-1", "t-1", Stage.QUALIFYING, PLAYERS,
                Instant.parse("2026-04-01T10:00:00Z")).playUntilEnd(Winner.RED);
        List<EventEnvelope> prefix = new ArrayList<>();
        for (EventEnvelope e : events) {
            prefix.add(e);
            String json = EventJson.MAPPER.writeValueAsString(TableFold.fold("g-1", prefix));
            if (e.payload() instanceof GameEnded) {
                assertThat(json).contains("\"role\":\"SHERIFF\"", "\"checks\":[", "\"blacks\":3", "\"shots\":[");
            } else {
                assertThat(json).as("view after seq %d (%s)", e.seq(), e.type())
                        .doesNotContain("CIVILIAN", "SHERIFF", "MAFIA", "\"DON", "\"role\"", "checks", "blacks", "shots",
                                "shooters", "RED", "BLACK", "winner");
            }
        }
    }

    @Test
    void the_public_view_mid_game_shows_seats_speaker_candidates_votes_fouls_and_departures() {
        TwoDayGame script = new TwoDayGame("g-1", "t-1", Stage.QUALIFYING, PLAYERS, Instant.parse("2026-04-01T10:00:00Z"));
        List<EventEnvelope> events = script.playUntilEnd(Winner.RED);
        // up to and including the votes of day 1 (seq 14)
        TableView afterVote = TableFold.fold("g-1", events.subList(0, 14));
        assertThat(afterVote.phase()).isEqualTo("VOTING");
        assertThat(afterVote.candidates()).containsExactly(2, 8);
        assertThat(afterVote.votes()).isEqualTo(new TableView.Ballot(1, 1, "VOTE",
                List.of(new TableView.Count(2, 6), new TableView.Count(8, 4)), List.of(2)));
        assertThat(afterVote.seats().get(2).fouls()).isEqualTo(1);
        assertThat(afterVote.seats().get(0).nickname()).isEqualTo("Ник-p1");

        TableView lastWords = TableFold.fold("g-1", events.subList(0, 24));
        assertThat(lastWords.phase()).isEqualTo("LAST_WORDS");
        assertThat(lastWords.speaker()).isEqualTo(new TableView.Speaker(4, "LAST_WORDS", 60,
                Instant.parse("2026-04-01T10:00:24Z")));
        assertThat(lastWords.seats().stream().map(s -> s.seat() + ":" + s.status()).toList()).containsExactly(
                "1:AT_TABLE", "2:VOTED", "3:AT_TABLE", "4:KILLED", "5:AT_TABLE", "6:AT_TABLE", "7:AT_TABLE",
                "8:AT_TABLE", "9:AT_TABLE", "10:AT_TABLE");

        TableView removed = TableFold.fold("g-1", events.subList(0, 30));
        assertThat(removed.seats().get(9).status()).isEqualTo("REMOVED");
        assertThat(removed.seats().get(9).removal()).isEqualTo("DISQUALIFICATION 6.7.4");
        assertThat(removed.bestMove()).isEqualTo(new TableView.BestMove(4, List.of(2, 6, 8), null));
        assertThat(removed.checks()).isNull();

        TableView end = TableFold.fold("g-1", events);
        assertThat(end.ended()).isTrue();
        assertThat(end.winner()).isEqualTo("RED");
        assertThat(end.seats().stream().map(TableView.Seat::role).toList()).containsExactly(
                "CIVILIAN", "MAFIA", "CIVILIAN", "SHERIFF", "CIVILIAN", "DON", "CIVILIAN", "MAFIA", "CIVILIAN", "CIVILIAN");
        assertThat(end.checks()).containsExactly(new TableView.Check(1, "DON", 6, 4, "SHERIFF"),
                new TableView.Check(1, "SHERIFF", 4, 8, "BLACK"));
        assertThat(end.bestMove().blacks()).isEqualTo(3);
    }

    @Test
    void an_undone_command_is_folded_as_if_it_never_happened() {
        TwoDayGame script = new TwoDayGame("g-1", "t-1", Stage.QUALIFYING, PLAYERS, Instant.parse("2026-04-01T10:00:00Z"));
        List<EventEnvelope> events = new ArrayList<>(script.playUntilEnd(Winner.RED).subList(0, 11));
        // seq 11 nominated 8 (candidates [2, 8]); the judge takes it back
        events.add(EventEnvelope.ofGame("g-1", 12, Instant.parse("2026-04-01T10:00:12Z"), "judge",
                new org.arbiter.events.game.CommandUndone("nominate", List.of(11L))));
        TableView view = TableFold.fold("g-1", events);
        assertThat(view.candidates()).containsExactly(2);
        assertThat(view.seq()).isEqualTo(12L);
    }

    @Test
    void a_judge_assigned_mid_game_changes_nothing_on_the_public_view_but_its_position() {
        TwoDayGame script = new TwoDayGame("g-1", "t-1", Stage.QUALIFYING, PLAYERS, Instant.parse("2026-04-01T10:00:00Z"));
        List<EventEnvelope> events = new ArrayList<>(script.playUntilEnd(Winner.RED).subList(0, 11));
        TableView before = TableFold.fold("g-1", events);
        events.add(EventEnvelope.ofGame("g-1", 12, Instant.parse("2026-04-01T10:00:12Z"), "chief",
                new org.arbiter.events.game.JudgeAssigned("judge2", "judge")));
        TableView after = TableFold.fold("g-1", events);
        assertThat(after.seq()).isEqualTo(12L);
        assertThat(after).usingRecursiveComparison().ignoringFields("seq").isEqualTo(before);
    }
}
