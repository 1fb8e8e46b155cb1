package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.DonChecked;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SheriffChecked;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.Team;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NightTest {

    @Test
    @DisplayName("4.5.5: a black player at the table who does not shoot makes a miss")
    void oneBlackSilentIsAMiss() {
        TestTable table = TestTable.of(Ruleset.FIIM).quietDay1();
        table.ok("{'type':'shoot','shots':{'2':4,'6':4}}");
        assertThat(table.eventsOf(ShotsFired.class).get(0).miss()).isTrue();
        table.ok("{'type':'endNight'}");
        assertThat(table.view().departures()).isEmpty();
        assertThat(table.view().phase()).isEqualTo("DAY");
    }

    @Test
    @DisplayName("4.5.4: all blacks at the table on one seat kill it at dawn, with 60 s of last words")
    void killAtDawn() {
        TestTable table = TestTable.of(Ruleset.FIIM).quietDay1();
        table.ok("{'type':'shoot','shots':{'2':4,'6':4,'8':4}}");
        assertThat(table.view().atTable()).contains(4);
        table.ok("{'type':'endNight'}");
        assertThat(table.view().atTable()).doesNotContain(4);
        assertThat(table.view().phase()).isEqualTo("LAST_WORDS");
        assertThat(table.view().seconds()).isEqualTo(60);
    }

    @Test
    @DisplayName("4.5.6-4.5.8, §12.15: checks after the shooting, one each, not of his own seat; the killed Don still checks")
    void checks() {
        TestTable table = TestTable.of(Ruleset.FIIM).quietDay1();
        assertThat(table.rejectedCode("{'type':'sheriffCheck','target':2}")).isEqualTo("SHOOTING_NOT_RECORDED");
        table.ok("{'type':'shoot','shots':{'2':6,'6':6,'8':6}}");
        assertThat(table.rejectedCode("{'type':'donCheck','target':6}")).isEqualTo("INVALID_CHECK");
        table.ok("{'type':'donCheck','target':4}");
        table.ok("{'type':'sheriffCheck','target':8}");
        assertThat(table.rejectedCode("{'type':'sheriffCheck','target':2}")).isEqualTo("ALREADY_CHECKED");
        assertThat(table.eventsOf(DonChecked.class).get(0).sheriff()).isTrue();
        assertThat(table.eventsOf(SheriffChecked.class).get(0).team()).isEqualTo(Team.BLACK);
    }

    @Test
    @DisplayName("§12.11: a shot at a seat no longer at the table is a miss")
    void shotAtDepartedSeatIsAMiss() {
        TestTable table = TestTable.of(Ruleset.FIIM);
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'disqualify','seat':10,'clause':'6.7.4'}");
        table.endSpeeches(9);
        table.ok("{'type':'shoot','shots':{'2':10,'6':10,'8':10}}");
        assertThat(table.eventsOf(ShotsFired.class).get(0).killed()).isNull();
    }

    @Test
    @DisplayName("4.5.3: only black players at the table shoot")
    void onlyBlacksShoot() {
        TestTable table = TestTable.of(Ruleset.FIIM).quietDay1();
        assertThat(table.rejectedCode("{'type':'shoot','shots':{'4':1}}")).isEqualTo("NOT_A_BLACK_PLAYER");
    }
}
