package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.TeamDefeated;
import org.arbiter.events.game.Team;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EndAndAwardTest {

    /** A red win by team defeat of the Don on day 1 (6.8.1). */
    private static TestGame redWinByTeamDefeat(Ruleset ruleset) {
        TestGame table = TestGame.of(ruleset).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'teamDefeat','seat':6,'clause':'6.8.1'}");
        return table;
    }

    @Test
    @DisplayName("6.8: a team defeat ends the game at once; the violator's team loses; nobody departs")
    void teamDefeat() {
        TestGame table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.eventsOf(TeamDefeated.class)).containsExactly(new TeamDefeated(6, "6.8.1", Team.BLACK));
        assertThat(table.eventsOf(GameEnded.class).get(0).reason()).isEqualTo(GameEndReason.TEAM_DEFEAT);
        assertThat(table.view().winner()).isEqualTo("RED");
        assertThat(table.view().departures()).isEmpty();
        assertThat(table.rejected("{'type':'endSpeech'}").error()).isEqualTo("GAME_OVER");
    }

    @Test
    @DisplayName("RFM 6.4.4: extras over 2.5 need the chief judge, over 3.0 are refused; no player limit")
    void rfmTotal() {
        TestGame table = redWinByTeamDefeat(Ruleset.RFM);
        assertThat(table.rejected("{'type':'award','extra':{'1':1,'3':1,'4':1,'5':0.05}}").error())
                .isEqualTo("AWARD_TOTAL_EXCEEDED");
        table.play("{'type':'award','extra':{'1':1,'3':1,'4':0.5,'5':0.5}}");
        assertThat(table.eventsOf(AwardGiven.class).get(0).awaitingApproval()).isTrue();
        assertThat(table.rejected("{'type':'finalize'}").error()).isEqualTo("APPROVAL_REQUIRED");
        table.play("{'type':'approve'}");
        table.play("{'type':'finalize'}");
        assertThat(table.view().finalized()).isTrue();
    }

    @Test
    @DisplayName("FSM 8.4.1: a fifth player needs the chief judge, a sixth is refused")
    void fsmPlayers() {
        TestGame table = redWinByTeamDefeat(Ruleset.FSM);
        table.play("{'type':'award','extra':{'1':0.2,'3':0.2,'4':0.2,'5':0.2,'7':0.2}}");
        assertThat(table.view().awaitingApproval()).isTrue();
        table.play("{'type':'award','extra':{'1':0.2,'3':0.2}}");
        assertThat(table.view().awaitingApproval()).isFalse();
    }

    @Test
    @DisplayName("FIIM 8.5: -0.4 under 8.5.1 only for a red player when red lost; 8.5.4 for a black when black lost")
    void fiimPenalties() {
        TestGame table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.rejected("{'type':'award','penalties':{'1':{'points':-0.4,'clause':'8.5.1'}}}").error())
                .isEqualTo("INVALID_PENALTY");
        assertThat(table.rejected("{'type':'award','penalties':{'1':{'points':-0.4,'clause':'8.5.9'}}}").error())
                .isEqualTo("INVALID_PENALTY");
        table.play("{'type':'award','penalties':{'2':{'points':-0.4,'clause':'8.5.4'}}}");
    }

    @Test
    @DisplayName("CLUB F19: after a black win each team gets at most 1.0")
    void clubBlackWinCaps() {
        TestGame table = TestGame.of(Ruleset.CLUB).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'teamDefeat','seat':4,'clause':'6.8.4'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        assertThat(table.rejected("{'type':'award','extra':{'2':0.6,'6':0.5}}").error()).isEqualTo("AWARD_TOTAL_EXCEEDED");
        table.play("{'type':'award','extra':{'2':0.5,'6':0.5,'1':0.8,'3':0.2}}");
    }

    @Test
    @DisplayName("8.9: amend only after finalize; the new winner shows, an annulment clears it")
    void amend() {
        TestGame table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.rejected("{'type':'amend','winner':'BLACK','reason':'protest'}").error()).isEqualTo("WRONG_PHASE");
        table.play("{'type':'finalize'}");
        assertThat(table.rejected("{'type':'foul','seat':1}").error()).isEqualTo("ALREADY_FINALIZED");
        table.play("{'type':'amend','winner':'BLACK','reason':'protest upheld'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        table.play("{'type':'amend','annulled':true,'reason':'protest upheld'}");
        assertThat(table.view().winner()).isNull();
        assertThat(table.view().annulled()).isTrue();
    }

    @Test
    @DisplayName("§8: a night kill that leaves blacks as many as reds gives black the win; nobody has the floor")
    void blackWinsAtNight() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        for (int seat : java.util.List.of(1, 3, 4)) {
            table.play("{'type':'disqualify','seat':" + seat + ",'clause':'6.7.4'}");
        }
        table.endSpeeches(7);
        table.play("{'type':'shoot','shots':{'2':5,'6':5,'8':5}}");
        table.play("{'type':'endNight'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        assertThat(table.view().speaker()).isNull();
    }
}
