package org.arbiter.events.game;

/** The federations' rulesets (RULES.md, TABLE-API.md). */
public enum Ruleset {
    FIIM, FSM, RFM, CLUB
}
