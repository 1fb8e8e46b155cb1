package org.arbiter.rules.rulebook;

/** Which vote a removal cancels (docs/rules/RULES.md §7). FSM and CLUB take FIIM's (§12.5). */
public enum RemovalPolicy {
    /** 004 7.1, 7.2 */
    FIIM,
    /** 003 5.7.3 */
    RFM
}
