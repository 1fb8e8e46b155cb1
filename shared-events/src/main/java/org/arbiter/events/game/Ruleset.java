package org.arbiter.events.game;

/** The federations' rulesets (docs/rules/RULES.md, docs/rules/TABLE-API.md). */
public enum Ruleset {
    FIIM, FSM, RFM, CLUB
}
