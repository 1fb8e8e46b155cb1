package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.DonChecked;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SheriffChecked;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.Team;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NightTest {

    @Test
    @DisplayName("4.5.5: a black player at the table who does not shoot makes a miss")
    void oneBlackSilentIsAMiss() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':4,'6':4}}");
        assertThat(table.eventsOf(ShotsFired.class).get(0).miss()).isTrue();
        table.play("{'type':'endNight'}");
        assertThat(table.view().departures()).isEmpty();
        assertThat(table.view().phase()).isEqualTo("DAY");
    }

    @Test
    @DisplayName("4.5.4: all blacks at the table on one seat kill it at dawn, with 60 s of last words")
    void killAtDawn() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':4,'6':4,'8':4}}");
        assertThat(table.view().atTable()).contains(4);
        table.play("{'type':'endNight'}");
        assertThat(table.view().atTable()).doesNotContain(4);
        assertThat(table.view().phase()).isEqualTo("LAST_WORDS");
        assertThat(table.view().seconds()).isEqualTo(60);
    }

    @Test
    @DisplayName("4.5.6-4.5.8, §12.15: checks after the shooting, one each, not of his own seat; the killed Don still checks")
    void checks() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        assertThat(table.rejected("{'type':'sheriffCheck','target':2}").error()).isEqualTo("SHOOTING_NOT_RECORDED");
        table.play("{'type':'shoot','shots':{'2':6,'6':6,'8':6}}");
        assertThat(table.rejected("{'type':'donCheck','target':6}").error()).isEqualTo("INVALID_CHECK");
        table.play("{'type':'donCheck','target':4}");
        table.play("{'type':'sheriffCheck','target':8}");
        assertThat(table.rejected("{'type':'sheriffCheck','target':2}").error()).isEqualTo("ALREADY_CHECKED");
        assertThat(table.eventsOf(DonChecked.class).get(0).sheriff()).isTrue();
        assertThat(table.eventsOf(SheriffChecked.class).get(0).team()).isEqualTo(Team.BLACK);
    }

    @Test
    @DisplayName("§12.11: a shot at a seat no longer at the table is a miss")
    void shotAtDepartedSeatIsAMiss() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'disqualify','seat':10,'clause':'6.7.4'}");
        table.endSpeeches(9);
        table.play("{'type':'shoot','shots':{'2':10,'6':10,'8':10}}");
        assertThat(table.eventsOf(ShotsFired.class).get(0).killed()).isNull();
    }

    @Test
    @DisplayName("4.5.3: only black players at the table shoot")
    void onlyBlacksShoot() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        assertThat(table.rejected("{'type':'shoot','shots':{'4':1}}").error()).isEqualTo("NOT_A_BLACK_PLAYER");
    }
}
