package org.arbiter.protocol.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.arbiter.protocol.SampleGame;
import org.junit.jupiter.api.Test;

/** 8.9: who may protest a result, and until when (10 minutes from GameEnded.endedAt, the end included). */
class ProtestRulesTest {

    static final Instant ENDED = SampleGame.ENDED;
    final Protocol ended = ProtocolFolder.fold(new SampleGame("g").complete(), null, null, List.of(), ZoneId.of("UTC"));

    @Test
    void aPlayerIsAcceptedUntilTenMinutesAfterTheEndAndRefusedAfter() {
        assertThat(ProtestRules.filer(ended, "p-3", ENDED.plusSeconds(599)))
                .isEqualTo(new ProtestRules.Filer("p-3", 3, ENDED));
        assertThat(ProtestRules.filer(ended, "p-3", ENDED.plusSeconds(600)).seat()).isEqualTo(3);
        assertRefused(() -> ProtestRules.filer(ended, "p-3", ENDED.plusSeconds(600).plusMillis(1)),
                422, "PROTEST_WINDOW_CLOSED");
        assertRefused(() -> ProtestRules.filer(ended, "p-3", ENDED.plusSeconds(601)), 422, "PROTEST_WINDOW_CLOSED");
    }

    @Test
    void theTablesJudgeMayProtestWithoutASeat() {
        assertThat(ProtestRules.filer(ended, "judge", ENDED)).isEqualTo(new ProtestRules.Filer("judge", null, ENDED));
    }

    @Test
    void anyoneElseIsRefusedWhateverHisRole() {
        assertRefused(() -> ProtestRules.filer(ended, "viewer", ENDED), 403, "NOT_A_PLAYER_OF_THE_GAME");
        assertRefused(() -> ProtestRules.filer(ended, "chief", ENDED), 403, "NOT_A_PLAYER_OF_THE_GAME");
        assertRefused(() -> ProtestRules.filer(ended, null, ENDED), 403, "NOT_A_PLAYER_OF_THE_GAME");
    }

    @Test
    void aRunningGameHasNoResultToProtest() {
        Protocol running = ProtocolFolder.fold(new SampleGame("g").untilDay3(), null, null, List.of(), ZoneId.of("UTC"));
        assertRefused(() -> ProtestRules.filer(running, "p-3", ENDED), 422, "GAME_NOT_OVER");
    }

    private static void assertRefused(Runnable call, int status, String code) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(ProtestException.class, e -> {
            assertThat(e.status()).isEqualTo(status);
            assertThat(e.code()).isEqualTo(code);
            assertThat(e.rule()).isEqualTo("8.9");
        });
    }
}
