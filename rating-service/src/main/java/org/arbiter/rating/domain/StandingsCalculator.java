package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.rating.domain.PlayerTally.Line;

/**
 * The standings of one tournament from its ended games (docs/rules/RULES.md §10; 004 8.6–8.8). Pure: the same games, plan,
 * removals and recorded lots give the same table, whatever order the games come in.
 */
public final class StandingsCalculator {

    private StandingsCalculator() {
    }

    /**
     * @param plan     the regulations (or {@link TournamentPlan#unknown})
     * @param games    the tournament's ended games, any order; FRIENDLY ones are ignored
     * @param nicknames player id → nickname seen at the tables (the regulations' names win)
     * @param removedFromTournament players removed from the tournament (7.3)
     * @param lots     the 8.8.5 lots: recorded ones are reused, missing ones drawn
     */
    public static Standings compute(TournamentPlan plan, Collection<GameRecord> games, Map<String, String> nicknames,
            Set<String> removedFromTournament, LotBook lots) {
        List<GameRecord> counted = games.stream()
                .filter(g -> g.stage() != Stage.FRIENDLY)
                .sorted(Comparator.comparing(GameRecord::gameId))
                .toList();

        boolean ciApplies = plan.usesCompensationAndK() && plan.gamesPerPlayer().keySet().stream().anyMatch(Compensation::counts);
        int b = ciApplies ? Compensation.b(plan.gamesPerPlayer()) : 0;
        boolean ciProvisional = ciApplies && !distanceOver(plan, counted);

        Set<String> everyone = new HashSet<>(plan.players().keySet());
        counted.forEach(g -> g.seats().forEach(s -> everyone.add(s.playerId())));
        int played = 0;
        int redWins = 0;
        int blackWins = 0;
        for (GameRecord g : counted) {
            if (!g.annulled() && g.winner() != null) {
                played++;
                if (g.winner() == Winner.RED) {
                    redWins++;
                } else if (g.winner() == Winner.BLACK) {
                    blackWins++;
                }
            }
        }
        boolean kApplies = plan.usesCompensationAndK() && everyone.size() <= Difficulty.MAX_PLAYERS;
        Difficulty difficulty = Difficulty.of(kApplies, played, redWins, blackWins);
        boolean kProvisional = kApplies && !tournamentOver(plan, counted);

        Map<String, PlayerTally> tallies = new TreeMap<>();
        for (GameRecord g : counted) {
            for (SeatRecord s : g.seats()) {
                tallies.computeIfAbsent(s.playerId(), PlayerTally::new).add(g, s, difficulty);
            }
        }

        List<Line> lines = new ArrayList<>();
        for (PlayerTally t : tallies.values()) {
            lines.add(t.line(b, ciApplies, ciProvisional, difficulty, kProvisional, removedFromTournament.contains(t.playerId())));
        }

        // 8.8.5: a lot only for players tied on 8.8 and 8.8.1–8.8.4 (within the same removal group)
        Map<List<Object>, List<Line>> groups = new HashMap<>();
        for (Line line : lines) {
            groups.computeIfAbsent(line.key(), k -> new ArrayList<>()).add(line);
        }
        for (List<Line> group : groups.values()) {
            if (group.size() > 1) {
                group.sort(Comparator.comparing(l -> l.playerId));
                for (Line line : group) {
                    line.lot = lots.lotOf(line.playerId);
                }
            }
        }

        lines.sort(ORDER);
        List<StandingRow> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            StandingRow.Decision above = i == 0 ? null : StandingRow.Decision.of(decided(lines.get(i - 1), line));
            StandingRow.Decision below = i == lines.size() - 1 ? null : StandingRow.Decision.of(decided(line, lines.get(i + 1)));
            String nickname = plan.players().getOrDefault(line.playerId, nicknames.getOrDefault(line.playerId, line.playerId));
            rows.add(line.row(i + 1, nickname, above, below));
        }
        Standings.KPart k = new Standings.KPart(difficulty.applies(), Points.coefficient(difficulty.k()), played,
                difficulty.heavyGames(), difficulty.heavy(), redWins, blackWins, kProvisional);
        return new Standings(plan.tournamentId(), plan.name(), plan.ruleset(), counted.size(), ciApplies ? b : null,
                ciApplies, ciProvisional, k, rows, lots.drawn());
    }

    /**
     * Whether a game's facts, new to its tournament, may change the table: of the facts a table takes only the
     * removals (7.3) and the nicknames of players the regulations do not register (a registered player is named by the
     * regulations). So a new game that seats only registered players and removes nobody cannot change it; its sheet,
     * when it comes, will.
     */
    public static boolean newGameMayChange(TournamentPlan plan, Set<String> players, Set<String> removed) {
        return !removed.isEmpty() || !plan.registers(players);
    }

    /** Removed players last (7.3); then 8.8, 8.8.1–8.8.4 descending; then the lot ascending; then the id. */
    static final Comparator<Line> ORDER = Comparator
            .comparing((Line l) -> l.removed)
            .thenComparing((Line l) -> l.total, Comparator.reverseOrder())
            .thenComparing((Line l) -> l.extra, Comparator.reverseOrder())
            .thenComparing((Line l) -> l.wins, Comparator.reverseOrder())
            .thenComparing((Line l) -> l.winsDonSheriff, Comparator.reverseOrder())
            .thenComparing((Line l) -> l.firstNightDeaths, Comparator.reverseOrder())
            .thenComparing((Line l) -> l.lot == null ? Long.MAX_VALUE : l.lot)
            .thenComparing((Line l) -> l.playerId);

    static TieBreak decided(Line upper, Line lower) {
        if (upper.removed != lower.removed) {
            return TieBreak.REMOVED;
        }
        if (upper.total.compareTo(lower.total) != 0) {
            return TieBreak.POINTS;
        }
        if (upper.extra.compareTo(lower.extra) != 0) {
            return TieBreak.EXTRA;
        }
        if (upper.wins != lower.wins) {
            return TieBreak.WINS;
        }
        if (upper.winsDonSheriff != lower.winsDonSheriff) {
            return TieBreak.DON_SHERIFF_WINS;
        }
        if (upper.firstNightDeaths != lower.firstNightDeaths) {
            return TieBreak.FIRST_NIGHT_DEATHS;
        }
        return TieBreak.LOT;
    }

    /** What put {@code upper} above {@code lower}: the first criterion of 7.3, 8.8, 8.8.1–8.8.5 in which they differ. */
    public static TieBreak decidedBetween(StandingRow upper, StandingRow lower) {
        if (upper.removedFromTournament() != lower.removedFromTournament()) {
            return TieBreak.REMOVED;
        }
        if (upper.total().compareTo(lower.total()) != 0) {
            return TieBreak.POINTS;
        }
        if (upper.extra().compareTo(lower.extra()) != 0) {
            return TieBreak.EXTRA;
        }
        if (upper.wins() != lower.wins()) {
            return TieBreak.WINS;
        }
        if (upper.winsDonSheriff() != lower.winsDonSheriff()) {
            return TieBreak.DON_SHERIFF_WINS;
        }
        if (upper.firstNightDeaths() != lower.firstNightDeaths()) {
            return TieBreak.FIRST_NIGHT_DEATHS;
        }
        return TieBreak.LOT;
    }

    /** The qualifying and semi-final distance (8.6) is over: the last of those stages in the regulations is. */
    static boolean distanceOver(TournamentPlan plan, List<GameRecord> games) {
        Stage last = null;
        for (Stage s : plan.stages()) {
            if (Compensation.counts(s)) {
                last = s;
            }
        }
        return last != null && stageOver(plan, last, games);
    }

    /** Every stage of the regulations is over. */
    static boolean tournamentOver(TournamentPlan plan, List<GameRecord> games) {
        List<Stage> stages = plan.stages().stream().filter(s -> s != Stage.FRIENDLY).toList();
        return !stages.isEmpty() && stages.stream().allMatch(s -> stageOver(plan, s, games));
    }

    /**
     * A stage is over when a game of a later stage exists, or when its games are all signed and every player who
     * plays in it (for the first stage: every registered player) has played the games per player the regulations
     * give it. (The events have no "stage closed" message; this is the project's reading.)
     */
    static boolean stageOver(TournamentPlan plan, Stage stage, List<GameRecord> games) {
        if (games.stream().anyMatch(g -> g.stage() != Stage.FRIENDLY && g.stage().ordinal() > stage.ordinal())) {
            return true;
        }
        Integer perPlayer = plan.gamesPerPlayer().get(stage);
        List<GameRecord> inStage = games.stream().filter(g -> g.stage() == stage).toList();
        if (perPlayer == null || inStage.isEmpty() || !inStage.stream().allMatch(GameRecord::finalized)) {
            return false;
        }
        Map<String, Integer> count = new HashMap<>();
        inStage.forEach(g -> g.seats().forEach(s -> count.merge(s.playerId(), 1, Integer::sum)));
        boolean first = !plan.stages().isEmpty() && plan.stages().get(0) == stage;
        if (first) {
            for (String player : plan.players().keySet()) {
                count.putIfAbsent(player, 0);
            }
        }
        return count.values().stream().allMatch(n -> n >= perPlayer);
    }
}
