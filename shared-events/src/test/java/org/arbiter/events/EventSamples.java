package org.arbiter.events;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;

/** One filled-in instance of every event type, for the snapshot and round-trip tests. */
final class EventSamples {

    private EventSamples() {
    }

    static List<SeatedPlayer> tenPlayers() {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        return players;
    }

    static List<EventPayload> all() {
        return List.of(
                new GameCreated("spring-cup-2026", Stage.QUALIFYING, 3, 12, Ruleset.FIIM,
                        GameOptions.DEFAULT, tenPlayers(), "judge-1"),
                new TournamentCreated("Весенний кубок", LocalDate.of(2026, 4, 1), LocalDate.of(2026, 4, 3),
                        Ruleset.FIIM, GameOptions.DEFAULT,
                        List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10),
                                new TournamentCreated.StagePlan(Stage.FINAL, 5)),
                        List.of(new TournamentCreated.RegisteredPlayer("p-1", "Гром"))));
    }
}
