package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.*;
import org.arbiter.rules.rulebook.TableNumbers;

/** Where the game goes next: speeches in order, the day's vote, nightfall, morning, the end (docs/rules/RULES.md §2–8). */
final class Flow {

    private Flow() {
    }

    static TableNumbers table(GameState s) {
        return s.rulebook().table();
    }

    /** §8: red wins with no black at the table; black wins when blacks are at least as many as reds. */
    static boolean endIfDecided(Emitter em, List<Integer> finalLastWords) {
        GameState s = em.state();
        int blacks = s.seating().blacksAtTable();
        int reds = s.seating().atTableCount() - blacks;
        if (blacks == 0) {
            em.emit(new GameEnded(Winner.RED, GameEndReason.NO_BLACK_LEFT, "8", em.now, finalLastWords));
            return true;
        }
        if (blacks >= reds) {
            em.emit(new GameEnded(Winner.BLACK, GameEndReason.BLACK_PARITY, "8", em.now, finalLastWords));
            return true;
        }
        return false;
    }

    /** The day is over: night falls, unless it was the sixth quiet night-or-day in a row (7.9). */
    static void endOfDay(Emitter em) {
        GameState s = em.state();
        int streak = s.streaks().phaseClosed().quietStreak();
        if (streak >= table(s).quietPhasesForDraw()) {
            em.emit(new GameEnded(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW, "7.9", em.now, List.of()));
        } else {
            em.emit(new NightStarted(s.day()));
        }
    }

    /** Morning (4.3.2): the opener is the seat after the last opener still at the table; seat 1 on day 1. */
    static void startDay(Emitter em, int killedWithLastWords) {
        GameState s = em.state();
        int day = s.night() + 1;
        int lastOpener = s.floor().lastOpener();
        int from = lastOpener == 0 ? 1 : lastOpener % 10 + 1;
        int opener = Seats.firstFrom(s.seating().atTable(), from);
        em.emit(new DayStarted(day, opener, Seats.orderFrom(s.seating().atTable(), opener)));
        if (killedWithLastWords != 0) {
            em.emit(new SpeechStarted(day, killedWithLastWords, SpeechKind.LAST_WORDS, table(s).lastWordsSeconds()));
        } else {
            nextDiscussionSpeech(em);
        }
    }

    /** 6.4, 7.5: 60 s; after a 3rd foul the next regular speech is lost (0 s), 30 s with 3 or 4 at the table. */
    static int discussionSeconds(GameState s, int seat) {
        TableNumbers t = table(s);
        if (Seats.has(s.floor().owesLostSpeech(), seat)) {
            return s.seating().atTableCount() <= t.smallTableMax() ? t.shortSpeechSeconds() : 0;
        }
        return t.speechSeconds();
    }

    /** The next speaker at the table in today's order (4.3.1), or the end of the discussion. */
    static void nextDiscussionSpeech(Emitter em) {
        GameState s = em.state();
        List<Integer> order = s.floor().speakingOrder();
        for (int i = s.floor().discussionIndex() + 1; i < order.size(); i++) {
            int seat = order.get(i);
            if (s.seating().isAtTable(seat)) {
                em.emit(new SpeechStarted(s.day(), seat, SpeechKind.DISCUSSION, discussionSeconds(s, seat)));
                return;
            }
        }
        endOfDiscussion(em);
    }

    /** Whether a discussion speaker comes after the current one (other than {@code except}). */
    static boolean speakerAfterCurrent(GameState s, int except) {
        List<Integer> order = s.floor().speakingOrder();
        for (int i = s.floor().discussionIndex() + 1; i < order.size(); i++) {
            int seat = order.get(i);
            if (seat != except && s.seating().isAtTable(seat)) {
                return true;
            }
        }
        return false;
    }

    static List<Integer> candidatesAtTable(GameState s) {
        List<Integer> candidates = new ArrayList<>(s.vote().nominations().size());
        for (Nomination n : s.vote().nominations()) {
            if (s.seating().isAtTable(n.target())) {
                candidates.add(n.target());
            }
        }
        return List.copyOf(candidates);
    }

