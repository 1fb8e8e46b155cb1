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
    /** A game's first stored run begins at seq 1, its {@code GameCreated}, on the run's first line. */
    private static final String CREATED = "select stream_id, split_part(envelopes, E'\\n', 1)::jsonb as created from "
            + Schema.NAME + ".stream_runs where stream_kind = $1 and first_seq = 1";
    private static final String QUERY = "select stream_id from (" + CREATED + ") g "
            + "where created ->> 'type' = 'GameCreated' and " + PAYLOAD + " ->> 'tournamentId' = $2 "
            + "and " + PAYLOAD + " ->> 'stage' = $3 and ($4::int is null or (" + PAYLOAD + " ->> 'gameNo')::int = $4) "
            + "order by (" + PAYLOAD + " ->> 'gameNo')::int nulls last, (" + PAYLOAD + " ->> 'tableNo')::int nulls last, stream_id";

    @Inject
    Pool pool;

    /** The ids of the stage's games, of round {@code round} only unless it is null, in round and table order. */
    public Uni<List<String>> of(String tournamentId, Stage stage, Integer round) {
        return pool.preparedQuery(QUERY)
                .execute(Tuple.of(EventInbox.GAME, tournamentId, stage.name(), round))
                .map(rows -> {
                    List<String> ids = new ArrayList<>();
                    for (Row row : rows) {
                        ids.add(row.getString("stream_id"));
                    }
                    return ids;
                });
    }
}
