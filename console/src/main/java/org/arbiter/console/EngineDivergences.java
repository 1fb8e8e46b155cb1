package org.arbiter.console;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/**
 * {@code POST /engine/divergence}: a tablet's report that the rules engine on the device (engine-js) saw a command
 * otherwise than game-service did. Each is a defect: logged with the game and the seq, and counted on
 * {@code arbiter.console.engine.divergences} (the console's /q/metrics). A report that is not
 * {@code {"gameId", "seq", "command"}} is 400 and counts nothing.
 */
@ApplicationScoped
public class EngineDivergences {

    private static final Logger LOG = Logger.getLogger(EngineDivergences.class);

    private final Counter counter;

    @Inject
    public EngineDivergences(MeterRegistry registry) {
        this.counter = Counter.builder("arbiter.console.engine.divergences")
                .description("commands the engine on a tablet decided otherwise than the server")
                .register(registry);
    }

    void routes(@Observes Router router) {
        router.post("/engine/divergence").order(-100).handler(BodyHandler.create().setBodyLimit(1024))
                .handler(ctx -> {
                    JsonObject body;
                    try {
                        body = ctx.body().asJsonObject();
                    } catch (DecodeException | ClassCastException e) {
                        body = null;
                    }
                    boolean counted = record(body);
                    ctx.response().setStatusCode(counted ? 204 : 400).end();
                });
    }

    /** Logs and counts one report; false (nothing counted) when it is not a game id, a seq and a command type. */
    boolean record(JsonObject report) {
        if (report == null || !(report.getValue("gameId") instanceof String gameId) || gameId.isBlank() || gameId.length() > 64
                || !(report.getValue("seq") instanceof Number seq) || !(report.getValue("command") instanceof String command)
                || command.length() > 32) {
            return false;
        }
        LOG.warnf("engine divergence: game %s seq %d (%s): the server's view differs from the tablet's engine", gameId,
                seq.longValue(), command);
        counter.increment();
        return true;
    }

    double count() {
        return counter.count();
    }
}
