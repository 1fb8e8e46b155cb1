package org.arbiter.game.store;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.Topics;

/**
 * Group commit of the commands' appends and the games' creations. The appends that wait while a transaction is in
 * flight go together into the next one: one statement (so one transaction and one round trip) writes all their new
 * games' rows, their events, their outbox rows (in the order given, so in seq order per game) and their commands'
 * answers. A round's start is a thousand creations at once: each is one row and one event, so they batch as commands
 * do (docs/benchmarks.md "A round's burst"). Each append still commits
 * or fails as a whole: a batch that fails (a lost race on (game_id, seq) or a repeated command id)
 * is written again one append per transaction, so only the append at fault fails, with the
 * database's own unique violation.
 */
@ApplicationScoped
public class GroupCommit {

    /** Appends in one transaction at most. */
    static final int MAX_BATCH = 128;
    /** Transactions in flight at once. */
    static final int MAX_IN_FLIGHT = 2;

    private static final String WRITE = """
            with games as (
                insert into game.games (game_id, tournament_id, judge, stage, table_no, game_no, created_at, round_no)
                select * from unnest($15::text[], $16::text[], $17::text[], $18::text[], $19::int[], $20::int[],
                                     $21::timestamptz[], $22::int[])
            ), events as (
                insert into game.events (game_id, seq, event_id, type, occurred_at, actor, schema_version, envelope)
                select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::timestamptz[], $6::text[],
                                     $7::int[], $8::text[])
            ), answers as (
                insert into game.applied_commands (game_id, command_id, status, response, command_type)
                select * from unnest($9::text[], $10::text[], $11::int[], $12::text[], $14::text[])
            )
            insert into game.outbox (topic, stream_id, seq, envelope, created_at)
            select $13, game_id, seq, envelope, occurred_at
            from unnest($1::text[], $2::bigint[], $8::text[], $5::timestamptz[]) with ordinality
                as e(game_id, seq, envelope, occurred_at, n)
            order by n""";

    /** One command's events (each with its JSON) and, when it carries an id, its answer; or new games and their first events. */
    private record Append(List<GameRow> games, List<EncodedEvent> events, AppliedCommand answer,
            UniEmitter<? super Void> done, Context context) {
    }

    @Inject
    Pool pool;

    private final Queue<Append> waiting = new ConcurrentLinkedQueue<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger unfinished = new AtomicInteger();

    /** Appends given and not yet committed or failed (queued or in a transaction in flight). */
    public int unfinished() {
        return unfinished.get();
    }

    /** Commits the events and the answer, together with whatever other appends wait at the same time. */
    public Uni<Void> append(List<EncodedEvent> events, AppliedCommand answer) {
        return commit(List.of(), events, answer);
    }

    /** Commits the games' rows and their first events, all or none, with whatever other appends wait at the same time. */
    public Uni<Void> create(List<GameRow> games, List<EncodedEvent> created) {
        return commit(games, created, null);
    }

    private Uni<Void> commit(List<GameRow> games, List<EncodedEvent> events, AppliedCommand answer) {
        return Uni.createFrom().emitter(done -> {
            unfinished.incrementAndGet();
            waiting.add(new Append(games, events, answer, done, Vertx.currentContext()));
            startBatches();
        });
    }

    private void startBatches() {
        while (!waiting.isEmpty()) {
            int running = inFlight.get();
            if (running >= MAX_IN_FLIGHT) {
                return;
            }
            if (!inFlight.compareAndSet(running, running + 1)) {
                continue;
            }
            List<Append> batch = new ArrayList<>();
            for (Append next = waiting.poll(); next != null; next = batch.size() < MAX_BATCH ? waiting.poll() : null) {
                batch.add(next);
            }
            if (batch.isEmpty()) {
                inFlight.decrementAndGet();
                continue;
            }
            Uni.createFrom().deferred(() -> write(batch)).subscribe().with(ok -> {
                finished();
                batch.forEach(a -> complete(a, null));
            }, failure -> {
                finished();
                if (batch.size() == 1) {
                    complete(batch.getFirst(), failure);
                } else {
                    batch.forEach(this::alone);
                }
            });
        }
    }

