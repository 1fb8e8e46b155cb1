package org.arbiter.protocol.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.game.Stage;
import org.arbiter.stream.inbox.EventInbox;

/**
 * A tournament's games as their {@code GameCreated} reached this service (the stored game streams): those of a stage,
 * or of one round of it (a published game's number is its round), in round and then table order.
 */
@ApplicationScoped
public class TournamentGames {

    private static final String PAYLOAD = "(created -> 'payload')";
    private static final String QUERY = "select stream_id from (select stream_id, envelope::jsonb as created from ("
            + EventInbox.firstEventsOfGames(Schema.NAME) + ") f) g "
            + "where created ->> 'type' = 'GameCreated' and " + PAYLOAD + " ->> 'tournamentId' = $1 "
            + "and " + PAYLOAD + " ->> 'stage' = $2 and ($3::int is null or (" + PAYLOAD + " ->> 'gameNo')::int = $3) "
            + "order by (" + PAYLOAD + " ->> 'gameNo')::int nulls last, (" + PAYLOAD + " ->> 'tableNo')::int nulls last, stream_id";

    @Inject
    Pool pool;

    /** The ids of the stage's games, of round {@code round} only unless it is null, in round and table order. */
    public Uni<List<String>> of(String tournamentId, Stage stage, Integer round) {
        return pool.preparedQuery(QUERY)
                .execute(Tuple.of(tournamentId, stage.name(), round))
                .map(rows -> {
                    List<String> ids = new ArrayList<>();
                    for (Row row : rows) {
                        ids.add(row.getString("stream_id"));
                    }
                    return ids;
                });
    }
}
