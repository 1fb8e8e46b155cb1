package org.arbiter.rules;

import java.util.List;
import org.arbiter.events.game.*;

/** Fouls (6.6), removals (6.5, 6.7, with §7's vote cancellation), team defeat (6.8), and 7.12 after the end. */
final class Discipline {

    private Discipline() {
    }

    /** Who may be fouled or removed now: at the table, or giving (or due to give next) his last words; after the end, 7.12. */
    private static Rejection mayBePunished(GameState s, int seat) {
        if (s.finished()) {
            if (!s.seating().isAtTable(seat) && !Seats.has(s.floor().finalLastWords(), seat)) {
                return Decider.reject(Errors.GAME_OVER, "7.12",
                        seat + " is neither at the table nor giving the final last words");
            }
            return null;
        }
        boolean inLastWords = s.phase() == Phase.LAST_WORDS
                && (s.floor().speaker() == seat || s.floor().lastWordsQueue().contains(seat));
        if (!s.seating().isAtTable(seat) && !inLastWords) {
            return Decider.reject(Errors.NOT_AT_TABLE, "6.6", seat + " is not at the table");
        }
        return null;
    }

    static Rejection foul(Emitter em, Foul foul) {
        GameState s = em.state();
        Rejection rejection = mayBePunished(s, foul.seat());
        if (rejection != null) {
            return rejection;
        }
        int fouls = s.seating().fouls().of(foul.seat()) + 1;
        em.emit(new FoulGiven(foul.seat(), fouls, s.finished()));
        if (fouls >= Flow.table(s).foulsForRemoval()) {
            remove(em, foul.seat(), RemovalReason.FOURTH_FOUL, "6.5");
        }
        return null;
    }

    static Rejection disqualify(Emitter em, Disqualify disqualify) {
        Rejection rejection = mayBePunished(em.state(), disqualify.seat());
        if (rejection != null) {
            return rejection;
        }
        remove(em, disqualify.seat(), RemovalReason.DISQUALIFICATION, disqualify.clause());
        return null;
    }

    static Rejection teamDefeat(Emitter em, TeamDefeat defeat) {
        GameState s = em.state();
        Team losing = s.seating().roleOf(defeat.seat()).team();
        em.emit(new TeamDefeated(defeat.seat(), defeat.clause(), losing));
        em.emit(new GameEnded(Winner.of(losing.other()), GameEndReason.TEAM_DEFEAT, defeat.clause(), em.now, List.of()));
        return null;
    }

    /** 6.5: the player leaves at once without last words; §7 decides which vote is cancelled. */
    static void remove(Emitter em, int seat, RemovalReason reason, String clause) {
        GameState s = em.state();
        boolean atNight = s.phase() == Phase.NIGHT;
        Integer day = atNight ? null : s.day();
        Integer night = atNight ? s.night() : null;
        if (s.finished()) {
            // 7.12: the result stands
            boolean leaves = s.seating().isAtTable(seat);
            em.emit(new PlayerRemoved(seat, reason, clause, day, night, leaves, true));
            if (leaves) {
                em.emit(new PlayerLeft(seat, DepartureHow.REMOVED, day, night, clause, false));
            }
            return;
        }
        if (!s.seating().isAtTable(seat)) {
            // in (or due to give) his own last words: he stays KILLED / VOTED, nothing is cancelled (7.1, §12.7)
            em.emit(new PlayerRemoved(seat, reason, clause, day, night, false, false));
            if (s.floor().speaker() == seat) {
                Flow.afterLastWords(em, seat);
            }
            return;
        }
        if (atNight && s.tonight().shot() && s.tonight().shotTarget() == seat) {
            // §12.7: shot this night, removed before dawn: KILLED, without last words; no vote cancelled (7.1)
            em.emit(new PlayerRemoved(seat, reason, clause, day, night, true, false));
            em.emit(new PlayerLeft(seat, DepartureHow.KILLED, null, s.night(), "4.5.4", false));
            Flow.endIfDecided(em, List.of());
            return;
        }
        boolean wasSpeaking = s.floor().speaker() == seat;
        SpeechKind kind = s.floor().speechKind();
        RemovalPolicies.Cancellation cancellation = RemovalPolicies.voteToCancel(s, seat);
        em.emit(new PlayerRemoved(seat, reason, clause, day, night, true, false));
        em.emit(new PlayerLeft(seat, DepartureHow.REMOVED, day, night, clause, false));
        if (cancellation != null && !s.vote().cancelledVotes().contains(cancellation.day())) {
            em.emit(new VoteCancelled(cancellation.day(), seat, cancellation.clause()));
        }
        if (Flow.endIfDecided(em, List.of())) {
            return;
        }
        GameState after = em.state();
        boolean votingNow = switch (s.phase()) {
            case VOTING, REVOTE, TIE_SPEECHES, LIFT_ALL -> true;
            default -> false;
        };
        if (votingNow && after.vote().cancelledVotes().contains(s.day())) {
            Flow.endOfDay(em);
        } else if (votingNow) {
            // not reached by either policy today; keep the flow moving if the speaker left
            if (wasSpeaking && kind == SpeechKind.TIE) {
                Flow.nextTieSpeechOrRevote(em);
            }
        } else if (wasSpeaking && kind == SpeechKind.DISCUSSION) {
            Flow.nextDiscussionSpeech(em);
        }
    }
}
