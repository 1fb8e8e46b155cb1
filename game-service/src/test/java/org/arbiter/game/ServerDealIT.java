package org.arbiter.game;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.testsupport.KafkaTestResource;
import org.arbiter.testsupport.KeycloakTestResource;
import org.arbiter.testsupport.PostgresTestResource;
import org.junit.jupiter.api.Test;

/** {@code deal} without roles: the server deals the standard deck (4.1.3) with a secure shuffle. */
@QuarkusTest
@TestSecurity(user = "judge-d", roles = "judge")
@WithTestResource(value = KafkaTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = PostgresTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
@WithTestResource(value = KeycloakTestResource.class, scope = TestResourceScope.GLOBAL, parallel = true)
class ServerDealIT {

    @Test
    void theServerDealsTheStandardDeckAtRandom() {
        Set<Map<Integer, Role>> deals = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            String gameId = given().contentType(ContentType.JSON).body(HttpGames.newGame("FIIM", null))
                    .post("/api/games").then().statusCode(201).extract().path("gameId");
            given().contentType(ContentType.JSON).body("{\"type\":\"deal\"}").post("/api/games/" + gameId + "/commands")
                    .then().statusCode(200);
            List<EventEnvelope> log = HttpGames.storedLog(gameId);
            RolesDealt dealt = (RolesDealt) log.get(1).payload();
            assertThat(dealt.random()).isTrue();
            assertThat(dealt.roles().keySet()).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
            assertThat(dealt.roles().values()).filteredOn(r -> r == Role.CIVILIAN).hasSize(6);
            assertThat(dealt.roles().values()).filteredOn(r -> r == Role.SHERIFF).hasSize(1);
            assertThat(dealt.roles().values()).filteredOn(r -> r == Role.MAFIA).hasSize(2);
            assertThat(dealt.roles().values()).filteredOn(r -> r == Role.DON).hasSize(1);
            deals.add(dealt.roles());
        }
        // 5 deals of 2520 equally likely ones: all alike would be a broken shuffle
        assertThat(deals).hasSizeGreaterThan(1);
    }
}
