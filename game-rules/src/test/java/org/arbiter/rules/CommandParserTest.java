package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.Winner;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CommandParserTest {

    private static Parsed parse(String json) {
        return CommandParser.parse(TestGame.command(json));
    }

    private static String error(String json) {
        Parsed parsed = parse(json);
        assertThat(parsed.isOk()).as(json).isFalse();
        return parsed.rejection().error();
    }

    @Test
    @DisplayName("TABLE-API: missing field, wrong type, seat outside 1-10 → MALFORMED_COMMAND; unknown type → UNKNOWN_COMMAND")
    void malformed() {
        assertThat(error("{'type':'nominate','by':1}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'nominate','by':'1','target':2}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'foul','seat':0}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'vote','votes':{'x':[1]}}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'bestMove','targets':[1,2.5]}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'amend','reason':'x'}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'will','by':1,'target':2,'reminded':'yes'}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'target':2}")).isEqualTo("MALFORMED_COMMAND");
        assertThat(error("{'type':'dance'}")).isEqualTo("UNKNOWN_COMMAND");
    }

    @Test
    @DisplayName("TABLE-API: commandId and scenario fields are ignored; defaults of hintRequested and reminded")
    void wellFormed() {
        assertThat(parse("{'type':'nominate','by':1,'target':2,'commandId':'c-1','why':'x','repeat':2}").command())
                .isEqualTo(new Nominate(1, 2));
        assertThat(parse("{'type':'bestMove','targets':[2,6]}").command()).isEqualTo(new BestMove(List.of(2, 6), null, false));
        assertThat(parse("{'type':'will','by':3,'target':null}").command()).isEqualTo(new Will(3, null, true));
        assertThat(((Shoot) parse("{'type':'shoot','shots':{'2':4,'6':null}}").command()).shots())
                .containsEntry(2, 4).containsEntry(6, null);
        assertThat(parse("{'type':'award','extra':{'4':0.30},'penalties':{'6':{'points':-0.4,'clause':'8.5.4'}}}").command())
                .isEqualTo(new Award(Map.of(4, new BigDecimal("0.3")), Map.of(6, new Penalty(new BigDecimal("-0.4"), "8.5.4"))));
        assertThat(parse("{'type':'amend','winner':'RED','reason':'r'}").command()).isEqualTo(new Amend(Winner.RED, false, "r", null));
        assertThat(parse("{'type':'amend','annulled':true,'reason':'r','protestId':'pr-3'}").command())
                .isEqualTo(new Amend(null, true, "r", "pr-3"));
        assertThat(parse("{'type':'undo'}").command().type()).isEqualTo(CommandType.UNDO);
    }
}