    /**
     * The discussion is over (4.4.1, 4.4.11): no vote when cancelled (§7), with no candidate, or one on day 1;
     * from day 2 a single candidate leaves with every vote; otherwise the vote opens.
     */
    static void endOfDiscussion(Emitter em) {
        GameState s = em.state();
        List<Integer> candidates = candidatesAtTable(s);
        if (s.vote().cancelledVotes().contains(s.day()) || candidates.isEmpty()
                || (candidates.size() == 1 && s.day() == 1)) {
            endOfDay(em);
            return;
        }
        if (candidates.size() == 1) {
            int only = candidates.get(0);
            List<Integer> voters = Seats.list(s.seating().atTable());
            em.emit(new VotesCast(s.day(), 1, BallotKind.SINGLE_CANDIDATE, candidates,
                    List.of(new CandidateVotes(only, List.of(), voters, voters.size())), voters, candidates, List.of()));
            departVoted(em, candidates);
            return;
        }
        em.emit(new VotingStarted(s.day(), 1, candidates));
    }

    /** 4.4.12, 4.4.14: the voted-out players leave together, then each has last words (or the game ends). */
    static void departVoted(Emitter em, List<Integer> seats) {
        int day = em.state().day();
        for (int seat : seats) {
            em.emit(new PlayerLeft(seat, DepartureHow.VOTED, day, null, "4.4.12", true));
        }
        if (endIfDecided(em, seats)) {
            return;
        }
        em.emit(new SpeechStarted(day, seats.get(0), SpeechKind.LAST_WORDS, table(em.state()).lastWordsSeconds()));
    }

    /** After last words: the next last words, the morning's discussion, or nightfall. */
    static void afterLastWords(Emitter em, int speaker) {
        GameState s = em.state();
        if (!s.floor().lastWordsQueue().isEmpty()) {
            em.emit(new SpeechStarted(s.day(), s.floor().lastWordsQueue().get(0), SpeechKind.LAST_WORDS,
                    table(s).lastWordsSeconds()));
        } else if (s.seating().killedAtNight(speaker)) {
            nextDiscussionSpeech(em);
        } else {
            endOfDay(em);
        }
    }

    /** After a tie speech: the next tied player's 30 s, or the re-vote among them (4.4.13). */
    static void nextTieSpeechOrRevote(Emitter em) {
        GameState s = em.state();
        for (int seat : s.floor().tieQueue()) {
            if (s.seating().isAtTable(seat)) {
                em.emit(new SpeechStarted(s.day(), seat, SpeechKind.TIE, table(s).tieSpeechSeconds()));
                return;
            }
        }
        em.emit(new VotingStarted(s.day(), s.vote().round() + 1, s.vote().ballot()));
    }

    /**
     * A tie (4.4.13, §12.12): a first tie, or a tie among a smaller group, gets tie speeches and a re-vote;
     * the same players tying again get the lift-all question, except 7.10 (they are the whole table) and
     * 7.6 (3 or 4 at the table, two or three tied, the geographic option on): nobody leaves.
     */
    static void tie(Emitter em, List<Integer> tied) {
        GameState s = em.state();
        boolean sameAgain = s.vote().round() >= 2 && tied.size() == s.vote().ballot().size();
        if (!sameAgain) {
            em.emit(new VoteTied(s.day(), s.vote().round(), tied, TieOutcome.TIE_SPEECHES, "4.4.13"));
            em.emit(new SpeechStarted(s.day(), tied.get(0), SpeechKind.TIE, table(s).tieSpeechSeconds()));
            return;
        }
        int atTable = s.seating().atTableCount();
        if (tied.size() == atTable) {
            em.emit(new VoteTied(s.day(), s.vote().round(), tied, TieOutcome.NO_LIFT_ALL, "7.10"));
            endOfDay(em);
        } else if (s.created().options().noLiftAtThreeOrFour() && atTable >= 3 && atTable <= table(s).smallTableMax()
                && tied.size() <= 3) {
            em.emit(new VoteTied(s.day(), s.vote().round(), tied, TieOutcome.NO_LIFT_ALL, "7.6"));
            endOfDay(em);
        } else {
            em.emit(new VoteTied(s.day(), s.vote().round(), tied, TieOutcome.LIFT_ALL, "4.4.13"));
        }
    }
}
