package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.TieOutcome;
import org.arbiter.events.game.VoteTied;
import org.arbiter.events.game.VotesCast;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class VotingTest {

    /** Day 1 with candidates 3, 5, 7 nominated by 1, 2, 3. */
    private static TestGame threeCandidates() {
        return day1Candidates(3, 5, 7);
    }

    /** Day 1: seat 1 nominates the first of {@code targets}, seat 2 the second ...; every speech ends. */
    private static TestGame day1Candidates(int... targets) {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().play("{'type':'endNight'}");
        for (int i = 0; i < targets.length; i++) {
            table.play("{'type':'nominate','by':" + (i + 1) + ",'target':" + targets[i] + "}").play("{'type':'endSpeech'}");
        }
        return table.endSpeeches(10 - targets.length);
    }

    @Test
    @DisplayName("4.4.9: voters not listed count for the last candidate; the event carries every count")
    void unspentVotesGoToTheLastCandidate() {
        TestGame table = threeCandidates();
        table.play("{'type':'vote','votes':{'3':[1,2,4,5],'5':[6,8]}}");
        VotesCast cast = table.eventsOf(VotesCast.class).get(0);
        assertThat(cast.counts()).containsExactly(
                new CandidateVotes(3, java.util.List.of(1, 2, 4, 5), java.util.List.of(), 4),
                new CandidateVotes(5, java.util.List.of(6, 8), java.util.List.of(), 2),
                new CandidateVotes(7, java.util.List.of(), java.util.List.of(3, 7, 9, 10), 4));
        assertThat(cast.tied()).containsExactly(3, 7);
        assertThat(table.view().phase()).isEqualTo("TIE_SPEECHES");
        assertThat(table.view().candidates()).containsExactly(3, 7);
    }

    @Test
    @DisplayName("§12.12 (4.4.13): a re-vote tying a smaller group gives that group tie speeches and one more re-vote")
    void smallerGroupTie() {
        TestGame table = day1Candidates(3, 5, 7, 9);
        table.play("{'type':'vote','votes':{'3':[1,2,4],'5':[6,8,10],'7':[3,5,7]}}");
        assertThat(table.view().candidates()).containsExactly(3, 5, 7);
        table.endSpeeches(3);
        assertThat(table.view().phase()).isEqualTo("REVOTE");
        table.play("{'type':'vote','votes':{'3':[1,2,4,6],'5':[8,9,10,3]}}");
        assertThat(table.eventsOf(VoteTied.class)).extracting(VoteTied::next)
                .containsExactly(TieOutcome.TIE_SPEECHES, TieOutcome.TIE_SPEECHES);
        assertThat(table.view().candidates()).containsExactly(3, 5);
        table.endSpeeches(2);
        table.play("{'type':'vote','votes':{'3':[1,2,4,5,7]}}");
        assertThat(table.view().phase()).isEqualTo("LIFT_ALL");
        assertThat(table.view().candidates()).containsExactly(3, 5);
    }

    @Test
    @DisplayName("4.4.12: the candidate with the most votes leaves with 60 s of last words (4.4.14)")
    void mostVotesLeaves() {
        TestGame table = threeCandidates();
        table.play("{'type':'vote','votes':{'3':[1,2,4,5,6],'5':[8]}}");
        assertThat(table.view().phase()).isEqualTo("LAST_WORDS");
        assertThat(table.view().speaker()).isEqualTo(3);
        assertThat(table.view().seconds()).isEqualTo(60);
    }

    @Test
    @DisplayName("4.4.13 (003): lift-all needs more than half of the players at the table")
    void liftAllNeedsMoreThanHalf() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':5}");
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'nominate','by':2,'target':9}");
        table.endSpeeches(9);
        table.play("{'type':'vote','votes':{'5':[1,2,3,4,6]}}");
        table.endSpeeches(2);
        table.play("{'type':'vote','votes':{'5':[1,2,3,4,6]}}");
        assertThat(table.rejected("{'type':'liftAll','for':[1,2,3,4,5,6,7,8,9,10,1]}").error()).isEqualTo("DUPLICATE_VOTER");
        table.play("{'type':'liftAll','for':[1,2,3,4,5,6]}");
        assertThat(table.view().departures()).extracting(JudgeView.DepartureView::seat).containsExactly(5, 9);
        assertThat(table.view().speaker()).isEqualTo(5);
    }
}
