package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NominationTest {

    @Test
    @DisplayName("7.11: with the geographic withdrawal off, withdraw is WITHDRAWAL_DISABLED")
    void withdrawalDisabled() {
        TestTable table = TestTable.of(Ruleset.FIIM, new GameOptions(false, true));
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'nominate','by':1,'target':5}");
        assertThat(table.rejectedCode("{'type':'withdraw','by':1}")).isEqualTo("WITHDRAWAL_DISABLED");
        assertThat(table.view().allowed()).doesNotContain("withdraw");
    }

    @Test
    @DisplayName("4.4.2, 4.4.4: only the speaker nominates, once a day, a player at the table not yet nominated")
    void nominationRules() {
        TestTable table = TestTable.of(Ruleset.FIIM);
        table.ok("{'type':'endNight'}");
        assertThat(table.rejectedCode("{'type':'nominate','by':2,'target':5}")).isEqualTo("NOT_CURRENT_SPEAKER");
        table.ok("{'type':'nominate','by':1,'target':1}");
        assertThat(table.rejectedCode("{'type':'nominate','by':1,'target':5}")).isEqualTo("ALREADY_NOMINATED_TODAY");
        table.ok("{'type':'endSpeech'}");
        assertThat(table.rejectedCode("{'type':'nominate','by':2,'target':1}")).isEqualTo("ALREADY_NOMINATED");
        assertThat(table.view().candidates()).containsExactly(1);
    }

    @Test
    @DisplayName("4.4.3: after a withdrawal the speaker may nominate again; order follows the new nomination (4.4.5)")
    void withdrawalFreesTheNomination() {
        TestTable table = TestTable.of(Ruleset.FIIM);
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'nominate','by':1,'target':5}");
        table.ok("{'type':'endSpeech'}");
        table.ok("{'type':'nominate','by':2,'target':7}");
        table.ok("{'type':'withdraw','by':2}");
        table.ok("{'type':'nominate','by':2,'target':3}");
        assertThat(table.view().candidates()).containsExactly(5, 3);
    }
}
