package org.arbiter.protocol.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.arbiter.stream.refusal.Refusal.Kind.FORBIDDEN_BY_RULES;
import static org.arbiter.stream.refusal.Refusal.Kind.NOT_PERMITTED;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.arbiter.protocol.ThreeDayGame;
import org.arbiter.stream.refusal.Refusal;
import org.junit.jupiter.api.Test;

/** 8.9: who may protest a result, and until when (10 minutes from GameEnded.endedAt, the end included). */
class ProtestRulesTest {

    static final Instant ENDED = ThreeDayGame.ENDED;
    final Protocol ended = ProtocolFolder.fold(new ThreeDayGame("g").complete(), null, null, List.of(), ZoneId.of("UTC"));

    @Test
    void aPlayerIsAcceptedUntilTenMinutesAfterTheEndAndRefusedAfter() {
        assertThat(ProtestRules.filer(ended, "player-p-3", ENDED.plusSeconds(599)))
                .isEqualTo(new ProtestRules.Filer("player-p-3", 3, ENDED));
        assertThat(ProtestRules.filer(ended, "player-p-3", ENDED.plusSeconds(600)).seat()).isEqualTo(3);
        assertRefused(() -> ProtestRules.filer(ended, "player-p-3", ENDED.plusSeconds(600).plusMillis(1)),
                FORBIDDEN_BY_RULES, "PROTEST_WINDOW_CLOSED");
        assertRefused(() -> ProtestRules.filer(ended, "player-p-3", ENDED.plusSeconds(601)),
                FORBIDDEN_BY_RULES, "PROTEST_WINDOW_CLOSED");
    }

    @Test
    void theTablesJudgeMayProtestWithoutASeat() {
        assertThat(ProtestRules.filer(ended, "judge", ENDED)).isEqualTo(new ProtestRules.Filer("judge", null, ENDED));
    }

    @Test
    void anyoneElseIsRefusedWhateverHisRole() {
        assertRefused(() -> ProtestRules.filer(ended, "viewer", ENDED), NOT_PERMITTED, "NOT_A_PLAYER_OF_THE_GAME");
        assertRefused(() -> ProtestRules.filer(ended, "chief", ENDED), NOT_PERMITTED, "NOT_A_PLAYER_OF_THE_GAME");
        assertRefused(() -> ProtestRules.filer(ended, null, ENDED), NOT_PERMITTED, "NOT_A_PLAYER_OF_THE_GAME");
        // a user named like the player id is not the player: his account is player-<id> (PlayerAccounts)
        assertRefused(() -> ProtestRules.filer(ended, "p-3", ENDED), NOT_PERMITTED, "NOT_A_PLAYER_OF_THE_GAME");
    }

    @Test
    void aRunningGameHasNoResultToProtest() {
        Protocol running = ProtocolFolder.fold(new ThreeDayGame("g").untilDay3(), null, null, List.of(), ZoneId.of("UTC"));
        assertRefused(() -> ProtestRules.filer(running, "player-p-3", ENDED), FORBIDDEN_BY_RULES, "GAME_NOT_OVER");
    }

    private static void assertRefused(Runnable call, Refusal.Kind kind, String code) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(Refusal.class, e -> {
            assertThat(e.kind()).isEqualTo(kind);
            assertThat(e.code()).isEqualTo(code);
            assertThat(e.rule()).isEqualTo("8.9");
        });
    }
}
