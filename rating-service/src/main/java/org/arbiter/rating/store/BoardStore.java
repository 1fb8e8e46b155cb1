package org.arbiter.rating.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;

/** Which games a tournament has, with stage and round: from the inbox's GameCreated of the games' facts. */
@ApplicationScoped
public class BoardStore {

    /** A tournament's game: its stage (null for none) and round (the game's number). */
    public record BoardGame(String gameId, String stage, Integer round) {
    }

    @Inject
    Pool pool;

    public Uni<List<BoardGame>> games(String tournamentId) {
        // a game's first stored run begins at seq 1, its GameCreated, on the run's first line
        return pool.preparedQuery("select split_part(e.envelopes, E'\\n', 1) as envelope from " + Schema.NAME
                        + ".game_facts f join " + Schema.NAME + ".stream_runs e on e.stream_kind = 'game' "
                        + "and e.stream_id = f.game_id and e.first_seq = 1 where f.tournament_id = $1 order by f.game_id")
                .execute(Tuple.of(tournamentId))
                .map(rows -> {
                    List<BoardGame> games = new ArrayList<>();
                    for (Row row : rows) {
                        var event = EventJson.read(row.getString("envelope"));
                        if (event.payload() instanceof GameCreated c) {
                            games.add(new BoardGame(event.gameId(), c.stage() == null ? null : c.stage().name(), c.gameNo()));
                        }
                    }
                    return games;
                });
    }
}
