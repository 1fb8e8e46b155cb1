package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.events.EventJson;
import org.arbiter.events.game.Ruleset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ViewTest {

    @Test
    @DisplayName("4.4.14, TABLE-API reading: the public view shows no role, check result or best-move count before the end")
    void publicViewHidesRoles() throws Exception {
        TestTable table = TestTable.of(Ruleset.FIIM).quietDay1();
        table.ok("{'type':'shoot','shots':{'2':4,'6':4,'8':4}}");
        table.ok("{'type':'sheriffCheck','target':8}");
        table.ok("{'type':'endNight'}");
        table.ok("{'type':'bestMove','targets':[2,6,8]}");
        String json = EventJson.MAPPER.writeValueAsString(GameRules.publicView(table.state));
        assertThat(json).doesNotContain("MAFIA", "DON", "SHERIFF", "CIVILIAN", "BLACK", "\"blacks\"");
        assertThat(GameRules.publicView(table.state).bestMove().targets()).containsExactly(2, 6, 8);
        String judge = EventJson.MAPPER.writeValueAsString(GameRules.judgeView(table.state));
        assertThat(judge).contains("\"roles\"", "MAFIA", "\"blacks\":3");
    }

    @Test
    @DisplayName("TABLE-API answers: the judge's view names every key, null when empty")
    void judgeViewKeys() {
        var node = EventJson.MAPPER.valueToTree(GameRules.judgeView(TestTable.of(Ruleset.FIIM).state));
        assertThat(node.has("speaker") && node.get("speaker").isNull()).isTrue();
        assertThat(node.has("winner") && node.get("winner").isNull()).isTrue();
        for (String key : new String[] {"phase", "day", "night", "seconds", "candidates", "atTable", "fouls",
                "cancelledVotes", "allowed", "roles", "departures", "bestMove"}) {
            assertThat(node.has(key)).as(key).isTrue();
        }
    }
}
