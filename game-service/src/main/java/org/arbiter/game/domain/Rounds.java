package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.StageSeatRow;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.rules.GameRules;
import org.arbiter.stream.refusal.Refusal;

/**
 * A stage's rounds: its seating stored (replaced until a round of the stage is published), and a round published as
 * its games, one a table, each with the players in their seats and the judge assigned to the table, all in one
 * transaction. A tournament's (stage, round, table) is one game.
 */
@ApplicationScoped
public class Rounds {

    @Inject
    TournamentService tournaments;

    @Inject
    TournamentStore store;

    @Inject
    EventStore events;

    @Inject
    GameCache cache;

    Clock clock = Clock.systemUTC();

    /** A published table: its game and its judge. */
    public record PublishedTable(int tableNo, String gameId, String judge) {
    }

    /** Stores the stage's seating in place of the one before; refused once a round of the stage is published. */
    public Uni<StageSeating> seat(String tournamentId, String stageName, StageSeating body, Caller caller) {
        StageSeating seating = RequestLimits.present(body, "the seating");
        return tournaments.arranged(tournamentId, caller).chain(() -> stage(tournamentId, stageName)).chain(stage -> store.players(tournamentId).chain(players -> {
            Set<String> registered = new HashSet<>();
            players.forEach(p -> registered.add(p.playerId));
            return store(tournamentId, stage, seating.checked(registered));
        }));
    }

    /**
     * Stores a checked seating in place of the stage's seating before (the one way a seating is stored, given or
     * solved); 409 STAGE_PUBLISHED once a round of the stage is published.
     */
    Uni<StageSeating> store(String tournamentId, Stage stage, StageSeating seating) {
        List<StageSeatRow> rows = new ArrayList<>();
        for (StageSeating.SeatingRound round : seating.rounds()) {
            for (StageSeating.SeatingTable table : round.tables()) {
                for (StageSeating.SeatingSeat seat : table.seats()) {
                    rows.add(StageSeatRow.of(tournamentId, stage.name(), round.number(), table.number(), seat.number(), seat.player()));
                }
            }
        }
        return store.replaceSeating(tournamentId, stage.name(), rows).map(replaced -> {
            if (!replaced) {
                throw stagePublished(stage);
            }
            return seating;
        });
    }

    /** 409 STAGE_PUBLISHED, once a round of the stage is published and its seating stays. */
    static Refusal stagePublished(Stage stage) {
        return Refusal.conflict("STAGE_PUBLISHED", "a round of " + stage + " is published; its seating stays");
    }

    /** The stage's stored seating (no rounds when none is stored). */
    public Uni<StageSeating> seating(String tournamentId, String stageName) {
        return stage(tournamentId, stageName).chain(stage -> store.seating(tournamentId, stage.name())).map(Rounds::seatingOf);
    }

    /**
     * Publishes round {@code roundNo} of the stage: a game for each of its tables, judged by the judge the body assigns
     * to it ({@link StageBodies.RoundJudges}: every table of the round, each a registered judge of the tournament, no
     * judge at two tables). Like any of the tournament's games, by its organiser or a chief judge.
     */
    public Uni<List<PublishedTable>> publish(String tournamentId, String stageName, int roundNo, StageBodies.RoundJudges body,
            Caller caller) {
        Map<Integer, String> judges = RequestLimits.present(body, "the round").byTable();
        return tournaments.arranged(tournamentId, caller).chain(() -> stage(tournamentId, stageName)).chain(stage -> store.seating(tournamentId, stage.name())
                .chain(rows -> store.players(tournamentId).chain(players -> store.judges(tournamentId).chain(registeredJudges -> {
                    StageSeating.SeatingRound round = seatingOf(rows).round(roundNo).orElseThrow(() -> Refusals.notFound(
                            "round " + roundNo + " of " + stage + " in the seating"));
                    Set<String> judgeNames = new HashSet<>();
                    registeredJudges.forEach(j -> judgeNames.add(j.username));
                    checkJudges(judges, round, judgeNames);
                    Map<String, String> nicknames = new HashMap<>();
                    players.forEach(p -> nicknames.put(p.playerId, p.nickname));
                    return tournaments.regulations(tournamentId).chain(regulations ->
                            create(tournamentId, stage, round, judges, nicknames, regulations, caller));
                }))));
    }

