package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SpeechTest {

    @Test
    @DisplayName("4.3.2: day 1 opens with seat 1, day 2 with the seat after it, in seat order round the table")
    void openersMoveRound() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':5,'6':5,'8':5}}");
        table.play("{'type':'endNight'}");
        table.play("{'type':'endSpeech'}");
        assertThat(table.eventsOf(DayStarted.class)).extracting(DayStarted::opener).containsExactly(1, 2);
        assertThat(table.eventsOf(DayStarted.class).get(1).speakingOrder()).containsExactly(2, 3, 4, 6, 7, 8, 9, 10, 1);
        assertThat(table.view().speaker()).isEqualTo(2);
    }

    @Test
    @DisplayName("6.4: a 3rd foul during his own speech does not cut it; he loses his next regular speech (0 s)")
    void thirdFoulInOwnSpeech() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play(3, "{'type':'foul','seat':1}");
        assertThat(table.view().speaker()).isEqualTo(1);
        assertThat(table.view().seconds()).isEqualTo(60);
        table.endSpeeches(10);
        table.play("{'type':'shoot','shots':{'2':null}}");
        table.play("{'type':'endNight'}");
        table.endSpeeches(9);
        assertThat(table.view().speaker()).isEqualTo(1);
        assertThat(table.view().seconds()).isEqualTo(0);
        table.play("{'type':'nominate','by':1,'target':2}");
        assertThat(table.view().candidates()).containsExactly(2);
    }

    @Test
    @DisplayName("4.3.5, §12.2: endSpeech outside a speech is WRONG_PHASE")
    void endSpeechNeedsASpeech() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        assertThat(table.rejected("{'type':'endSpeech'}").error()).isEqualTo("WRONG_PHASE");
    }
}
