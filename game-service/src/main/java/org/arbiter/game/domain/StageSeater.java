package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.seating.Schedule;
import org.arbiter.seating.Seating;
import org.arbiter.seating.SeatingRequest;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Seats a stage by the seating module (Timefold Solver) and stores the result as the stage's seating, the way a
 * seating given by {@code PUT} is stored (docs/organiser.md "Seating a stage by the solver"). The search takes
 * seconds: it runs on a worker thread, within {@code arbiter.seating.time-limit}, and the answer comes back to the
 * request's Vert.x context for the store.
 */
@ApplicationScoped
public class StageSeater {

    /** The organiser's choice when the stage's players do not fill whole tables every round. */
    public enum Filling {
        /** Some players sit a round out, every player equally often; the stage gets the rounds that needs. */
        BYES,
        /** Every player plays every round; the substitutes take the seats left over. */
        SUBSTITUTES
    }

    @Inject
    TournamentService tournaments;

    @Inject
    Rounds rounds;

    @Inject
    TournamentStore store;

    @ConfigProperty(name = "arbiter.seating.time-limit")
    Duration timeLimit;

    /**
     * Seats the stage from the request ({@code players}, {@code separated}, {@code filling}, {@code substitutes},
     * {@code seed}, all optional) and stores it in place of the seating before.
     */
    public Uni<SolvedSeating> solve(String tournamentId, String stageName, StageBodies.SeatingOrder body, Caller caller) {
        StageBodies.SeatingOrder order = RequestLimits.present(body, "the seating request");
        return tournaments.arranged(tournamentId, caller)
                .chain(() -> rounds.stage(tournamentId, stageName))
                .chain(stage -> store.published(tournamentId, stage.name()).chain(published -> {
                    if (published) {
                        throw Rounds.stagePublished(stage);
                    }
                    return tournaments.regulations(tournamentId);
                }).chain(regulations -> store.players(tournamentId).chain(players -> {
                    List<String> registered = players.stream().map(p -> p.playerId).toList();
                    SeatingRequest request = order.request(registered, gamesPerPlayer(regulations, stage));
                    return search(request).chain(result -> stored(tournamentId, stage, request, result));
                })));
    }

    private static int gamesPerPlayer(TournamentCreated regulations, Stage stage) {
        return regulations.stages().stream().filter(plan -> plan.stage() == stage).findFirst().orElseThrow().gamesPerPlayer();
    }

    /** The solver on a worker thread, its answer back on the caller's Vert.x context (where the store runs). */
    private Uni<Seating.Result> search(SeatingRequest request) {
        Context context = Vertx.currentContext();
        Executor back = context == null ? Runnable::run : command -> context.runOnContext(ignored -> command.run());
        return Uni.createFrom().item(() -> Seating.seat(request, Seating.Budget.time(timeLimit)))
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                .emitOn(back)
                .onFailure(IllegalArgumentException.class)
                .transform(impossible -> Refusal.byRules("SEATING_IMPOSSIBLE", null, impossible.getMessage()));
    }

    private Uni<SolvedSeating> stored(String tournamentId, Stage stage, SeatingRequest request, Seating.Result result) {
        if (result.separatedPairsTogether() > 0) {
            throw Refusal.byRules("SEPARATION_IMPOSSIBLE", null, "the best seating found still puts separated pairs together "
                    + result.separatedPairsTogether() + " times; nothing stored");
        }
        return rounds.store(tournamentId, stage, seatingOf(result.schedule())).map(seating -> {
            List<SolvedSeating.RoundByes> byes = result.schedule().rounds().stream()
                    .map(round -> new SolvedSeating.RoundByes(round.number(), round.byes())).toList();
            List<String> substitutes = request.filling() instanceof SeatingRequest.Filling.Substitutes chosen
                    ? chosen.substitutes() : List.of();
            return new SolvedSeating(seating, byes, substitutes, SolvedSeating.Quality.of(result.report()),
                    SolvedSeating.Quality.of(result.randomReport()), new SolvedSeating.Bound(
                            result.report().lowerBound().sumOfSquaredMeetings(), result.report().lowerBound().maxMeetings()));
        });
    }

    /** The module's schedule as the stored seating: substitutes are registered players, seated like the others. */
    private static StageSeating seatingOf(Schedule schedule) {
        return new StageSeating(schedule.rounds().stream().map(round -> new StageSeating.SeatingRound(round.number(),
                round.tables().stream().map(table -> new StageSeating.SeatingTable(table.number(),
                        table.seats().stream().map(seat -> new StageSeating.SeatingSeat(seat.number(), seat.player())).toList()))
                        .toList())).toList());
    }
}
