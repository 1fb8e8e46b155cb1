package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.VoteCancelled;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RemovalTest {

    /** Night 1 miss, day 2 opened by 2; everybody but 1 has spoken, 1 speaks last. */
    private static TestGame day2LastSpeaker(Ruleset ruleset) {
        TestGame table = TestGame.of(ruleset).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':1,'6':2,'8':3}}");
        table.play("{'type':'endNight'}");
        table.endSpeeches(9);
        return table;
    }

    @Test
    @DisplayName("RFM 5.7.3 (003): the last speaker of day 2 made the only nomination: a removal keeps the vote")
    void rfmResultKnownInDiscussion() {
        TestGame table = day2LastSpeaker(Ruleset.RFM);
        table.play("{'type':'nominate','by':1,'target':2}");
        table.play("{'type':'disqualify','seat':3,'clause':'6.7.1'}");
        assertThat(table.view().cancelledVotes()).isEmpty();
        table.play("{'type':'endSpeech'}");
        assertThat(table.view().departures()).extracting(JudgeView.DepartureView::seat).containsExactly(3, 2);
        assertThat(table.view().phase()).isEqualTo("LAST_WORDS");
    }

    @Test
    @DisplayName("RFM 5.7.3: a removal in the discussion before the result is known cancels that day's vote")
    void rfmDiscussionRemovalCancels() {
        TestGame table = day2LastSpeaker(Ruleset.RFM);
        table.play("{'type':'disqualify','seat':3,'clause':'6.7.1'}");
        assertThat(table.view().cancelledVotes()).containsExactly(2);
        assertThat(table.eventsOf(VoteCancelled.class)).containsExactly(new VoteCancelled(2, 3, "5.7.3"));
    }

    @Test
    @DisplayName("§12.4 (003 ex. 2): RFM, another player removed in a killed player's morning last words cancels today's vote")
    void rfmMorningLastWords() {
        TestGame table = TestGame.of(Ruleset.RFM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':1,'6':1,'8':1}}");
        table.play("{'type':'endNight'}");
        table.play("{'type':'disqualify','seat':5,'clause':'6.7.4'}");
        assertThat(table.view().cancelledVotes()).containsExactly(2);
        assertThat(table.view().speaker()).isEqualTo(1);
    }

    @Test
    @DisplayName("§12.7: shot this night and removed before dawn: KILLED, no last words, no vote cancelled (7.1)")
    void shotPlayerRemovedAtNight() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':5,'6':5,'8':5}}");
        table.play("{'type':'disqualify','seat':5,'clause':'6.7.2'}");
        table.play("{'type':'endNight'}");
        assertThat(table.view().departures()).containsExactly(new JudgeView.DepartureView(5, "KILLED", null, 1));
        assertThat(table.view().cancelledVotes()).isEmpty();
        assertThat(table.view().phase()).isEqualTo("DAY");
    }

    @Test
    @DisplayName("FIIM 7.1: a removal during the vote cancels it; night falls")
    void fiimRemovalDuringVote() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':3}");
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'nominate','by':2,'target':5}");
        table.endSpeeches(9);
        assertThat(table.view().phase()).isEqualTo("VOTING");
        table.play("{'type':'foul','seat':7}");
        table.play("{'type':'disqualify','seat':7,'clause':'6.7.4'}");
        assertThat(table.view().phase()).isEqualTo("NIGHT");
        assertThat(table.view().cancelledVotes()).containsExactly(1);
        assertThat(table.view().fouls()).containsExactlyEntriesOf(java.util.Map.of(7, 1));
    }

    @Test
    @DisplayName("6.5, 8 : a removal that leaves blacks as many as reds ends the game at once")
    void removalEndsTheGame() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        for (int seat : List.of(1, 3, 4)) {
            table.play("{'type':'disqualify','seat':" + seat + ",'clause':'6.7.4'}");
        }
        assertThat(table.view().winner()).isNull();
        table.play("{'type':'disqualify','seat':5,'clause':'6.7.4'}");
        assertThat(table.view().winner()).isEqualTo("BLACK");
        assertThat(table.view().phase()).isEqualTo("FINISHED");
    }
}
