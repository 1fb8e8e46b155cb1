package org.arbiter.game.domain;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
    public Uni<SolvedSeating> solve(String tournamentId, String stageName, JsonNode body, Caller caller) {
        Order order = Order.read(body);
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

    /** The request as read, before the registered players are known. */
    private record Order(List<String> players, List<List<String>> separated, Filling filling, List<String> substitutes, long seed) {

        static Order read(JsonNode body) {
            JsonFields.object(body, "the seating request");
            Filling filling = body.hasNonNull("filling") ? JsonFields.enumValue(Filling.class,
                    JsonFields.text(body, "filling", true), Refusals.MALFORMED_COMMAND, "filling") : null;
            List<String> substitutes = names(body.get("substitutes"), "substitutes");
            if (!substitutes.isEmpty() && filling != Filling.SUBSTITUTES) {
                throw Refusals.malformed("substitutes are named only with filling SUBSTITUTES");
            }
            List<List<String>> separated = new ArrayList<>();
            JsonNode pairs = body.get("separated");
            if (pairs != null && !pairs.isNull()) {
                if (!pairs.isArray()) {
                    throw Refusals.malformed("separated must list pairs of player ids");
                }
                for (JsonNode pair : pairs) {
                    List<String> two = names(pair, "a separated pair");
                    if (two.size() != 2) {
                        throw Refusals.malformed("a separated pair names two players: " + pair);
                    }
                    separated.add(two);
                }
            }
            JsonNode seed = body.get("seed");
            if (seed != null && !seed.isNull() && !(seed.isIntegralNumber() && seed.canConvertToLong())) {
                throw Refusals.malformed("seed must be a whole number");
            }
            List<String> players = body.hasNonNull("players") ? names(body.get("players"), "players") : null;
            return new Order(players, separated, filling, substitutes, seed == null || seed.isNull() ? 1 : seed.asLong());
        }

        private static List<String> names(JsonNode node, String what) {
            if (node == null || node.isNull()) {
                return List.of();
            }
            if (!node.isArray()) {
                throw Refusals.malformed(what + " must be a list of player ids");
            }
            List<String> names = new ArrayList<>();
            for (JsonNode name : node) {
                if (!name.isTextual() || name.asText().isBlank()) {
                    throw Refusals.malformed(what + " must be a list of player ids");
                }
                names.add(name.asText());
            }
            return names;
        }

        /**
         * The seating module's request: the stage's players (those named, or every registered player but the
         * substitutes, in registration order), each name a registered player (else UNREGISTERED_PLAYER), a filling
         * chosen when the players are not a multiple of ten (else FILLING_REQUIRED); what the module refuses is
         * SEATING_IMPOSSIBLE.
         */
        SeatingRequest request(List<String> registered, int gamesPerPlayer) {
            Set<String> known = new HashSet<>(registered);
            List<String> named = new ArrayList<>(substitutes);
            separated.forEach(named::addAll);
            if (players != null) {
                named.addAll(players);
            }
            for (String name : named) {
                if (!known.contains(name)) {
                    throw Refusal.byRules("UNREGISTERED_PLAYER", null, name + " is not registered for the tournament");
                }
            }
            Set<String> aside = new LinkedHashSet<>(substitutes);
            List<String> stage = players != null ? players : registered.stream().filter(p -> !aside.contains(p)).toList();
            if (stage.size() % SeatingRequest.SEATS_PER_TABLE != 0 && filling == null) {
                throw Refusal.byRules("FILLING_REQUIRED", null, stage.size() + " players do not fill whole tables: choose "
                        + "filling BYES or SUBSTITUTES");
            }
            try {
                return new SeatingRequest(stage, gamesPerPlayer,
                        separated.stream().map(pair -> new SeatingRequest.SeparatedPair(pair.get(0), pair.get(1))).toList(),
                        filling == Filling.SUBSTITUTES ? new SeatingRequest.Filling.Substitutes(substitutes)
                                : new SeatingRequest.Filling.Byes(),
                        seed);
            } catch (IllegalArgumentException impossible) {
                throw Refusal.byRules("SEATING_IMPOSSIBLE", null, impossible.getMessage());
            }
        }
    }
}
