package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class UndoTest {

    @Test
    @DisplayName("§12.17: undo names the seqs of the last command's events; a second undo steps further back")
    void undoNamesSeqs() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        // seq 1 GameCreated, 2 RolesDealt
        table.play("{'type':'endNight'}"); // 3 NightEnded, 4 DayStarted, 5 SpeechStarted
        table.play("{'type':'nominate','by':1,'target':3}"); // 6
        table.play("{'type':'endSpeech'}"); // 7 SpeechEnded, 8 SpeechStarted
        table.play("{'type':'undo'}"); // 9
        table.play("{'type':'undo'}"); // 10
        assertThat(table.eventsOf(CommandUndone.class)).containsExactly(
                new CommandUndone("endSpeech", List.of(7L, 8L)), new CommandUndone("nominate", List.of(6L)));
        assertThat(table.view().speaker()).isEqualTo(1);
        assertThat(table.view().candidates()).isEmpty();
        table.play("{'type':'undo'}"); // 11 takes back endNight 3-5
        assertThat(table.eventsOf(CommandUndone.class).get(2)).isEqualTo(new CommandUndone("endNight", List.of(3L, 4L, 5L)));
        assertThat(table.view().phase()).isEqualTo("NIGHT");
        assertThat(table.rejected("{'type':'undo'}").error()).isEqualTo("NOTHING_TO_UNDO");
        assertThat(GameRules.fold(table.payloads())).isEqualTo(table.state());
        assertThat(table.state().seq()).isEqualTo(11);
    }

    @Test
    @DisplayName("§12.17: undo of a disqualification restores the player, his seat and the day's vote")
    void undoDisqualification() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        JudgeView before = table.view();
        table.play("{'type':'disqualify','seat':4,'clause':'6.7.4'}");
        assertThat(table.view().cancelledVotes()).containsExactly(1);
        table.play("{'type':'undo'}");
        assertThat(table.view()).isEqualTo(before);
    }

    @Test
    @DisplayName("a JudgeAssigned is no part of play: it changes no view, and undo after it names only the commands' events")
    void undoPassesOverAJudgeAssigned() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}"); // 3 NightEnded, 4 DayStarted, 5 SpeechStarted
        table.play("{'type':'nominate','by':1,'target':3}"); // 6
        List<GameEvent> log = new ArrayList<>(table.payloads());
        log.add(new JudgeAssigned("judge2", "judge")); // 7
        GameState state = GameRules.fold(log);
        assertThat(state.seq()).isEqualTo(7);
        assertThat(GameRules.judgeView(state)).isEqualTo(table.view());

        List<GameEvent> undone = ((Accepted) GameRules.decide(state, new Undo(), table.nextTime())).events();
        assertThat(undone).containsExactly(new CommandUndone("nominate", List.of(6L)));
        state = GameRules.evolve(state, undone.getFirst()); // 8
        undone = ((Accepted) GameRules.decide(state, new Undo(), table.nextTime())).events();
        assertThat(undone).containsExactly(new CommandUndone("endNight", List.of(3L, 4L, 5L)));
        assertThat(GameRules.judgeView(GameRules.evolve(state, undone.getFirst())).phase()).isEqualTo("NIGHT");
    }

    @Test
    @DisplayName("a state keeping one undo frame shows the same view, and undoes its last command as the whole one does")
    void keepingOneUndoFrame() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':3}");
        table.play("{'type':'endSpeech'}");
        GameState whole = table.state();
        GameState kept = whole.keepingUndo(1);
        assertThat(kept.previous().before().previous()).as("the older frames let go").isNull();
        assertThat(whole.previous().before().previous()).isNotNull();
        assertThat(GameRules.judgeView(kept)).isEqualTo(GameRules.judgeView(whole));
        // one step back the kept state has no frame left: why game-service decides an undo on the whole game
        assertThat(GameRules.judgeView(kept.previous().before()).allowed()).doesNotContain("undo");
        assertThat(GameRules.judgeView(whole.previous().before()).allowed()).contains("undo");
        java.time.Instant now = table.nextTime();
        assertThat(GameRules.decide(kept, new Undo(), now)).isEqualTo(GameRules.decide(whole, new Undo(), now));
        assertThat(whole.keepingUndo(0).previous()).isNull();
        GameState created = GameRules.fold(table.payloads().subList(0, 1));
        assertThat(created.keepingUndo(1)).as("nothing to undo: itself").isSameAs(created);
    }
}
