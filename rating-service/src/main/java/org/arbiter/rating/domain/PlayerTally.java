package org.arbiter.rating.domain;

import java.math.BigDecimal;
import java.util.List;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Team;

/** A player's sums over his games, and his {@link Line} once they are all added. */
final class PlayerTally {

    private final String playerId;
    private int games;
    private int wins;
    private int winsDon;
    private int winsSheriff;
    private int firstNightDeaths;
    private int removals;
    private int ciDeaths;
    private int ciGames;
    private int heavyWins;
    private BigDecimal win = BigDecimal.ZERO;
    private BigDecimal heavyWinPoints = BigDecimal.ZERO;
    private BigDecimal otherMain = BigDecimal.ZERO;
    private BigDecimal bestMove = BigDecimal.ZERO;
    private BigDecimal judge = BigDecimal.ZERO;
    private BigDecimal penalties = BigDecimal.ZERO;
    private BigDecimal disqualification = BigDecimal.ZERO;

    PlayerTally(String playerId) {
        this.playerId = playerId;
    }

    String playerId() {
        return playerId;
    }

    void add(GameRecord g, SeatRecord s, Difficulty difficulty) {
        games++;
        if (g.won(s)) {
            wins++;
            if (s.role() == Role.DON) {
                winsDon++;
            } else if (s.role() == Role.SHERIFF) {
                winsSheriff++;
            }
        }
        if (s.firstKilled()) {
            firstNightDeaths++;
            if (Compensation.counts(g.stage()) && s.role().team() == Team.RED) {
                ciDeaths++;
                if (g.redLost()) {
                    ciGames++;
                }
            }
        }
        if (s.removed()) {
            removals++;
        }
        if (difficulty.isHeavy(g) && g.won(s)) {
            heavyWins++;
            heavyWinPoints = heavyWinPoints.add(s.win());
        } else {
            win = win.add(s.win());
        }
        otherMain = otherMain.add(s.otherMain());
        bestMove = bestMove.add(s.bestMove());
        judge = judge.add(s.judge());
        penalties = penalties.add(s.penalty());
        disqualification = disqualification.add(s.disqualification());
    }

    Line line(int b, boolean ciApplies, boolean ciProvisional, Difficulty difficulty, boolean kProvisional,
            boolean removed) {
        BigDecimal ci = ciApplies ? Compensation.ci(ciDeaths, b) : BigDecimal.ZERO;
        BigDecimal ciPoints = Points.round(ci.multiply(BigDecimal.valueOf(ciGames)));
        BigDecimal kPoints = Points.round(heavyWinPoints.multiply(difficulty.k()));
        BigDecimal main = Points.round(win.add(kPoints).add(otherMain).add(ciPoints));
        BigDecimal extra = Points.round(bestMove.add(judge).add(penalties).add(disqualification));
        Line line = new Line();
        line.tally = this;
        line.playerId = playerId;
        line.removed = removed;
        line.main = main;
        line.extra = extra;
        line.total = main.add(extra);
        line.wins = wins;
        line.winsDonSheriff = winsDon + winsSheriff;
        line.firstNightDeaths = firstNightDeaths;
        line.compensation = new StandingRow.CompensationPart(ciDeaths, Points.coefficient(ci),
                ciApplies ? ciGames : 0, ciApplies ? ciPoints : Points.round(BigDecimal.ZERO), ciProvisional);
        line.difficulty = new StandingRow.DifficultyPart(heavyWins, Points.round(heavyWinPoints), kPoints,
                kProvisional);
        return line;
    }

    /** A row before its place is known. */
    static final class Line {
        PlayerTally tally;
        String playerId;
        boolean removed;
        BigDecimal total;
        BigDecimal main;
        BigDecimal extra;
        int wins;
        int winsDonSheriff;
        int firstNightDeaths;
        Long lot;
        StandingRow.CompensationPart compensation;
        StandingRow.DifficultyPart difficulty;

        List<Object> key() {
            return List.of(removed, total, extra, wins, winsDonSheriff, firstNightDeaths);
        }

        StandingRow row(int place, String nickname, StandingRow.Decision above, StandingRow.Decision below) {
            PlayerTally t = tally;
            return new StandingRow(place, playerId, nickname, total, main, extra, t.games, t.wins, t.winsDon,
                    t.winsSheriff, wins(t), t.firstNightDeaths, Points.round(t.bestMove), Points.round(t.judge),
                    Points.round(t.penalties), Points.round(t.disqualification), t.removals, compensation, difficulty,
                    above, below, lot, removed);
        }

        private static int wins(PlayerTally t) {
            return t.winsDon + t.winsSheriff;
        }
    }
}
