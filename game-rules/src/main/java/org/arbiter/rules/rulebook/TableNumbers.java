package org.arbiter.rules.rulebook;

/**
 * The flow's numbers (docs/rules/RULES.md §1–8), the same in every ruleset.
 *
 * @param seats                 10 (2.1)
 * @param speechSeconds         a discussion speech, 60 s (4.3.1)
 * @param tieSpeechSeconds      a tie speech, 30 s (4.4.13)
 * @param lastWordsSeconds      last words, 60 s (4.4.14, 4.5.4)
 * @param shortSpeechSeconds    a lost speech at 3 or 4 players, 30 s (7.5)
 * @param foulsForLostSpeech    3 fouls: the next regular speech is lost (6.4)
 * @param foulsForRemoval       4th foul: removal (6.5)
 * @param smallTableMax         "3 or 4 players" (7.5, 7.6)
 * @param missesAtFourForRedWin three misses in a row at four players: red wins (7.8)
 * @param quietPhasesForDraw    three nights and three days with nobody leaving: draw (7.9)
 * @param maxBestMoveTargets    up to three seats (8.3)
 */
public record TableNumbers(int seats, int speechSeconds, int tieSpeechSeconds, int lastWordsSeconds,
        int shortSpeechSeconds, int foulsForLostSpeech, int foulsForRemoval, int smallTableMax,
        int missesAtFourForRedWin, int quietPhasesForDraw, int maxBestMoveTargets) {

    public static final TableNumbers STANDARD = new TableNumbers(10, 60, 30, 60, 30, 3, 4, 4, 3, 6, 3);
}
