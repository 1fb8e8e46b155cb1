package org.arbiter.rules;

import org.arbiter.events.game.DepartureHow;

/** A player left: how, on which day or night (the other is null). */
public record Departure(int seat, DepartureHow how, Integer day, Integer night) {
}
