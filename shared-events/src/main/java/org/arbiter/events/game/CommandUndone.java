package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The judge took back his last command ({@code command}, its TABLE-API type): the events with these
 * {@code seqs} count as never having happened (docs/rules/RULES.md §12.17). The log keeps both.
 */
@EventType("CommandUndone")
public record CommandUndone(String command, List<Long> seqs) implements GameEvent {
}
