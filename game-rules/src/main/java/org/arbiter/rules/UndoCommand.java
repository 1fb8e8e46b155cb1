package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.CommandUndone;

/** docs/rules/RULES.md §12.17: take back the judge's last command, however far it went; repeated undos step further back. */
final class UndoCommand {

    private UndoCommand() {
    }

    static Rejection undo(Emitter em) {
        GameState s = em.state();
        CommandFrame frame = s.previous();
        if (frame == null) {
            return Decider.reject(Errors.NOTHING_TO_UNDO, "12.17", "no command of the judge's left to take back");
        }
        List<Long> seqs = new ArrayList<>();
        for (long seq = frame.firstSeq(); seq <= s.effectiveSeq(); seq++) {
            seqs.add(seq);
        }
        em.emit(new CommandUndone(frame.command().wireName(), List.copyOf(seqs)));
        return null;
    }
}
