package org.arbiter.events.game;

import java.util.List;
import org.arbiter.events.EventType;

/**
 * The night's shooting as the judge saw it (4.5.3–4.5.5).
 *
 * @param night  the night, 1 or later
 * @param shots  each black player's shot (target null: he did not shoot)
 * @param killed the seat killed, leaving when the night ends; null on a miss
 * @param miss   true when the black players did not all shoot the same seat at the table once
 */
@EventType("ShotsFired")
public record ShotsFired(int night, List<Shot> shots, Integer killed, boolean miss) implements GameEvent {
}
