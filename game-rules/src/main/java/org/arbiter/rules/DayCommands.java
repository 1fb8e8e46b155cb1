package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.*;

/** The day's speeches and nominations (4.3, 4.4.1–4.4.5). */
final class DayCommands {

    private DayCommands() {
    }

    static Rejection endSpeech(Emitter em) {
        GameState s = em.state();
        if (s.floor().speaker() == 0 || s.floor().speechKind() == null) {
            return Decider.reject(Errors.WRONG_PHASE, "4.3.5", "nobody is speaking");
        }
        int speaker = s.floor().speaker();
        SpeechKind kind = s.floor().speechKind();
        em.emit(new SpeechEnded(s.day(), speaker, kind));
        switch (kind) {
            case DISCUSSION -> Flow.nextDiscussionSpeech(em);
            case TIE -> Flow.nextTieSpeechOrRevote(em);
            case LAST_WORDS -> Flow.afterLastWords(em, speaker);
        }
        return null;
    }

    static Rejection nominate(Emitter em, Nominate nominate) {
        GameState s = em.state();
        if (s.floor().speechKind() != SpeechKind.DISCUSSION) {
            return Decider.reject(Errors.WRONG_PHASE, "4.4.2", "nominations only in one's own discussion speech");
        }
        if (nominate.by() != s.floor().speaker()) {
            return Decider.reject(Errors.NOT_CURRENT_SPEAKER, "4.4.2", nominate.by() + " is not speaking");
        }
        if (!s.seating().isAtTable(nominate.target())) {
            return Decider.reject(Errors.NOT_AT_TABLE, "4.4.2", nominate.target() + " is not at the table");
        }
        if (s.vote().nominationBy(nominate.by()) != null) {
            return Decider.reject(Errors.ALREADY_NOMINATED_TODAY, "4.4.4", "one nomination a day");
        }
        if (s.vote().candidates().contains(nominate.target())) {
            return Decider.reject(Errors.ALREADY_NOMINATED, "4.4.2", nominate.target() + " is already a candidate");
        }
        List<Integer> candidates = new ArrayList<>(s.vote().candidates());
        candidates.add(nominate.target());
        em.emit(new PlayerNominated(s.day(), nominate.by(), nominate.target(), List.copyOf(candidates)));
        return null;
    }

    static Rejection withdraw(Emitter em, Withdraw withdraw) {
        GameState s = em.state();
        if (s.floor().speechKind() != SpeechKind.DISCUSSION) {
            return Decider.reject(Errors.WRONG_PHASE, "4.4.3", "withdrawal only in one's own discussion speech");
        }
        if (withdraw.by() != s.floor().speaker()) {
            return Decider.reject(Errors.NOT_CURRENT_SPEAKER, "4.4.3", withdraw.by() + " is not speaking");
        }
        Nomination own = s.vote().nominationBy(withdraw.by());
        if (own == null) {
            return Decider.reject(Errors.NOTHING_TO_WITHDRAW, "4.4.3", withdraw.by() + " has no nomination today");
        }
        List<Integer> candidates = new ArrayList<>(s.vote().candidates());
        candidates.remove(Integer.valueOf(own.target()));
        em.emit(new NominationWithdrawn(s.day(), own.by(), own.target(), List.copyOf(candidates)));
        return null;
    }
}
