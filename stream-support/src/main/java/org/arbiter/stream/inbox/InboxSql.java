package org.arbiter.stream.inbox;

/**
 * The inbox's statements on a service's schema: {@code <schema>.stream_runs} ({@code db/inbox/V6__stream_runs.sql}),
 * {@code <schema>.positions} ({@code db/inbox/V1__inbox.sql}) and {@code <schema>.parked_events}
 * ({@code db/inbox/V4__parked_events.sql}). A batch's rows go in one statement, one array a column: a row a statement
 * costs the server a round of planning and execution each (docs/benchmarks.md "Catching up a backlog").
 */
record InboxSql(String positions, String parked, String store, String park, String unpark, String move, String events,
        String eventsOfStreams, String gaps) {

    static InboxSql of(String schema) {
        String ofStreams = "where (stream_kind, stream_id) in (select * from unnest($1::text[], $2::text[]))";
        return new InboxSql(
                "select stream_kind, stream_id, last_seq from " + schema + ".positions " + ofStreams,
                "select stream_kind, stream_id, seq, event_id, type, envelope from " + schema + ".parked_events "
                        + ofStreams + " order by stream_kind, stream_id, seq",
                "insert into " + schema + ".stream_runs (stream_kind, stream_id, first_seq, last_seq, envelopes)"
                        + " select * from unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[])",
                "insert into " + schema + ".parked_events (stream_kind, stream_id, seq, event_id, type, envelope)"
                        + " select * from unnest($1::text[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::text[])"
                        + " on conflict do nothing",
                "delete from " + schema + ".parked_events where stream_kind = $1 and stream_id = $2 and seq = $3",
                "insert into " + schema + ".positions as p (stream_kind, stream_id, last_seq) "
                        + "select * from unnest($1::text[], $2::text[], $3::bigint[]) "
                        + "on conflict (stream_kind, stream_id) do update set last_seq = excluded.last_seq",
                "select envelopes from " + schema + ".stream_runs where stream_kind = $1 and stream_id = $2 order by first_seq",
                "select stream_id, envelopes from " + schema + ".stream_runs where stream_kind = $1 "
                        + "and stream_id = any($2) order by stream_id, first_seq",
                "select k.stream_kind, k.stream_id, coalesce(p.last_seq, 0) + 1 as missing_seq, count(*) as parked, "
                        + "min(k.parked_at) as since from " + schema + ".parked_events k left join " + schema + ".positions p "
                        + "using (stream_kind, stream_id) group by k.stream_kind, k.stream_id, p.last_seq order by since");
    }

    /**
     * A query of every stored game's first event (its {@code GameCreated}), as columns {@code stream_id} and
     * {@code envelope}, to be read as a subquery: a game's first run begins at seq 1, and its first line is that event.
     */
    static String firstEventsOfGames(String schema) {
        return "select stream_id, split_part(envelopes, E'\\n', 1) as envelope from " + schema + ".stream_runs "
                + "where stream_kind = '" + EventInbox.GAME + "' and first_seq = 1";
    }
}
