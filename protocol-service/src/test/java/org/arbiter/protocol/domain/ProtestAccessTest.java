package org.arbiter.protocol.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.protocol.ThreeDayGame;
import org.arbiter.stream.refusal.Refusal;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Reading a game's protests: every caller of the realm, of this game or of another, → allowed or FORBIDDEN (403);
 * and the game's protocol, which every signed-in caller reads: whole, or without the protests' texts and the
 * decisions' reasons. ThreeDayGame seats p-1…p-10 and is judged by {@code judge}; a player is a viewer whose user
 * name is his playerId.
 */
class ProtestAccessTest {

    static final Instant FILED = ThreeDayGame.ENDED.plusSeconds(60);
    static final Protest DECIDED = new Protest("pr-1", "g", null, "p-3", 3, "Судья не засчитал фол №6", FILED,
            ThreeDayGame.ENDED, ProtestDecision.REJECTED, "видеозапись: фол был", null, null, "chief", FILED.plusSeconds(600));

    final Protocol game = ProtocolFolder.fold(new ThreeDayGame("g").complete(), null, null, List.of(DECIDED),
            ZoneId.of("UTC"));

    record Case(String who, String name, Set<String> roles, boolean allowed) {
    }

    @TestFactory
    Stream<DynamicTest> everyCallerOfThisGameOrAnother() {
        return cases().map(c -> DynamicTest.dynamicTest(c.who() + (c.allowed() ? " reads" : " is refused"), () -> {
            ProtestAccess.Reader reader = new ProtestAccess.Reader(c.name(), c.roles());
            if (c.allowed()) {
                ProtestAccess.mayRead(game, reader);
            } else {
                assertThatThrownBy(() -> ProtestAccess.mayRead(game, reader)).isInstanceOfSatisfying(Refusal.class, e -> {
                    assertThat(e.kind()).isEqualTo(Refusal.Kind.NOT_PERMITTED);
                    assertThat(e.code()).isEqualTo("FORBIDDEN");
                    assertThat(e.rule()).isNull();
                });
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> theProtocolShowsTheProtestsTextsToThoseWhoMayReadThem() {
        return cases().map(c -> DynamicTest.dynamicTest(c.who() + (c.allowed() ? " reads the texts" : " reads the protocol without them"), () -> {
            Protocol shown = ProtestAccess.shownTo(game, new ProtestAccess.Reader(c.name(), c.roles()));
            assertThat(shown.protests()).extracting(Protocol.ProtestLine::protestId, Protocol.ProtestLine::filedBy,
                            Protocol.ProtestLine::decision, Protocol.ProtestLine::decidedBy, Protocol.ProtestLine::text,
                            Protocol.ProtestLine::reasons)
                    .containsExactly(c.allowed()
                            ? tuple("pr-1", "p-3", ProtestDecision.REJECTED, "chief", "Судья не засчитал фол №6", "видеозапись: фол был")
                            : tuple("pr-1", "p-3", ProtestDecision.REJECTED, "chief", null, null));
            assertThat(shown).as("all but the texts as folded").usingRecursiveComparison().ignoringFields("protests")
                    .isEqualTo(game);
        }));
    }

    static Stream<Case> cases() {
        return Stream.of(
                new Case("a player of the game", "player-p-3", Set.of("viewer"), true),
                new Case("a player of another game", "player-p-11", Set.of("viewer"), false),
                new Case("a user named like a seat's player id, not his account", "p-3", Set.of("viewer"), false),
                new Case("a viewer", "viewer", Set.of("viewer"), false),
                new Case("the game's judge", "judge", Set.of("judge"), true),
                new Case("another table's judge", "judge2", Set.of("judge"), false),
                new Case("a chief judge", "chief", Set.of("chief-judge", "judge"), true),
                new Case("an organiser", "organiser", Set.of("organiser"), true),
                new Case("another organiser", "organiser2", Set.of("organiser"), true),
                new Case("a role-less user named like a role", "chief-judge", Set.of(), false)
        );
    }
}
