package org.arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every scenario replayed over HTTP ({@link HttpScenarioPlayer}): each step's status, refusal code and checks, the
 * final view equal to the engine's own replay and to {@code expect}; then the events on table-events equal the
 * stored log of every game, in order, none twice.
 */
@QuarkusTest
@TestSecurity(user = "chief", roles = {"judge", "chief-judge"})
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScenarioHttpIT {

    private static final Map<String, String> PLAYED = new LinkedHashMap<>();

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String bootstrap;

    @TestFactory
    @Order(1)
    Stream<DynamicTest> everyScenarioOverHttp() {
        return Scenarios.all().stream().map(scenario ->
                DynamicTest.dynamicTest(scenario.get("name").asText(),
                        () -> PLAYED.put(scenario.get("name").asText(), HttpScenarioPlayer.play(scenario).gameId())));
    }

    @Test
    @Order(2)
    void tableEventsEqualTheStoredLogs() {
        assertThat(PLAYED).hasSameSizeAs(Scenarios.all());
        Map<String, List<EventEnvelope>> stored = new LinkedHashMap<>();
        for (String gameId : PLAYED.values()) {
            stored.put(gameId, HttpGames.storedLog(gameId));
        }
        Map<String, Integer> sizes = new LinkedHashMap<>();
        stored.forEach((game, log) -> sizes.put(game, log.size()));
        Map<String, List<EventEnvelope>> published = TableEventsReader.read(bootstrap, sizes);
        stored.forEach((game, log) -> assertThat(published.get(game)).as("table-events of %s", game).containsExactlyElementsOf(log));
    }
}
