package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.EventJson;
import org.arbiter.events.game.Ruleset;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ViewTest {

    @Test
    @DisplayName("4.4.14, TABLE-API reading: the public view shows no role, check result or best-move count before the end")
    void publicViewHidesRoles() throws Exception {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt().quietDay1();
        table.play("{'type':'shoot','shots':{'2':4,'6':4,'8':4}}");
        table.play("{'type':'sheriffCheck','target':8}");
        table.play("{'type':'endNight'}");
        table.play("{'type':'bestMove','targets':[2,6,8]}");
        String json = EventJson.MAPPER.writeValueAsString(GameRules.publicView(table.state()));
        assertThat(json).doesNotContain("MAFIA", "DON", "SHERIFF", "CIVILIAN", "BLACK", "\"blacks\"");
        assertThat(GameRules.publicView(table.state()).bestMove().targets()).containsExactly(2, 6, 8);
        String judge = EventJson.MAPPER.writeValueAsString(GameRules.judgeView(table.state()));
        assertThat(judge).contains("\"roles\"", "MAFIA", "\"blacks\":3");
    }

    @Test
    @DisplayName("TABLE-API answers: the judge's view names every key, null when empty")
    void judgeViewKeys() {
        var node = EventJson.MAPPER.valueToTree(GameRules.judgeView(TestGame.of(Ruleset.FIIM).dealt().state()));
        assertThat(node.has("speaker") && node.get("speaker").isNull()).isTrue();
        assertThat(node.has("winner") && node.get("winner").isNull()).isTrue();
        for (String key : new String[] {"phase", "day", "night", "seconds", "candidates", "atTable", "fouls",
                "cancelledVotes", "allowed", "roles", "departures", "bestMove"}) {
            assertThat(node.has(key)).as(key).isTrue();
        }
    }

    @Test
    @DisplayName("TABLE-API reading: the public view shows nicknames and the ballot's counts with default votes (4.4.9), cleared next day")
    void publicViewShowsNicknamesAndVoteCounts() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        table.play("{'type':'endNight'}");
        table.play("{'type':'nominate','by':1,'target':3}");
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'nominate','by':2,'target':7}");
        for (int i = 0; i < 9; i++) {
            table.play("{'type':'endSpeech'}");
        }
        table.play("{'type':'vote','votes':{'3':[1,2,4,5,6,9]}}");
        PublicView view = GameRules.publicView(table.state());
        assertThat(view.players()).extracting(p -> p.seat() + " " + p.nickname()).startsWith("1 " + table.state().created().players().get(0).nickname());
        assertThat(view.votes()).extracting(v -> v.candidate() + ":" + v.votes()).containsExactly("3:6", "7:4");
        assertThat(view.votes().get(1).defaultVoters()).containsExactly(3, 7, 8, 10);
        table.play("{'type':'endSpeech'}");
        table.play("{'type':'shoot','shots':{'2':4,'6':4,'8':4}}");
        table.play("{'type':'endNight'}");
        assertThat(GameRules.publicView(table.state()).votes()).isEmpty();
    }
}
