package org.arbiter.rating.table;

import java.time.Instant;
import java.util.List;

/**
 * What anyone may see of a table (docs/rules/TABLE-API.md "public"): seats, nicknames, fouls, who left and how, the speaker
 * and his seconds, candidates and vote counts, the phase. Roles, shots, check results and how many blacks a best
 * move named are filled in only once the game has ended ({@code ended}); before that those fields are absent.
 *
 * @param gameId     the game
 * @param tournamentId its tournament, or null
 * @param tableNo    table number
 * @param gameNo     game number
 * @param stage      stage
 * @param seq        the last game event folded in (the view's version)
 * @param phase      SETUP, NIGHT, DAY, VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL, LAST_WORDS, FINISHED
 * @param day        the current or last day (0 before day 1)
 * @param night      the current or last night
 * @param seats      the ten seats
 * @param speaker    who speaks now, or null
 * @param candidates today's candidates in nomination (= voting) order
 * @param votes      the last ballot's counts, or null
 * @param bestMove   the first-killed player's best move, or null
 * @param ended      the game has ended
 * @param winner     RED, BLACK, DRAW once ended
 * @param endReason  why it ended
 * @param checks     the Don's and Sheriff's checks, once ended
 * @param shots      the night shots, once ended
 * @param lastEventAt when the judge's last command folded in happened (an undo included; a JudgeAssigned is not one)
 */
public record TableView(
        String gameId,
        String tournamentId,
        Integer tableNo,
        Integer gameNo,
        String stage,
        long seq,
        String phase,
        int day,
        int night,
        List<Seat> seats,
        Speaker speaker,
        List<Integer> candidates,
        Ballot votes,
        BestMove bestMove,
        boolean ended,
        String winner,
        String endReason,
        List<Check> checks,
        List<NightShots> shots,
        Instant lastEventAt) {

    /**
     * @param seat     1–10
     * @param playerId the player
     * @param nickname his nickname
     * @param fouls    fouls so far
     * @param status   AT_TABLE, KILLED, VOTED, REMOVED
     * @param leftDay  the day he left (voted, removed by day)
     * @param leftNight the night he left (killed, removed at night)
     * @param removal  FOURTH_FOUL or DISQUALIFICATION, with its clause, when removed
     * @param role     his role: only once the game has ended
     */
    public record Seat(int seat, String playerId, String nickname, int fouls, String status, Integer leftDay,
            Integer leftNight, String removal, String role) {
    }

    /** The current speech: {@code seconds} allotted, counted from {@code startedAt}. */
    public record Speaker(int seat, String kind, int seconds, Instant startedAt) {
    }

    /** A ballot: day, round, kind and each candidate's count, in voting order. */
    public record Ballot(int day, int round, String kind, List<Count> counts, List<Integer> leaving) {
    }

    public record Count(int candidate, int votes) {
    }

    /** The seats named by the first-killed player; {@code blacks} only once the game has ended. */
    public record BestMove(int seat, List<Integer> targets, Integer blacks) {
    }

    /** A night check: who checked (DON / SHERIFF), his seat, the target and the answer. */
    public record Check(int night, String by, int seat, int target, String result) {
    }

    public record NightShots(int night, List<Integer> shooters, List<Integer> targets, Integer killed) {
    }
}
