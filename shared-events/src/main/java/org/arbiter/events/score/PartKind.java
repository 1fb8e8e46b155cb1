package org.arbiter.events.score;

/**
 * What one part of a seat's points is (docs/rules/TABLE-API.md "score sheet"). CLUB uses the same kinds with its own
 * clause ids (docs/rules/CLUB.md §3: "no new kind").
 */
public enum PartKind {
    /** win points (8.2.1; CLUB F1/F2) and CLUB's annulled-game 2 (F15) — main */
    WIN,
    /** the first-killed player's best move (8.3; FSM 8.3.4; RFM 6.6.4; CLUB F13/F14) — extra */
    BEST_MOVE,
    /** the judge's extra points (8.4; CLUB F18/F19 best players) — extra */
    JUDGE,
    /** the judge's penalty points (8.5; CLUB unsporting F17), CLUB's wrong will (F9) and wrong votes (F3/F4) — extra */
    PENALTY,
    /** a removal: −0.5 (8.2.4, RULES §12.13); CLUB: a removed red's game total −1 (F16) — extra */
    DISQUALIFICATION,
    /** CLUB: the first-killed player's +1 (F12) and a right will's +0.5 (F8) — main */
    COMPENSATION;

    /** Main points are win points and compensations; every other kind is extra (docs/rules/RULES.md §9, docs/rules/CLUB.md Choice 3). */
    public boolean isMain() {
        return this == WIN || this == COMPENSATION;
    }
}
