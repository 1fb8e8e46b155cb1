package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.SpeechKind;
import org.arbiter.events.game.Winner;
import org.arbiter.rules.rulebook.Rulebook;

/**
 * The whole state of one game, immutable; only {@link GameRules#evolve} makes a new one from an event.
 *
 * @param created the game's setup
 * @param rulebook the ruleset's numbers
 * @param seq events folded so far (GameCreated is 1)
 * @param effectiveSeq seq of the last event not taken back by an undo
 * @param blackMask seats of black players (bit per seat), 0 before the deal
 * @param don the Don's seat, 0 before the deal
 * @param sheriff the Sheriff's seat, 0 before the deal
 * @param phase the phase, as the judge's view names it
 * @param day the current or last day, 0 before day 1
 * @param night the current or last night
 * @param atTable seats still at the table (bit per seat)
 * @param speaker who has the floor, 0 for nobody
 * @param speechKind the kind of the current speech, or null
 * @param seconds the current speech's seconds
 * @param speakingOrder today's discussion order (4.3.2)
 * @param discussionIndex index in speakingOrder of the current or last discussion speaker, -1 before the first
 * @param lastOpener who opened the last day, 0 before day 1
 * @param nominations today's nominations in order (4.4.5)
 * @param ballot the candidates of the current ballot or tie
 * @param round 1 the day's vote, 2+ re-votes
 * @param tieQueue tie speeches still to come
 * @param lastWordsQueue last words still to come
 * @param shot this night's shooting is recorded
 * @param shotTarget this night's kill, 0 for none
 * @param shotMiss this night's shooting was a miss
 * @param donChecked the Don checked this night
 * @param sheriffChecked the Sheriff checked this night
 * @param owesLostSpeech players owing a lost speech after their 3rd foul (6.4)
 * @param fouls fouls per seat
 * @param departures who left, how and when, in order
 * @param removed seats removed (4th foul or disqualification), at any moment
 * @param firstKilled the player killed on night 1, 0 for none
 * @param bestMove the first-killed player's best move, or null
 * @param votedOutOnDay1 how many left by the day-1 vote
 * @param quietStreak nights and days in a row with nobody leaving (7.9)
 * @param departureThisPhase someone left in the current night or day
 * @param missesAtFour black misses in a row with four at the table (7.8)
 * @param cancelledVotes days whose vote a removal cancelled (§7)
 * @param winner the result, null while playing (or after an annulment)
 * @param endReason why the game ended
 * @param finalLastWords players voted out by the deciding vote, still speaking (7.12)
 * @param annulled the chief judge annulled the game
 * @param award the judge's award in force, or null
 * @param awardSeq seq of the award in force
 * @param finalized the protocol is signed
 * @param checks the Don's and the Sheriff's checks
 * @param votes the counts of today's last ballot (4.4.8–4.4.9), empty before a vote
 * @param willsMade players who made a will (CLUB)
 * @param previous the state before the last undoable command, for undo (null: nothing to undo)
 */