    private void finished() {
        inFlight.decrementAndGet();
        startBatches();
    }

    /** After a batch failed: the append in a transaction of its own, so that it fails only for its own fault. */
    private void alone(Append append) {
        Uni.createFrom().deferred(() -> write(List.of(append))).subscribe()
                .with(ok -> complete(append, null), failure -> complete(append, failure));
    }

    /** Answers the append's caller on its own Vert.x context (where it called from). */
    private void complete(Append append, Throwable failure) {
        unfinished.decrementAndGet();
        Runnable finish = failure == null ? () -> append.done().complete(null) : () -> append.done().fail(failure);
        if (append.context() == null) {
            finish.run();
        } else {
            append.context().runOnContext(ignored -> finish.run());
        }
    }

    private Uni<Void> write(List<Append> batch) {
        int events = 0;
        int answers = 0;
        for (Append a : batch) {
            events += a.events().size();
            answers += a.answer() == null ? 0 : 1;
        }
        String[] gameIds = new String[events];
        Long[] seqs = new Long[events];
        UUID[] eventIds = new UUID[events];
        String[] types = new String[events];
        OffsetDateTime[] occurredAt = new OffsetDateTime[events];
        String[] actors = new String[events];
        Integer[] schemaVersions = new Integer[events];
        String[] envelopes = new String[events];
        String[] answerGames = new String[answers];
        String[] commandIds = new String[answers];
        Integer[] statuses = new Integer[answers];
        String[] responses = new String[answers];
        String[] commandTypes = new String[answers];
        int i = 0;
        int j = 0;
        for (Append a : batch) {
            for (EncodedEvent encoded : a.events()) {
                EventEnvelope e = encoded.envelope();
                gameIds[i] = e.gameId();
                seqs[i] = e.seq();
                eventIds[i] = e.eventId();
                types[i] = e.type();
                occurredAt[i] = e.occurredAt().atOffset(ZoneOffset.UTC);
                actors[i] = e.actor();
                schemaVersions[i] = e.schemaVersion();
                envelopes[i] = encoded.json();
                i++;
            }
            if (a.answer() != null) {
                answerGames[j] = a.answer().gameId;
                commandIds[j] = a.answer().commandId;
                statuses[j] = a.answer().status;
                responses[j] = a.answer().response;
                commandTypes[j] = a.answer().commandType;
                j++;
            }
        }
        List<Object> values = new ArrayList<>(List.<Object>of(gameIds, seqs, eventIds, types, occurredAt, actors, schemaVersions,
                envelopes, answerGames, commandIds, statuses, responses, Topics.TABLE_EVENTS, commandTypes));
        values.addAll(gameColumns(batch));
        // one statement is one transaction: no BEGIN and COMMIT round trips
        return pool.preparedQuery(WRITE).execute(Tuple.from(values)).replaceWithVoid();
    }

    /** The batch's new games' rows as the statement's columns $15 … $22. */
    private static List<Object> gameColumns(List<Append> batch) {
        List<GameRow> rows = batch.stream().flatMap(a -> a.games().stream()).toList();
        int n = rows.size();
        String[] gameIds = new String[n];
        String[] tournamentIds = new String[n];
        String[] judges = new String[n];
        String[] stages = new String[n];
        Integer[] tableNos = new Integer[n];
        Integer[] gameNos = new Integer[n];
        OffsetDateTime[] createdAt = new OffsetDateTime[n];
        Integer[] roundNos = new Integer[n];
        for (int i = 0; i < n; i++) {
            GameRow row = rows.get(i);
            gameIds[i] = row.gameId;
            tournamentIds[i] = row.tournamentId;
            judges[i] = row.judge;
            stages[i] = row.stage;
            tableNos[i] = row.tableNo;
            gameNos[i] = row.gameNo;
            createdAt[i] = row.createdAt.atOffset(ZoneOffset.UTC);
            roundNos[i] = row.roundNo;
        }
        return List.of(gameIds, tournamentIds, judges, stages, tableNos, gameNos, createdAt, roundNos);
    }
}
