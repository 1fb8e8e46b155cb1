-- stream_events keeps a stream's events by (stream_kind, stream_id, seq), its primary key, which is what makes every
-- record applied once. The unique index on event_id that V1 gave it is read by no query (no consumer looks an event up
-- by its id; game-service's event store, where ids are made, keeps them unique) and was the dearest part of storing an
-- event: a random uuid lands on a random page of the index, so each batch touched ~2,000 pages of it. Without it,
-- inserting 400,000 events in batches of 2,000 took 1.9 s instead of 3.3 s (docs/benchmarks.md "Catching up a
-- backlog", fifth round).
alter table ${flyway:defaultSchema}.stream_events drop constraint if exists stream_events_event_id_key;