    private Uni<List<PublishedTable>> create(String tournamentId, Stage stage, StageSeating.SeatingRound round,
            Map<Integer, String> judges, Map<String, String> nicknames, TournamentCreated regulations, Caller caller) {
        Instant now = clock.instant();
        List<GameRow> games = new ArrayList<>();
        List<EventEnvelope> created = new ArrayList<>();
        List<PublishedTable> published = new ArrayList<>();
        for (StageSeating.SeatingTable table : round.tables()) {
            List<SeatedPlayer> players = new ArrayList<>();
            for (int seat = 1; seat <= 10; seat++) {
                players.add(new SeatedPlayer(seat, table.player(seat), nicknames.get(table.player(seat))));
            }
            String judge = judges.get(table.number());
            GameCreated game = new GameCreated(tournamentId, stage, table.number(), round.number(), regulations.ruleset(),
                    regulations.options(), players, judge);
            GameRules.validateNewGame(game).ifPresent(rejection -> {
                throw Refusals.of(rejection);
            });
            String gameId = UUID.randomUUID().toString();
            GameRow row = GameRow.of(gameId, game, now);
            row.roundNo = round.number();
            games.add(row);
            created.add(EventEnvelope.ofGame(gameId, 1, now, caller.subject(), game));
            published.add(new PublishedTable(table.number(), gameId, judge));
        }
        return events.createGames(games, created)
                .onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> Refusal.conflict("ROUND_PUBLISHED",
                        "round " + round.number() + " of " + stage + " is already published"))
                .map(done -> {
                    for (int i = 0; i < games.size(); i++) {
                        cache.remember(new LoadedGame(games.get(i), GameRules.start((GameCreated) created.get(i).payload()), 1));
                    }
                    return published;
                });
    }

    /** Every table of the round judged, each by a registered judge, no judge at two tables. */
    private static void checkJudges(Map<Integer, String> judges, StageSeating.SeatingRound round, Set<String> registered) {
        Set<Integer> tables = new HashSet<>();
        round.tables().forEach(t -> tables.add(t.number()));
        Map<String, Integer> tableOf = new HashMap<>();
        judges.forEach((table, judge) -> {
            if (!tables.contains(table)) {
                throw Refusal.byRules("INVALID_SEATING", null, "round " + round.number() + " has no table " + table);
            }
            if (!registered.contains(judge)) {
                throw Refusal.byRules("UNREGISTERED_JUDGE", null, judge + " is not a judge of the tournament");
            }
            Integer other = tableOf.putIfAbsent(judge, table);
            if (other != null) {
                throw Refusal.byRules("JUDGE_TWICE", null, judge + " already judges table " + other + " this round");
            }
        });
        for (StageSeating.SeatingTable table : round.tables()) {
            if (!judges.containsKey(table.number())) {
                throw Refusal.byRules("UNJUDGED_TABLE", null, "table " + table.number() + " has no judge");
            }
        }
    }

    /** The stage the regulations list by this name; 422 UNKNOWN_STAGE otherwise. */
    Uni<Stage> stage(String tournamentId, String stageName) {
        Stage stage = JsonFields.enumValue(Stage.class, stageName, "UNKNOWN_STAGE", "stage");
        return tournaments.regulations(tournamentId).map(regulations -> {
            if (regulations.stages().stream().noneMatch(plan -> plan.stage() == stage)) {
                throw Refusal.byRules("UNKNOWN_STAGE", null, "the regulations of " + tournamentId + " have no stage " + stage);
            }
            return stage;
        });
    }

    private static StageSeating seatingOf(List<StageSeatRow> rows) {
        List<StageSeating.SeatingRound> rounds = new ArrayList<>();
        List<StageSeating.SeatingTable> tables = new ArrayList<>();
        List<StageSeating.SeatingSeat> seats = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            StageSeatRow row = rows.get(i);
            seats.add(new StageSeating.SeatingSeat(row.seat, row.playerId));
            boolean tableEnds = i + 1 == rows.size() || rows.get(i + 1).tableNo != row.tableNo || rows.get(i + 1).roundNo != row.roundNo;
            if (tableEnds) {
                tables.add(new StageSeating.SeatingTable(row.tableNo, List.copyOf(seats)));
                seats.clear();
            }
            if (i + 1 == rows.size() || rows.get(i + 1).roundNo != row.roundNo) {
                rounds.add(new StageSeating.SeatingRound(row.roundNo, List.copyOf(tables)));
                tables.clear();
            }
        }
        return new StageSeating(List.copyOf(rounds));
    }
}
