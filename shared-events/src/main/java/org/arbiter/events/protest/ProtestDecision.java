package org.arbiter.events.protest;

/** The chief judge's decision on a protest (8.9). */
public enum ProtestDecision {
    UPHELD, REJECTED
}
