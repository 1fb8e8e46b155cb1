package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.*;
import org.arbiter.rules.rulebook.BestMoveWindow;
import org.arbiter.rules.rulebook.Rulebook;

/** The first-killed player's best move (docs/rules/RULES.md §5) and CLUB's wills (docs/rules/CLUB.md §3.4). */
final class BestMoveCommands {

    private BestMoveCommands() {
    }

    /** The seat that may name a best move now, or 0: his ruleset's window (§5), and no void by day-1 doubles. */
    static int windowOpenFor(GameState s) {
        Rulebook r = s.rulebook();
        if (r.noBestMoveAfterDay1Double() && s.seating().votedOutOnDay1() >= 2) {
            return 0;
        }
        if (r.bestMoveWindow() == BestMoveWindow.LAST_WORDS) {
            int firstKilled = s.seating().firstKilled();
            return s.phase() == Phase.LAST_WORDS && firstKilled != 0 && s.floor().speaker() == firstKilled
                    ? firstKilled : 0;
        }
        Night tonight = s.tonight();
        return s.phase() == Phase.NIGHT && s.night() == 1 && tonight.shot() && tonight.shotTarget() != 0
                && s.seating().isAtTable(tonight.shotTarget()) ? tonight.shotTarget() : 0;
    }

    static Rejection bestMove(Emitter em, BestMove move) {
        GameState s = em.state();
        int firstKilled = windowOpenFor(s);
        if (firstKilled == 0) {
            return Decider.reject(Errors.BEST_MOVE_NOT_ALLOWED, s.rulebook().bestMoveWindow() == BestMoveWindow.NIGHT
                    ? "4.5.9" : "8.3", "no best move now");
        }
        if (move.by() != null && move.by() != firstKilled) {
            return Decider.reject(Errors.NOT_FIRST_KILLED, "8.3", move.by() + " is not the first-killed player");
        }
        if (s.result().bestMove() != null) {
            return Decider.reject(Errors.BEST_MOVE_ALREADY_MADE, "8.3.3", "a best move is never changed or added to");
        }
        List<Integer> targets = move.targets();
        if (targets.size() > Flow.table(s).maxBestMoveTargets() || targets.contains(firstKilled)
                || targets.stream().distinct().count() != targets.size()) {
            return Decider.reject(Errors.INVALID_BEST_MOVE, "8.3", "up to three distinct seats other than his own");
        }
        int blacks = (int) targets.stream().filter(s.seating()::isBlack).count();
        em.emit(new BestMoveMade(firstKilled, targets, move.hintRequested(), blacks));
        return null;
    }

    /**
     * CLUB F8: a player killed from night 2 on, in his morning last words, names one seat (or none). Outside such
     * last words, or by a player who is not such a killed player, it is WRONG_PHASE; another such player than the
     * speaker is NOT_CURRENT_SPEAKER.
     */
    static Rejection will(Emitter em, Will will) {
        GameState s = em.state();
        Departure speaker = s.seating().departureOf(s.floor().speaker());
        int fromNight = s.rulebook().club().willFromNight();
        if (!killedFromNight(speaker, fromNight) || !killedFromNight(s.seating().departureOf(will.by()), fromNight)) {
            return Decider.reject(Errors.WRONG_PHASE, "CLUB F8", "a will is made in the morning last words from night "
                    + fromNight + " on");
        }
        if (will.by() != s.floor().speaker()) {
            return Decider.reject(Errors.NOT_CURRENT_SPEAKER, "CLUB F8", will.by() + " is not speaking");
        }
        if (Seats.has(s.floor().willsMade(), will.by())) {
            return Decider.reject(Errors.WILL_ALREADY_MADE, "CLUB F8", "a will is not changed");
        }
        em.emit(new WillMade(will.by(), will.target(), will.reminded(), speaker.night()));
        return null;
    }

    /** Whether this departure is a kill on night {@code fromNight} or later: such a player makes a will (CLUB F8). */
    private static boolean killedFromNight(Departure departure, int fromNight) {
        return departure != null && departure.how() == DepartureHow.KILLED && departure.night() >= fromNight;
    }
}
