package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.rules.simulation.RandomJudge;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DealAndSetupTest {

    @Test
    @DisplayName("4.1.3: a random deal is the standard deck on seats 1-10")
    void randomDealIsTheStandardDeck() {
        TestGame table = TestGame.of(Ruleset.FIIM).start();
        table.play("{'type':'deal'}");
        RolesDealt dealt = table.eventsOf(RolesDealt.class).get(0);
        assertThat(dealt.random()).isTrue();
        assertThat(dealt.roles().keySet()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(dealt.roles().values().stream().filter(r -> r == Role.CIVILIAN).count()).isEqualTo(6);
        assertThat(dealt.roles().values().stream().filter(r -> r == Role.MAFIA).count()).isEqualTo(2);
        assertThat(dealt.roles().values().stream().filter(r -> r == Role.DON).count()).isEqualTo(1);
        assertThat(dealt.roles().values().stream().filter(r -> r == Role.SHERIFF).count()).isEqualTo(1);
        assertThat(table.view().phase()).isEqualTo("NIGHT");
    }

    @Test
    @DisplayName("4.1.3: a deal with a seat outside 1-10 or three mafia is INVALID_DEAL; a second deal ALREADY_DEALT")
    void invalidDeals() {
        TestGame table = TestGame.of(Ruleset.FIIM).start();
        assertThat(table.rejected("{'type':'deal','roles':{'1':'CIVILIAN','2':'MAFIA','3':'CIVILIAN','4':'SHERIFF',"
                + "'5':'CIVILIAN','6':'DON','7':'CIVILIAN','8':'MAFIA','9':'CIVILIAN','11':'CIVILIAN'}}").error())
                .isEqualTo("INVALID_DEAL");
        assertThat(table.rejected("{'type':'deal','roles':{'1':'MAFIA','2':'MAFIA','3':'CIVILIAN','4':'SHERIFF',"
                + "'5':'CIVILIAN','6':'DON','7':'CIVILIAN','8':'MAFIA','9':'CIVILIAN','10':'CIVILIAN'}}").error())
                .isEqualTo("INVALID_DEAL");
        table.play(TestGame.dealCommand(TestGame.STANDARD_ROLES));
        assertThat(table.rejected("{'type':'deal'}").error()).isEqualTo("ALREADY_DEALT");
    }

    @Test
    @DisplayName("4.2: nobody is shot or checked on night 0; no speech before day 1")
    void nightZero() {
        TestGame table = TestGame.of(Ruleset.FIIM).dealt();
        assertThat(table.rejected("{'type':'shoot','shots':{'2':1}}").error()).isEqualTo("WRONG_PHASE");
        assertThat(table.rejected("{'type':'donCheck','target':4}").error()).isEqualTo("WRONG_PHASE");
        assertThat(table.rejected("{'type':'nominate','by':1,'target':2}").error()).isEqualTo("WRONG_PHASE");
        assertThat(table.view().allowed()).containsExactly("endNight", "foul", "disqualify", "teamDefeat");
    }

    @Test
    @DisplayName("TABLE-API creating a game: exactly 10 players, seats once, distinct ids, nicknames of 1-40 characters")
    void validateNewGame() {
        var good = RandomJudge.newGame(Ruleset.FIIM, GameOptions.DEFAULT);
        assertThat(GameRules.validateNewGame(good)).isEmpty();
        var nine = new org.arbiter.events.game.GameCreated("t", null, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT,
                good.players().subList(0, 9), "j");
        assertThat(GameRules.validateNewGame(nine)).get().extracting(Rejection::error).isEqualTo("MALFORMED_COMMAND");
        var players = new java.util.ArrayList<>(good.players());
        players.set(9, new SeatedPlayer(10, "p-1", "Дубль"));
        assertThat(GameRules.validateNewGame(new org.arbiter.events.game.GameCreated("t", null, 1, 1, Ruleset.FIIM,
                GameOptions.DEFAULT, players, "j"))).get().extracting(Rejection::error).isEqualTo("MALFORMED_COMMAND");
        players.set(9, new SeatedPlayer(10, "p-10", "x".repeat(41)));
        assertThat(GameRules.validateNewGame(new org.arbiter.events.game.GameCreated("t", null, 1, 1, Ruleset.FIIM,
                GameOptions.DEFAULT, players, "j"))).get().extracting(Rejection::error).isEqualTo("MALFORMED_COMMAND");
        players.set(9, new SeatedPlayer(9, "p-10", "Десятый"));
        assertThat(GameRules.validateNewGame(new org.arbiter.events.game.GameCreated("t", null, 1, 1, Ruleset.FIIM,
                GameOptions.DEFAULT, players, "j"))).get().extracting(Rejection::error).isEqualTo("MALFORMED_COMMAND");
    }

    @Test
    @DisplayName("Purity: the same deal command at the same instant deals the same cards")
    void randomDealIsPure() {
        TestGame table = TestGame.of(Ruleset.FSM).start();
        Decision first = GameRules.decide(table.state(), new Deal(null), Instant.EPOCH);
        Decision second = GameRules.decide(table.state(), new Deal(null), Instant.EPOCH);
        assertThat(first).isEqualTo(second);
        assertThat(((Accepted) first).events()).hasSize(1);
        assertThat(List.of(first)).doesNotContainNull();
    }

    @Test
    @DisplayName("4.1.3: roles drawn by the server come in with the deal and the event says they were drawn")
    void rolesDrawnByTheServer() {
        Map<Integer, Role> drawn = new java.util.TreeMap<>(Map.of(1, Role.DON, 2, Role.MAFIA, 3, Role.MAFIA, 4, Role.SHERIFF,
                5, Role.CIVILIAN, 6, Role.CIVILIAN, 7, Role.CIVILIAN, 8, Role.CIVILIAN, 9, Role.CIVILIAN, 10, Role.CIVILIAN));
        TestGame table = TestGame.of(Ruleset.FIIM).start();
        Decision decision = GameRules.decide(table.state(), new Deal(drawn, true), Instant.EPOCH);
        assertThat(((Accepted) decision).events()).containsExactly(new RolesDealt(drawn, true));
        assertThat(((Accepted) GameRules.decide(table.state(), new Deal(drawn), Instant.EPOCH)).events())
                .containsExactly(new RolesDealt(drawn, false));
    }
}
