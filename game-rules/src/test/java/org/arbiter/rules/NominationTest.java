package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NominationTest {

    @Test
    @DisplayName("7.11: with the geographic withdrawal off, withdraw is WITHDRAWAL_DISABLED")
    void withdrawalDisabled() {
        TestGame table = TestGame.of(Ruleset.FIIM).options(new GameOptions(false, true)).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':5}");
        assertThat(table.rejected("{'type':'withdraw','by':1}").error()).isEqualTo("WITHDRAWAL_DISABLED");
        assertThat(table.view().allowed()).doesNotContain("withdraw");
    }

    @Test
    @DisplayName("4.4.2, 4.4.4: only the speaker nominates, once a day, a player at the table not yet nominated")
    void nominationRules() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        assertThat(table.rejected("{'type':'nominate','by':2,'target':5}").error()).isEqualTo("NOT_CURRENT_SPEAKER");
        table.play("{'type':'nominate','by':1,'target':1}");
        assertThat(table.rejected("{'type':'nominate','by':1,'target':5}").error()).isEqualTo("ALREADY_NOMINATED_TODAY");
        table.play("{'type':'endSpeech'}");
        assertThat(table.rejected("{'type':'nominate','by':2,'target':1}").error()).isEqualTo("ALREADY_NOMINATED");
        assertThat(table.view().candidates()).containsExactly(1);
    }

    @Test
    @DisplayName("4.4.3: after a withdrawal the speaker may nominate again; order follows the new nomination (4.4.5)")
    void withdrawalFreesTheNomination() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':5}");
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'nominate','by':2,'target':7}");
        table.play("{'type':'withdraw','by':2}");
        table.play("{'type':'nominate','by':2,'target':3}");
        assertThat(table.view().candidates()).containsExactly(5, 3);
    }
}
