package org.arbiter.protocol.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.score.PartKind;

/**
 * The official protocol of one game (docs/rules/RULES.md §11, seed 004 9.1–9.10), as far as it is known: the body of
 * {@code GET /api/games/{id}/protocol} and what the PDF prints. Roles (and how many of the best move's seats
 * are black) appear only once the game ended (9.4); points only once a score sheet arrived from game-scores.
 *
 * @param gameId         the game
 * @param tournamentId   its tournament, null for a friendly game
 * @param tournamentName the tournament's name (TournamentCreated), or its id when the name is not known
 * @param stage          the stage (9.2.1)
 * @param gameNo         the game's number (9.2.1)
 * @param tableNo        the table's number (9.2.2)
 * @param date           the game's date (9.2.2): the day GameCreated happened, in the protocol's time zone
 * @param judge          the table's judge (9.2.3): GameCreated.judge, or the last JudgeAssigned's
 * @param ruleset        FIIM, FSM, RFM or CLUB
 * @param status         SETUP (no deal yet), IN_PROGRESS, ENDED, FINALIZED (signed)
 * @param rolesShown     true once the game ended: roles and best-move blacks are filled in (9.4)
 * @param lastSeq        the last event seq of the game's stream folded in
 * @param days           the days that had a discussion, for the nomination columns
 * @param seats          the ten seats in seat order (9.3, 9.4, 9.5, 9.8, 9.9)
 * @param voteRounds     every ballot in order: vote counts per vote round (9.5)
 * @param cancelledVotes days whose vote a removal cancelled (7.1, 7.2)
 * @param bestMove       the best-move box (9.6), null while night 1 has not been shot yet
 * @param result         the winning team (9.7), null while the game runs
 * @param signature      the judge's signature mark (9.10): who finalized and when; null while unsigned
 * @param scoreVersion   the version of the score sheet the points come from, null without one
 * @param protests       protests with their decisions (8.9), in the order filed
 * @param amendments     the chief judge's amendments of the result, each linked to its protest
 * @param remarks        notes in Russian for the protocol's remarks box (removals, team defeat, cancelled votes)
 */
public record Protocol(
        String gameId,
        String tournamentId,
        String tournamentName,
        Stage stage,
        Integer gameNo,
        Integer tableNo,
        LocalDate date,
        String judge,
        Ruleset ruleset,
        Status status,
        boolean rolesShown,
        long lastSeq,
        List<Integer> days,
        List<SeatLine> seats,
        List<VoteRound> voteRounds,
        List<CancelledVote> cancelledVotes,
        BestMove bestMove,
        Result result,
        Signature signature,
        Long scoreVersion,
        List<ProtestLine> protests,
        List<Amendment> amendments,
        List<String> remarks) {

    /** This protocol with every protest's text and its decision's reasons left out (null); all else as it is. */
    public Protocol withoutProtestTexts() {
        List<ProtestLine> withheld = protests.stream().map(ProtestLine::withoutTexts).toList();
        return new Protocol(gameId, tournamentId, tournamentName, stage, gameNo, tableNo, date, judge, ruleset, status,
                rolesShown, lastSeq, days, seats, voteRounds, cancelledVotes, bestMove, result, signature, scoreVersion,
                withheld, amendments, remarks);
    }

    public enum Status {
        SETUP, IN_PROGRESS, ENDED, FINALIZED
    }

    /**
     * One seat's line.
     *
     * @param role        the card, null until the game ended
     * @param roleLetter  К, Ч, Ш or Д (9.4.1), null until the game ended
     * @param fouls       fouls given (6.6), undone ones left out
     * @param removal     a removal (4th foul or disqualifying foul), or null
     * @param departure   how and when he left the table, or null
     * @param nominations whom he nominated, per day (9.5); a withdrawn one is kept and marked (4.4.3)
     * @param points      "Баллы" (9.8): win or loss (and compensations) plus the −0.5 of a disqualification
     * @param extraPoints "Доп. баллы" (9.9): the judge's points, the best move and 8.5 penalties
     * @param total       points + extraPoints, the score sheet's total
     * @param parts       the score sheet's parts behind the two columns, for the audit
     */
    public record SeatLine(int seat, String playerId, String nickname, Role role, String roleLetter, int fouls,
            Removal removal, Departure departure, List<Nomination> nominations, BigDecimal points,
            BigDecimal extraPoints, BigDecimal total, List<Part> parts) {
    }

    public record Removal(RemovalReason reason, String clause, boolean afterGameEnd) {
    }

    public record Departure(DepartureHow how, Integer day, Integer night, String clause) {
    }

    public record Nomination(int day, int target, boolean withdrawn) {
    }

    public record Part(PartKind kind, BigDecimal points, String clause) {
    }

    /**
     * One vote round of a day. {@code kind} VOTE, REVOTE, SINGLE_CANDIDATE (a ballot's counts per candidate)
     * or LIFT_ALL (the question "all of them leaving?": {@code liftAllFor} of {@code atTable}, passed or not).
     */
    public record VoteRound(int day, int round, String kind, List<CandidateCount> counts, List<Integer> leaving,
            List<Integer> tied, Integer liftAllFor, Integer atTable, Boolean passed) {
    }

    public record CandidateCount(int candidate, int votes, List<Integer> voters) {
    }

    public record CancelledVote(int day, int removedSeat, String clause) {
    }

    /**
     * The best-move box (9.6): the first-killed seat and up to three seats, or a dash after a miss on the
     * first shooting night. {@code blacks}: how many of the named seats are black, once roles are shown.
     */
    public record BestMove(Integer firstKilled, List<Integer> targets, Integer blacks, boolean hintRequested,
            boolean dash) {
    }

    /**
     * The winning team (9.7). {@code winner} is the result now (null when annulled); {@code originalWinner} the
     * result at the end of the game, before any amendment.
     */
    public record Result(Winner winner, boolean annulled, GameEndReason reason, Instant endedAt,
            Winner originalWinner, boolean amended) {
    }

    public record Signature(String finalizedBy, Instant finalizedAt) {
    }

    /**
     * A protest and its decision; {@code amendmentSeq}: the GameAmended that carried it out, if any. {@code text} and
     * {@code reasons} are null for a reader who may not read the game's protests ({@link ProtestAccess#shownTo}).
     */
    public record ProtestLine(String protestId, String filedBy, Integer seat, String nickname, String text,
            Instant filedAt, ProtestDecision decision, String reasons, String decidedBy, Instant decidedAt,
            Winner changeWinner, Boolean changeAnnulled, Long amendmentSeq) {

        ProtestLine withoutTexts() {
            return new ProtestLine(protestId, filedBy, seat, nickname, null, filedAt, decision, null, decidedBy,
                    decidedAt, changeWinner, changeAnnulled, amendmentSeq);
        }
    }

    /** The chief judge's amend (GameAmended at {@code seq}), linked to the upheld protest it carries out. */
    public record Amendment(long seq, Instant at, String by, Winner winner, boolean annulled, String reason,
            String protestId) {
    }
}
