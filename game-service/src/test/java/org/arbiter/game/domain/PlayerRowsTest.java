package org.arbiter.game.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayerRowsTest {

    @Test
    void aHeaderIsOptionalAndClubAndExternalIdAreToo() {
        PlayerRows.Checked checked = new PlayerRows(List.of(), List.of()).csv(
                "Nickname,Club,ExternalId\r\nГром\r\n\r\n Молния , Северный ветер ,fiim-7\r\n\"Туман, младший\",,x-1\r\n");
        assertThat(checked.errors()).isEmpty();
        assertThat(checked.rows()).containsExactly(
                new PlayerRows.Row(2, "Гром", null, null),
                new PlayerRows.Row(4, "Молния", "Северный ветер", "fiim-7"),
                new PlayerRows.Row(5, "Туман, младший", null, "x-1"));
    }

    @Test
    void everyBadLineIsReportedWithItsNumber() {
        PlayerRows.Checked checked = new PlayerRows(List.of("ГРОМ"), List.of("fiim-1")).csv(String.join("\n",
                "Ветер,Клуб А,fiim-2",
                "гром ",
                ",Клуб Б",
                "ветер",
                "Снег,,fiim-1",
                "Лёд,,fiim-2",
                "a,b,c,d",
                "\"Град,Клуб",
                "x".repeat(41)));
        assertThat(checked.errors()).containsExactly(
                "line 2: nickname гром is already registered",
                "line 3: the nickname is empty",
                "line 4: nickname ветер is on line 1",
                "line 5: external id fiim-1 is already registered",
                "line 6: external id fiim-2 is on line 1",
                "line 7: 4 fields, at most 3 (nickname,club,externalId)",
                "line 8: a quote is not closed",
                "line 9: the nickname is longer than 40 characters");
        assertThat(checked.rows()).containsExactly(new PlayerRows.Row(1, "Ветер", "Клуб А", "fiim-2"));
    }

    @Test
    void aHeaderIsOnlyTheFirstLine() {
        PlayerRows.Checked checked = new PlayerRows(List.of(), List.of()).csv("Гром\nnickname\n");
        assertThat(checked.rows()).containsExactly(new PlayerRows.Row(1, "Гром", null, null), new PlayerRows.Row(2, "nickname", null, null));
    }

    @Test
    void aFormsPlayerIsCheckedTheSameWay() {
        PlayerRows rows = new PlayerRows(List.of("Гром"), List.of());
        assertThat(rows.one(" гром", null, null).errors()).containsExactly("line 1: nickname гром is already registered");
        assertThat(rows.one("Ветер", " ", "e-1").rows()).containsExactly(new PlayerRows.Row(1, "Ветер", null, "e-1"));
        assertThat(PlayerRows.reason("line 12: the nickname is empty")).isEqualTo("the nickname is empty");
    }
}
