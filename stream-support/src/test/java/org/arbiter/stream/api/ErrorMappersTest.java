package org.arbiter.stream.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A store that is away is a 503 {@code SERVICE_UNAVAILABLE} with {@code Retry-After} in the one error body, never a
 * 500 (issue 38.6); a failure of the request's own is still the 500. The failures are the real Vert.x pool's: a
 * database port nobody listens on, a pool closed under a request.
 */
class ErrorMappersTest {

    private static Vertx vertx;
    private static Throwable refused;
    private static Throwable poolClosed;

    @BeforeAll
    static void realFailures() {
        vertx = Vertx.vertx();
        Pool away = PgBuilder.pool().connectingTo(new PgConnectOptions().setPort(1)).with(new PoolOptions().setMaxSize(1))
                .using(vertx).build();
        refused = failure(away);
        Pool closed = PgBuilder.pool().connectingTo(new PgConnectOptions().setPort(1)).using(vertx).build();
        closed.close().toCompletionStage().toCompletableFuture().join();
        poolClosed = failure(closed);
        away.close().toCompletionStage().toCompletableFuture().join();
    }

    private static Throwable failure(Pool pool) {
        return pool.withTransaction(conn -> conn.query("select 1").execute()).toCompletionStage()
                .handle((rows, failure) -> failure).toCompletableFuture().join();
    }

    @AfterAll
    static void closeVertx() {
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    private final ErrorMappers mappers = new ErrorMappers();

    @Test
    void aStoreAwayIsA503WithRetryAfterInTheOneBody() {
        assertThat(refused).isInstanceOf(java.net.ConnectException.class);
        for (Throwable away : List.of(refused, new CompletionException(refused), poolClosed,
                new IllegalStateException("wrapped", poolClosed),
                new PgException("terminating connection due to administrator command", "FATAL", "57P01", null),
                new PgException("the database system is starting up", "FATAL", "57P03", null))) {
            Response answer = mappers.unexpected(away);
            assertThat(answer.getStatus()).as("%s", away).isEqualTo(503);
            assertThat(answer.getHeaderString("Retry-After")).isEqualTo("1");
            assertThat(answer.getMediaType().toString()).isEqualTo("application/json");
            ApiError body = (ApiError) answer.getEntity();
            assertThat(body.error()).isEqualTo("SERVICE_UNAVAILABLE");
            assertThat(body.rule()).isNull();
            assertThat(body.message()).isEqualTo("a store or broker is away for the moment; send the request again"
                    + " after Retry-After (a command with a commandId is applied once)");
        }
    }

    @Test
    void aFailureOfTheRequestsOwnIsStillA500WithoutRetryAfter() {
        for (Throwable own : List.<Throwable>of(new IllegalStateException("no game"),
                new PgException("invalid input syntax for type uuid", "ERROR", "22P02", null))) {
            Response answer = mappers.unexpected(own);
            assertThat(answer.getStatus()).isEqualTo(500);
            assertThat(answer.getHeaderString("Retry-After")).isNull();
            assertThat(((ApiError) answer.getEntity()).error()).isEqualTo("INTERNAL_ERROR");
        }
    }
}
