package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.AwardGiven;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.TeamDefeated;
import org.arbiter.events.game.Team;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EndAndAwardTest {

    /** A red win by team defeat of the Don on day 1 (6.8.1). */
    private static TestTable redWinByTeamDefeat(Ruleset ruleset) {
        TestTable table = TestTable.of(ruleset);
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'teamDefeat','seat':6,'clause':'6.8.1'}");
        return table;
    }

    @Test
    @DisplayName("6.8: a team defeat ends the game at once; the violator's team loses; nobody departs")
    void teamDefeat() {
        TestTable table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.eventsOf(TeamDefeated.class)).containsExactly(new TeamDefeated(6, "6.8.1", Team.BLACK));
        assertThat(table.eventsOf(GameEnded.class).get(0).reason()).isEqualTo(GameEndReason.TEAM_DEFEAT);
        assertThat(table.view().winner()).isEqualTo("RED");
        assertThat(table.view().departures()).isEmpty();
        assertThat(table.rejectedCode("{'type':'endSpeech'}")).isEqualTo("GAME_OVER");
    }

    @Test
    @DisplayName("RFM 6.4.4: extras over 2.5 need the chief judge, over 3.0 are refused; no player limit")
    void rfmTotal() {
        TestTable table = redWinByTeamDefeat(Ruleset.RFM);
        assertThat(table.rejectedCode("{'type':'award','extra':{'1':1,'3':1,'4':1,'5':0.05}}"))
                .isEqualTo("AWARD_TOTAL_EXCEEDED");
        table.ok("{'type':'award','extra':{'1':1,'3':1,'4':0.5,'5':0.5}}");
        assertThat(table.eventsOf(AwardGiven.class).get(0).awaitingApproval()).isTrue();
        assertThat(table.rejectedCode("{'type':'finalize'}")).isEqualTo("APPROVAL_REQUIRED");
        table.ok("{'type':'approve'}");
        table.ok("{'type':'finalize'}");
        assertThat(table.view().finalized()).isTrue();
    }

    @Test
    @DisplayName("FSM 8.4.1: a fifth player needs the chief judge, a sixth is refused")
    void fsmPlayers() {
        TestTable table = redWinByTeamDefeat(Ruleset.FSM);
        table.ok("{'type':'award','extra':{'1':0.2,'3':0.2,'4':0.2,'5':0.2,'7':0.2}}");
        assertThat(table.view().awaitingApproval()).isTrue();
        table.ok("{'type':'award','extra':{'1':0.2,'3':0.2}}");
        assertThat(table.view().awaitingApproval()).isFalse();
    }

    @Test
    @DisplayName("FIIM 8.5: -0.4 under 8.5.1 only for a red player when red lost; 8.5.4 for a black when black lost")
    void fiimPenalties() {
        TestTable table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.rejectedCode("{'type':'award','penalties':{'1':{'points':-0.4,'clause':'8.5.1'}}}"))
                .isEqualTo("INVALID_PENALTY");
        assertThat(table.rejectedCode("{'type':'award','penalties':{'1':{'points':-0.4,'clause':'8.5.9'}}}"))
                .isEqualTo("INVALID_PENALTY");
        table.ok("{'type':'award','penalties':{'2':{'points':-0.4,'clause':'8.5.4'}}}");
    }

    @Test
    @DisplayName("CLUB F19: after a black win each team gets at most 1.0")
    void clubBlackWinCaps() {
        TestTable table = TestTable.of(Ruleset.CLUB);
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'teamDefeat','seat':4,'clause':'6.8.4'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        assertThat(table.rejectedCode("{'type':'award','extra':{'2':0.6,'6':0.5}}")).isEqualTo("AWARD_TOTAL_EXCEEDED");
        table.ok("{'type':'award','extra':{'2':0.5,'6':0.5,'1':0.8,'3':0.2}}");
    }

    @Test
    @DisplayName("8.9: amend only after finalize; the new winner shows, an annulment clears it")
    void amend() {
        TestTable table = redWinByTeamDefeat(Ruleset.FIIM);
        assertThat(table.rejectedCode("{'type':'amend','winner':'BLACK','reason':'protest'}")).isEqualTo("WRONG_PHASE");
        table.ok("{'type':'finalize'}");
        assertThat(table.rejectedCode("{'type':'foul','seat':1}")).isEqualTo("GAME_OVER");
        table.ok("{'type':'amend','winner':'BLACK','reason':'protest upheld'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        table.ok("{'type':'amend','annulled':true,'reason':'protest upheld'}");
        assertThat(table.view().winner()).isNull();
        assertThat(table.view().annulled()).isTrue();
    }

    @Test
    @DisplayName("§8: a night kill that leaves blacks as many as reds gives black the win without last words")
    void blackWinsAtNight() {
        TestTable table = TestTable.of(Ruleset.FIIM);
        table.ok("{'type':'endNight'}");
        for (int seat : java.util.List.of(1, 3, 4)) {
            table.ok("{'type':'disqualify','seat':" + seat + ",'clause':'6.7.4'}");
        }
        table.endSpeeches(7);
        table.ok("{'type':'shoot','shots':{'2':5,'6':5,'8':5}}");
        table.ok("{'type':'endNight'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        assertThat(table.view().speaker()).isNull();
    }
}
