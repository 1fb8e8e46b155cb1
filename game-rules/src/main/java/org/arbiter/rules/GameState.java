package org.arbiter.rules;

import org.arbiter.events.game.GameCreated;
import org.arbiter.rules.rulebook.Rulebook;

/**
 * The whole state of one game, immutable; only {@link GameRules#evolve} makes a new one from an event. It is
 * composed of small parts, each changed by its own methods (as scalachess composes {@code Position} from
 * {@code Board} and {@code History}); an event makes a new state sharing the parts it leaves alone.
 *
 * @param created the game's setup
 * @param rulebook the ruleset's numbers
 * @param seq events folded so far (GameCreated is 1)
 * @param effectiveSeq seq of the last event not taken back by an undo
 * @param phase the phase, as the judge's view names it
 * @param day the current or last day, 0 before day 1
 * @param night the current or last night
 * @param seating roles, who is at the table, fouls, who left
 * @param floor who speaks and who is still to speak
 * @param vote today's nominations and ballot, and the cancelled votes
 * @param tonight this night's shooting and checks
 * @param streaks the counts toward 7.8 and 7.9
 * @param result the result, best move, checks, award and signature
 * @param previous the state before the last undoable command, for undo (null: nothing to undo)
 */
public record GameState(
        GameCreated created,
        Rulebook rulebook,
        long seq,
        long effectiveSeq,
        Phase phase,
        int day,
        int night,
        Seating seating,
        Floor floor,
        DayVote vote,
        Night tonight,
        Streaks streaks,
        Result result,
        CommandFrame previous) {

    static GameState start(GameCreated created, Rulebook rulebook) {
        return new GameState(created, rulebook, 1, 1, Phase.SETUP, 0, 0, Seating.UNDEALT, Floor.EMPTY, DayVote.NONE,
                Night.NONE, Streaks.NONE, Result.NONE, null);
    }

    public boolean finished() {
        return phase == Phase.FINISHED;
    }

    /**
     * This state keeping only its last {@code frames} commands to undo, the older ones let go: what a cache of many
     * live games holds (an undo needs the frame before it; a fold from the stream has every frame again).
     */
    public GameState keepingUndo(int frames) {
        if (previous == null) {
            return this;
        }
        return at(seq, effectiveSeq, frames == 0 ? null
                : new CommandFrame(previous.before().keepingUndo(frames - 1), previous.firstSeq(), previous.command()));
    }

    /** The state moved on to {@code seq}, {@code effectiveSeq} the last event in force, {@code previous} to undo to. */
    GameState at(long seq, long effectiveSeq, CommandFrame previous) {
        return new GameState(created, rulebook, seq, effectiveSeq, phase, day, night, seating, floor, vote, tonight,
                streaks, result, previous);
    }

    GameState in(Phase phase) {
        return in(phase, day, night);
    }

    GameState in(Phase phase, int day, int night) {
        return new GameState(created, rulebook, seq, effectiveSeq, phase, day, night, seating, floor, vote, tonight,
                streaks, result, previous);
    }

    GameState with(Seating seating) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    GameState with(Floor floor) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    GameState with(DayVote vote) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    GameState with(Night tonight) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    GameState with(Streaks streaks) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    GameState with(Result result) {
        return parts(seating, floor, vote, tonight, streaks, result);
    }

    private GameState parts(Seating seating, Floor floor, DayVote vote, Night tonight, Streaks streaks, Result result) {
        return new GameState(created, rulebook, seq, effectiveSeq, phase, day, night, seating, floor, vote, tonight,
                streaks, result, previous);
    }
}
