package org.arbiter.rules;

/** What {@link GameRules#decide} answers: the events of an accepted command, or its rejection. */
public sealed interface Decision permits Accepted, Rejected {
}
