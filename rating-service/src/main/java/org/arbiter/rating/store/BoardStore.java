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
import org.arbiter.stream.inbox.EventInbox;

/** Which games a tournament has, with stage and round: from the inbox's GameCreated of the games' facts. */
@ApplicationScoped
public class BoardStore {

    /** A tournament's game: its stage (null for none) and round (the game's number). */
    public record BoardGame(String gameId, String stage, Integer round) {
    }

    @Inject
    Pool pool;

    public Uni<List<BoardGame>> games(String tournamentId) {
        return pool.preparedQuery("select e.envelope from " + Schema.NAME + ".game_facts f join ("
                        + EventInbox.firstEventsOfGames(Schema.NAME) + ") e on e.stream_id = f.game_id "
                        + "where f.tournament_id = $1 order by f.game_id")
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
