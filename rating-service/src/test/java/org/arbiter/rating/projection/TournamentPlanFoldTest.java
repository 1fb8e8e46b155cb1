package org.arbiter.rating.projection;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.PlayersRegistered;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.events.tournament.TournamentCreated.RegisteredPlayer;
import org.arbiter.rating.domain.TournamentPlan;
import org.junit.jupiter.api.Test;

/** A tournament's plan: the regulations and every player registered after them, in seq order. */
class TournamentPlanFoldTest {

    static final Instant AT = Instant.parse("2026-10-01T09:00:00Z");

    @Test
    void laterRegistrationsJoinThePlanInAnyArrivalOrder() {
        EventEnvelope created = EventEnvelope.ofTournament("cup", 1, AT, "organiser", new TournamentCreated("Кубок",
                LocalDate.parse("2026-10-01"), LocalDate.parse("2026-10-02"), Ruleset.FIIM, GameOptions.DEFAULT,
                List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10)), List.of(new RegisteredPlayer("t-1", "Гром"))));
        EventEnvelope first = EventEnvelope.ofTournament("cup", 2, AT, "organiser",
                new PlayersRegistered(List.of(new RegisteredPlayer("p2", "Молния", "Клуб", "fiim-7"))));
        EventEnvelope second = EventEnvelope.ofTournament("cup", 3, AT, "chief",
                new PlayersRegistered(List.of(new RegisteredPlayer("p3", "Туман"), new RegisteredPlayer("p4", "Снег"))));

        TournamentPlan plan = StandingsProjection.planOf("cup", List.of(second, created, first)).orElseThrow();
        assertThat(plan.players()).containsExactly(Map.entry("t-1", "Гром"), Map.entry("p2", "Молния"),
                Map.entry("p3", "Туман"), Map.entry("p4", "Снег"));
        assertThat(plan.gamesPerPlayer()).containsExactly(Map.entry(Stage.QUALIFYING, 10));
        assertThat(plan.lotSeed()).isEqualTo(created.eventId().toString());
        assertThat(StandingsProjection.planOf("cup", List.of(first, second))).isEmpty();
    }
}