public record GameState(
        GameCreated created,
        Rulebook rulebook,
        long seq,
        long effectiveSeq,
        int blackMask,
        int don,
        int sheriff,
        Phase phase,
        int day,
        int night,
        int atTable,
        int speaker,
        SpeechKind speechKind,
        int seconds,
        List<Integer> speakingOrder,
        int discussionIndex,
        int lastOpener,
        List<Nomination> nominations,
        List<Integer> ballot,
        int round,
        List<Integer> tieQueue,
        List<Integer> lastWordsQueue,
        boolean shot,
        int shotTarget,
        boolean shotMiss,
        boolean donChecked,
        boolean sheriffChecked,
        int owesLostSpeech,
        Fouls fouls,
        List<Departure> departures,
        int removed,
        int firstKilled,
        BestMoveRecord bestMove,
        int votedOutOnDay1,
        int quietStreak,
        boolean departureThisPhase,
        int missesAtFour,
        List<Integer> cancelledVotes,
        Winner winner,
        GameEndReason endReason,
        int finalLastWords,
        boolean annulled,
        AwardRecord award,
        long awardSeq,
        boolean finalized,
        List<CheckRecord> checks,
        int willsMade,
        List<CandidateVotes> votes,
        CommandFrame previous) {

    public boolean dealt() {
        return sheriff != 0;
    }

    public boolean finished() {
        return phase == Phase.FINISHED;
    }

    public boolean isAtTable(int seat) {
        return Seats.has(atTable, seat);
    }

    public boolean isBlack(int seat) {
        return Seats.has(blackMask, seat);
    }

    public int atTableCount() {
        return Integer.bitCount(atTable);
    }

    public int blacksAtTable() {
        return Integer.bitCount(atTable & blackMask);
    }

    public org.arbiter.events.game.Role roleOf(int seat) {
        if (seat == don) {
            return org.arbiter.events.game.Role.DON;
        }
        if (seat == sheriff) {
            return org.arbiter.events.game.Role.SHERIFF;
        }
        return isBlack(seat) ? org.arbiter.events.game.Role.MAFIA : org.arbiter.events.game.Role.CIVILIAN;
    }

    /** Today's candidates in nomination order. */
    public List<Integer> candidates() {
        return nominations.stream().map(Nomination::target).toList();
    }

    Builder edit() {
        return new Builder(this);
    }

    /** A mutable copy, used only inside {@link Evolver} to make the next state. */
    static final class Builder {
        GameCreated created;
        Rulebook rulebook;
        long seq;
        long effectiveSeq;
        int blackMask;
        int don;
        int sheriff;
        Phase phase;
        int day;
        int night;
        int atTable;
        int speaker;
        SpeechKind speechKind;
        int seconds;
        List<Integer> speakingOrder;
        int discussionIndex;
        int lastOpener;
        List<Nomination> nominations;
        List<Integer> ballot;
        int round;
        List<Integer> tieQueue;
        List<Integer> lastWordsQueue;
        boolean shot;
        int shotTarget;
        boolean shotMiss;
        boolean donChecked;
        boolean sheriffChecked;
        int owesLostSpeech;
        Fouls fouls;
        List<Departure> departures;
        int removed;
        int firstKilled;
        BestMoveRecord bestMove;
        int votedOutOnDay1;
        int quietStreak;
        boolean departureThisPhase;
        int missesAtFour;
        List<Integer> cancelledVotes;
        Winner winner;
        GameEndReason endReason;
        int finalLastWords;
        boolean annulled;
        AwardRecord award;
        long awardSeq;
        boolean finalized;
        List<CheckRecord> checks;
        int willsMade;
        List<CandidateVotes> votes;
        CommandFrame previous;

        Builder(GameState s) {
            this.created = s.created;
            this.rulebook = s.rulebook;
            this.seq = s.seq;
            this.effectiveSeq = s.effectiveSeq;
            this.blackMask = s.blackMask;
            this.don = s.don;
            this.sheriff = s.sheriff;
            this.phase = s.phase;
            this.day = s.day;
            this.night = s.night;
            this.atTable = s.atTable;
            this.speaker = s.speaker;
            this.speechKind = s.speechKind;
            this.seconds = s.seconds;
            this.speakingOrder = s.speakingOrder;
            this.discussionIndex = s.discussionIndex;
            this.lastOpener = s.lastOpener;
            this.nominations = s.nominations;
            this.ballot = s.ballot;
            this.round = s.round;
            this.tieQueue = s.tieQueue;
            this.lastWordsQueue = s.lastWordsQueue;
            this.shot = s.shot;
            this.shotTarget = s.shotTarget;
            this.shotMiss = s.shotMiss;
            this.donChecked = s.donChecked;
            this.sheriffChecked = s.sheriffChecked;
            this.owesLostSpeech = s.owesLostSpeech;
            this.fouls = s.fouls;
            this.departures = s.departures;
            this.removed = s.removed;
            this.firstKilled = s.firstKilled;
            this.bestMove = s.bestMove;
            this.votedOutOnDay1 = s.votedOutOnDay1;
            this.quietStreak = s.quietStreak;
            this.departureThisPhase = s.departureThisPhase;
            this.missesAtFour = s.missesAtFour;
            this.cancelledVotes = s.cancelledVotes;
            this.winner = s.winner;
            this.endReason = s.endReason;
            this.finalLastWords = s.finalLastWords;
            this.annulled = s.annulled;
            this.award = s.award;
            this.awardSeq = s.awardSeq;
            this.finalized = s.finalized;
            this.checks = s.checks;
            this.willsMade = s.willsMade;
            this.votes = s.votes;
            this.previous = s.previous;
        }

        GameState build() {
            return new GameState(created, rulebook, seq, effectiveSeq, blackMask, don, sheriff, phase, day, night, atTable, speaker, speechKind, seconds, speakingOrder, discussionIndex, lastOpener, nominations, ballot, round, tieQueue, lastWordsQueue, shot, shotTarget, shotMiss, donChecked, sheriffChecked, owesLostSpeech, fouls, departures, removed, firstKilled, bestMove, votedOutOnDay1, quietStreak, departureThisPhase, missesAtFour, cancelledVotes, winner, endReason, finalLastWords, annulled, award, awardSeq, finalized, checks, willsMade, votes, previous);
        }
    }
}
