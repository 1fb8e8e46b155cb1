package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BestMoveTest {

    /** Day 1: 5 and 9 both leave by lift-all; night 1 kills 1. */
    private static TestGame doubleEliminationThenKill(Ruleset ruleset) {
        TestGame table = TestGame.of(ruleset).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':5}");
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'nominate','by':2,'target':9}");
        table.endSpeeches(9);
        table.play("{'type':'vote','votes':{'5':[1,2,3,4,6]}}");
        table.endSpeeches(2);
        table.play("{'type':'vote','votes':{'5':[1,2,3,4,6]}}");
        table.play("{'type':'liftAll','for':[1,2,3,4,6,8]}");
        table.endSpeeches(2);
        table.play("{'type':'shoot','shots':{'2':1,'6':1,'8':1}}");
        return table;
    }

    @Test
    @DisplayName("FSM 8.3.5: no best move after two players left by the day-1 vote")
    void fsmNoBestMoveAfterDay1Double() {
        TestGame table = doubleEliminationThenKill(Ruleset.FSM);
        assertThat(table.rejected("{'type':'bestMove','targets':[2,6,8]}").error()).isEqualTo("BEST_MOVE_NOT_ALLOWED");
    }

    @Test
    @DisplayName("RFM 6.6.9: no three-blacks call after two players left by the day-1 vote")
    void rfmNoBestMoveAfterDay1Double() {
        TestGame table = doubleEliminationThenKill(Ruleset.RFM);
        assertThat(table.rejected("{'type':'bestMove','targets':[2,6,8]}").error()).isEqualTo("BEST_MOVE_NOT_ALLOWED");
    }

    @Test
    @DisplayName("§12.16: FIIM keeps the best move after a day-1 double elimination, in the last words (8.3)")
    void fiimKeepsBestMove() {
        TestGame table = doubleEliminationThenKill(Ruleset.FIIM);
        assertThat(table.rejected("{'type':'bestMove','targets':[2,6,8]}").error()).isEqualTo("BEST_MOVE_NOT_ALLOWED");
        table.play("{'type':'endNight'}");
        table.play("{'type':'bestMove','targets':[2,6,8]}");
        assertThat(table.eventsOf(BestMoveMade.class)).containsExactly(new BestMoveMade(1, java.util.List.of(2, 6, 8), false, 3));
    }

    @Test
    @DisplayName("8.3.2: an empty or partial best move is recorded as named; blacks counted")
    void partialBestMove() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':3,'6':3,'8':3}}");
        table.play("{'type':'endNight'}");
        table.play("{'type':'bestMove','targets':[6]}");
        assertThat(table.view().bestMove()).isEqualTo(new JudgeView.BestMoveView(3, java.util.List.of(6), 1, false));
    }

    @Test
    @DisplayName("CLUB F8: a will only from night 2 on, once; NOT_IN_RULESET elsewhere")
    void wills() {
        TestGame fiim = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        assertThat(fiim.rejected("{'type':'will','by':1,'target':2}").error()).isEqualTo("NOT_IN_RULESET");
        TestGame club = TestGame.of(Ruleset.CLUB).dealt().quietDay1();
        club.play("{'type':'shoot','shots':{'2':3,'6':3,'8':3}}");
        club.play("{'type':'endNight'}");
        assertThat(club.rejected("{'type':'will','by':3,'target':2}").error()).isEqualTo("WRONG_PHASE");
        assertThat(club.rejected("{'type':'will','by':3}").error()).isEqualTo("MALFORMED_COMMAND");
    }
}
