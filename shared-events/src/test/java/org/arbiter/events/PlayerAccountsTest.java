package org.arbiter.events;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlayerAccountsTest {

    @Test
    void aPlayersUsernameIsThePrefixAndHisIdInLowerCaseLongEnoughForKeycloakEvenForATwoCharacterId() {
        assertThat(PlayerAccounts.username("p7")).isEqualTo("player-p7");
        assertThat(PlayerAccounts.username("FIIM-123")).isEqualTo("player-fiim-123");
        assertThat(PlayerAccounts.username("p1")).hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void onlyThePlayersOwnAccountIsHim() {
        assertThat(PlayerAccounts.isPlayer("player-p7", "p7")).isTrue();
        assertThat(PlayerAccounts.isPlayer("player-fiim-123", "FIIM-123")).isTrue();
        assertThat(PlayerAccounts.isPlayer("p7", "p7")).isFalse();             // the bare id is not his account
        assertThat(PlayerAccounts.isPlayer("player-p70", "p7")).isFalse();
        assertThat(PlayerAccounts.isPlayer(null, "p7")).isFalse();
    }
}
