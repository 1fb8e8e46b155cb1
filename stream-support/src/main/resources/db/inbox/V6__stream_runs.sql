-- A stream's events are stored as runs: the events of one stream that one batch stored, in seq order, one envelope (the
-- record's JSON, on one line) a line. A batch applies a few events each of many streams (a round's hundred tables
-- interleaved, or one event of one stream at a table's pace), and a row an event cost PostgreSQL most of a catch-up's
-- time in the database: 1.17 million rows for 10,000 games, each a tuple, an index entry and a WAL record
-- (docs/benchmarks.md "Catching up a backlog", eighth round). A run is one of each, whatever its length.
--
-- What made every event stored once stays so: a run begins at the stream's stored position + 1 (positions, written in
-- the same transaction), so two transactions storing the same events of a stream begin their runs at the same
-- first_seq and the primary key refuses the second; a run never overlaps another.
-- A line break in an envelope can only be whitespace between JSON's tokens (JSON's strings hold none raw), so the
-- copy below writes it as a space, as the inbox does.
--
-- A catch-up's runs are ~20 events, ~4.5 kB. They are kept in the row, uncompressed, up to a row of 8 kB (storage
-- external, toast_tuple_target): PostgreSQL's pglz compression of them cost half of what the runs saved (measured
-- alone: 600 batches of 10,000 games' events took 2.9 s as rows, 1.4 s as pglz-compressed runs, 0.35 s as runs kept
-- in the row); lz4 would cost less, but the PostgreSQL the tests run is built without it. The table takes the space
-- the rows took.
create table ${flyway:defaultSchema}.stream_runs (
    stream_kind text   not null,
    stream_id   text   not null,
    first_seq   bigint not null,
    last_seq    bigint not null,
    envelopes   text   not null,
    primary key (stream_kind, stream_id, first_seq)
) with (toast_tuple_target = 8160);
alter table ${flyway:defaultSchema}.stream_runs alter column envelopes set storage external;

insert into ${flyway:defaultSchema}.stream_runs (stream_kind, stream_id, first_seq, last_seq, envelopes)
select stream_kind, stream_id, seq, seq, replace(envelope, E'\n', ' ') from ${flyway:defaultSchema}.stream_events;

drop table ${flyway:defaultSchema}.stream_events;
