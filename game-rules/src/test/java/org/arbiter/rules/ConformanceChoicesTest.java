package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's answers where random games (random-games/) disagreed with it: TABLE-API's error order and limits, and
 * the choices made where the rules are silent (docs/rules/RULES.md §12). Each case is one that a random game reached.
 */
class ConformanceChoicesTest {

    /** A red win by team defeat of the Don on day 1 (6.8.1); the standard deal: 2, 8 mafia, 6 Don, 4 Sheriff. */
    private static TestGame redWin(Ruleset ruleset) {
        return TestGame.of(ruleset).dealt().play("{'type':'endNight'}")
                .play("{'type':'teamDefeat','seat':6,'clause':'6.8.1'}");
    }

    @Test
    @DisplayName("TABLE-API: a team defeat cites 6.8.1-6.8.4; any other clause is MALFORMED_COMMAND")
    void teamDefeatClause() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().play("{'type':'endNight'}");
        assertThat(table.rejected("{'type':'teamDefeat','seat':6,'clause':'6.9.1'}").error()).isEqualTo("MALFORMED_COMMAND");
        assertThat(table.rejected("{'type':'teamDefeat','seat':6,'clause':'6.8'}").error()).isEqualTo("MALFORMED_COMMAND");
        table.play("{'type':'teamDefeat','seat':6,'clause':'6.8.4'}");
    }

    @Test
    @DisplayName("FSM, RFM: any negative multiple of 0.05 under any clause, kept exact (-0.3); FIIM only -0.4 where 8.5 names the player")
    void penaltiesOfFsmAndRfm() {
        for (Ruleset ruleset : List.of(Ruleset.FSM, Ruleset.RFM)) {
            TestGame table = redWin(ruleset);
            table.play("{'type':'award','penalties':{'1':{'points':-0.3,'clause':'8.5.4'},'2':{'points':-0.45,'clause':'8.5.1'}}}");
            assertThat(table.eventsOf(AwardGiven.class).getLast().penalties()).as(ruleset.name()).containsExactly(
                    java.util.Map.entry(1, new Penalty(new BigDecimal("-0.3"), "8.5.4")),
                    java.util.Map.entry(2, new Penalty(new BigDecimal("-0.45"), "8.5.1")));
            assertThat(table.rejected("{'type':'award','penalties':{'1':{'points':-0.33,'clause':'8.5.4'}}}").error())
                    .isEqualTo("INVALID_PENALTY");
        }
        TestGame fiim = redWin(Ruleset.FIIM);
        assertThat(fiim.rejected("{'type':'award','penalties':{'2':{'points':-0.3,'clause':'8.5.4'}}}").error())
                .isEqualTo("INVALID_PENALTY");
        fiim.play("{'type':'award','penalties':{'2':{'points':-0.4,'clause':'8.5.4'}}}");
    }

    @Test
    @DisplayName("TABLE-API order: a negative extra is the command's shape (MALFORMED_COMMAND), before the game's state and the award's rules")
    void negativeExtra() {
        for (Ruleset ruleset : Ruleset.values()) {
            TestGame inPlay = TestGame.of(ruleset).dealt().play("{'type':'endNight'}");
            assertThat(inPlay.rejected("{'type':'award','extra':{'7':-0.1}}").error()).as(ruleset.name())
                    .isEqualTo("MALFORMED_COMMAND");
            TestGame ended = redWin(ruleset);
            assertThat(ended.rejected("{'type':'award','extra':{'7':-0.1}}").error()).as(ruleset.name())
                    .isEqualTo("MALFORMED_COMMAND");
            assertThat(ended.rejected("{'type':'award','extra':{'1':0.1,'7':-0.1}}").error()).as(ruleset.name())
                    .isEqualTo("MALFORMED_COMMAND");
            Award madeInCode = new Award(java.util.Map.of(7, new BigDecimal("-0.1")), java.util.Map.of());
            assertThat(GameRules.decide(ended.state(), madeInCode, java.time.Instant.parse("2026-04-01T12:00:00Z")))
                    .as(ruleset.name()).isInstanceOfSatisfying(Rejected.class,
                            r -> assertThat(r.rejection().error()).isEqualTo("MALFORMED_COMMAND"));
            ended.play("{'type':'finalize'}");
            assertThat(ended.rejected("{'type':'award','extra':{'7':-0.1}}").error()).as(ruleset.name())
                    .isEqualTo("MALFORMED_COMMAND");
        }
    }

    @Test
    @DisplayName("TABLE-API: after finalize a game command is GAME_OVER, any other of the judge's ALREADY_FINALIZED; approve finds nothing")
    void afterFinalize() {
        TestGame table = redWin(Ruleset.FIIM).play("{'type':'finalize'}");
        assertThat(table.rejected("{'type':'endSpeech'}").error()).isEqualTo("GAME_OVER");
        assertThat(table.rejected("{'type':'teamDefeat','seat':2,'clause':'6.8.1'}").error()).isEqualTo("GAME_OVER");
        assertThat(table.rejected("{'type':'foul','seat':1}").error()).isEqualTo("ALREADY_FINALIZED");
        assertThat(table.rejected("{'type':'disqualify','seat':1,'clause':'6.7.4'}").error()).isEqualTo("ALREADY_FINALIZED");
        assertThat(table.rejected("{'type':'undo'}").error()).isEqualTo("ALREADY_FINALIZED");
        assertThat(table.rejected("{'type':'award','extra':{'1':0.1}}").error()).isEqualTo("ALREADY_FINALIZED");
        assertThat(table.rejected("{'type':'approve'}").error()).isEqualTo("NOTHING_TO_APPROVE");
        assertThat(table.rejected("{'type':'will','by':1,'target':2}").error()).isEqualTo("NOT_IN_RULESET");
    }

    @Test
    @DisplayName("TABLE-API order: who (NOT_AT_TABLE) before the rule's own conditions (ALREADY_NOMINATED_TODAY)")
    void nominationOfADepartedSeat() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().play("{'type':'endNight'}")
                .play("{'type':'disqualify','seat':5,'clause':'6.7.4'}")
                .play("{'type':'nominate','by':1,'target':2}");
        assertThat(table.rejected("{'type':'nominate','by':1,'target':5}").error()).isEqualTo("NOT_AT_TABLE");
        assertThat(table.rejected("{'type':'nominate','by':1,'target':3}").error()).isEqualTo("ALREADY_NOMINATED_TODAY");
    }

    @Test
    @DisplayName("TABLE-API order: what the options forbid (WITHDRAWAL_DISABLED) before the phase")
    void withdrawalDisabledAtNight() {
        TestGame table = TestGame.of(Ruleset.FIIM).options(new GameOptions(false, true)).dealt();
        assertThat(table.rejected("{'type':'withdraw','by':1}").error()).isEqualTo("WITHDRAWAL_DISABLED");
    }

    @Test
    @DisplayName("Checks come after the shooting, whoever would check (SHOOTING_NOT_RECORDED); then a departed Don is ROLE_NOT_AT_TABLE")
    void checkBeforeTheShootingByADepartedDon() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().play("{'type':'endNight'}")
                .play("{'type':'disqualify','seat':6,'clause':'6.7.4'}").endSpeeches(9);
        assertThat(table.view().phase()).isEqualTo("NIGHT");
        assertThat(table.rejected("{'type':'donCheck','target':1}").error()).isEqualTo("SHOOTING_NOT_RECORDED");
        table.play("{'type':'shoot','shots':{'2':1,'8':1}}");
        assertThat(table.rejected("{'type':'donCheck','target':1}").error()).isEqualTo("ROLE_NOT_AT_TABLE");
    }

    @Test
    @DisplayName("7.12: a player killed by the deciding shot gives final last words: he may still be fouled, one who left before may not")
    void finalLastWordsAfterTheDecidingKill() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().play("{'type':'endNight'}");
        for (int seat : List.of(1, 3, 4)) {
            table.play("{'type':'disqualify','seat':" + seat + ",'clause':'6.7.4'}");
        }
        table.endSpeeches(7).play("{'type':'shoot','shots':{'2':5,'6':5,'8':5}}").play("{'type':'endNight'}");
        assertThat(table.eventsOf(GameEnded.class).getLast().finalLastWords()).containsExactly(5);
        table.play("{'type':'foul','seat':5}");
        assertThat(table.rejected("{'type':'foul','seat':1}").error()).isEqualTo("GAME_OVER");
    }
}
