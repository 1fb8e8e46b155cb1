package org.arbiter.game.store;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.Topics;
import org.hibernate.reactive.mutiny.Mutiny;

/**
 * The game streams in PostgreSQL. Every append writes the events and their outbox rows in one
 * transaction; the primary key (game_id, seq) lets only one of two concurrent appends at the same
 * version commit. Nothing here talks to Kafka: the {@code OutboxRelay} does.
 */
@ApplicationScoped
public class EventStore {

    @Inject
    Mutiny.SessionFactory sessions;

    @Inject
    GroupCommit groupCommit;

    /** Creates the game's row and its first event (seq 1). */
    public Uni<Void> createGame(GameRow game, EventEnvelope created) {
        return createGames(List.of(game), List.of(created));
    }

    /**
     * Creates games (a published round), each its row and its first event, all or none, in the group commit beside
     * the commands' appends ({@link GroupCommit}): a round's start is many creations at once.
     */
    public Uni<Void> createGames(List<GameRow> games, List<EventEnvelope> created) {
        return groupCommit.create(games, created.stream().map(EncodedEvent::of).toList());
    }

    /** A tournament's game at its stage, table and game number (unique, V4), if it was created. */
    public Uni<Optional<GameRow>> gameAt(String tournamentId, String stage, int tableNo, int gameNo) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from GameRow where tournamentId = :t and stage = :s and tableNo = :table "
                        + "and gameNo = :game", GameRow.class)
                .setParameter("t", tournamentId)
                .setParameter("s", stage)
                .setParameter("table", tableNo)
                .setParameter("game", gameNo)
                .getSingleResultOrNull())
                .map(Optional::ofNullable);
    }

    /** The games {@code judge} judges, oldest first. */
    public Uni<List<GameRow>> gamesJudgedBy(String judge) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from GameRow where judge = :judge order by createdAt, gameId", GameRow.class)
                .setParameter("judge", judge)
                .getResultList());
    }

    /** A published round's games (stage and round as the tournament's), by table number. */
    public Uni<List<GameRow>> roundGames(String tournamentId, String stage, int roundNo) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from GameRow where tournamentId = :t and stage = :s and roundNo = :r order by tableNo",
                        GameRow.class)
                .setParameter("t", tournamentId)
                .setParameter("s", stage)
                .setParameter("r", roundNo)
                .getResultList());
    }

    /**
     * Gives the game to another judge: its {@code JudgeAssigned} event (at the stream's next seq) with its outbox row,
     * and the row's judge, in one transaction. Fails with a unique violation when a command's append took that seq.
     */
    public Uni<Void> assignJudge(String gameId, String judge, EncodedEvent assigned) {
        return sessions.withTransaction(session -> session
                .persistAll(StoredEvent.of(assigned.envelope(), assigned.json()),
                        OutboxEntry.of(Topics.TABLE_EVENTS, assigned.envelope(), assigned.json()))
                .chain(session::flush)
                .chain(() -> session.createMutationQuery("update GameRow set judge = :judge where gameId = :game")
                        .setParameter("judge", judge)
                        .setParameter("game", gameId)
                        .executeUpdate())
                .replaceWithVoid());
    }

    /**
     * Appends a command's events after the stream's current end, with the command's answer when
     * it carries an id. Fails with a unique violation ({@link StoreConflicts#isUniqueViolation})
     * when another append won the same seq or the same command id. Appends waiting at the same time
     * share a transaction ({@link GroupCommit}).
     */
    public Uni<Void> append(List<EncodedEvent> events, AppliedCommand answer) {
        return groupCommit.append(events, answer);
    }

    public Uni<Optional<GameRow>> game(String gameId) {
        if (!storable(gameId)) {
            return Uni.createFrom().item(Optional.empty());
        }
        return sessions.withSession(session -> session.find(GameRow.class, gameId)).map(Optional::ofNullable);
    }

    /** The game's events after {@code afterSeq}, in seq order. */
    public Uni<List<EventEnvelope>> events(String gameId, long afterSeq) {
        if (!storable(gameId)) {
            return Uni.createFrom().item(List.of());
        }
        return sessions.withSession(session -> session
                        .createSelectionQuery("from StoredEvent where gameId = :game and seq > :after order by seq",
                                StoredEvent.class)
                        .setParameter("game", gameId)
                        .setParameter("after", afterSeq)
                        .getResultList())
                .map(rows -> rows.stream().map(StoredEvent::toEnvelope).toList());
    }

    /** A tournament's games, of table {@code tableNo} and judge {@code judge} when given (null: any). */
    public Uni<List<GameRow>> gamesOf(String tournamentId, Integer tableNo, String judge) {
        String query = "from GameRow where tournamentId = :tournament" + (tableNo == null ? "" : " and tableNo = :table")
                + (judge == null ? "" : " and judge = :judge") + " order by roundNo, tableNo, gameId";
        return sessions.withSession(session -> {
            var select = session.createSelectionQuery(query, GameRow.class).setParameter("tournament", tournamentId);
            if (tableNo != null) {
                select.setParameter("table", tableNo);
            }
            if (judge != null) {
                select.setParameter("judge", judge);
            }
            return select.getResultList();
        });
    }

    /**
     * A tournament's games that hold an award and are not signed: the only ones whose award may await the chief judge's
     * approval (an award is refused after {@code finalize}, and {@code finalize} is refused while one awaits).
     */
    public Uni<List<GameRow>> gamesWithUnsignedAward(String tournamentId) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from GameRow g where g.tournamentId = :t"
                        + " and exists (from StoredEvent e where e.gameId = g.gameId and e.type = 'AwardGiven')"
                        + " and not exists (from StoredEvent e where e.gameId = g.gameId and e.type = 'GameFinalized')"
                        + " order by g.roundNo, g.tableNo, g.gameId", GameRow.class)
                .setParameter("t", tournamentId)
                .getResultList());
    }

    /**
     * A page of a tournament's log, cut in PostgreSQL: the events of its games (of table {@code tableNo} and judge
     * {@code judge} when given; of the {@code types} when any) by time, then table (none last), game and seq;
     * {@code limit} of them from {@code offset}. Only the page is read.
     */
    public Uni<List<EventEnvelope>> logPage(String tournamentId, Integer tableNo, String judge, List<String> types,
            int offset, int limit) {
        String query = "select e from StoredEvent e, GameRow g where g.gameId = e.gameId and g.tournamentId = :tournament"
                + (tableNo == null ? "" : " and g.tableNo = :table") + (judge == null ? "" : " and g.judge = :judge")
                + (types.isEmpty() ? "" : " and e.type in :types")
                + " order by e.occurredAt, g.tableNo nulls last, e.gameId, e.seq";
        return sessions.withSession(session -> {
            var select = session.createSelectionQuery(query, StoredEvent.class).setParameter("tournament", tournamentId);
            if (tableNo != null) {
                select.setParameter("table", tableNo);
            }
            if (judge != null) {
                select.setParameter("judge", judge);
            }
            if (!types.isEmpty()) {
                select.setParameter("types", types);
            }
            return select.setFirstResult(offset).setMaxResults(limit).getResultList();
        }).map(rows -> rows.stream().map(StoredEvent::toEnvelope).toList());
    }

    /** The events of these games of these types, each game's in seq order. */
    public Uni<List<EventEnvelope>> eventsOf(List<String> gameIds, Set<String> types) {
        if (gameIds.isEmpty()) {
            return Uni.createFrom().item(List.of());
        }
        return sessions.withSession(session -> session
                        .createSelectionQuery("from StoredEvent where gameId in :games and type in :types order by gameId, seq",
                                StoredEvent.class)
                        .setParameter("games", gameIds)
                        .setParameter("types", types)
                        .getResultList())
                .map(rows -> rows.stream().map(StoredEvent::toEnvelope).toList());
    }

    /** The seq of the stream's last event, 0 for an unknown game. */
    public Uni<Long> lastSeq(String gameId) {
        if (!storable(gameId)) {
            return Uni.createFrom().item(0L);
        }
        return sessions.withSession(session -> session
                        .createSelectionQuery("select max(seq) from StoredEvent where gameId = :game", Long.class)
                        .setParameter("game", gameId)
                        .getSingleResultOrNull())
                .map(seq -> seq == null ? 0L : seq);
    }

    public Uni<Optional<AppliedCommand>> answerTo(String gameId, String commandId) {
        if (!storable(gameId) || !storable(commandId)) {
            return Uni.createFrom().item(Optional.empty());
        }
        return sessions.withSession(session -> session.find(AppliedCommand.class, new AppliedCommand.Key(gameId, commandId)))
                .map(Optional::ofNullable);
    }

    /**
     * Whether PostgreSQL's text can hold {@code id} (it cannot hold U+0000): an id from a path that it cannot hold
     * was never stored, so it is unknown without asking the database (which would fail the query).
     */
    static boolean storable(String id) {
        return id == null || id.indexOf('\0') < 0;
    }
}
