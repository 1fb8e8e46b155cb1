-- Events that arrived beyond a missing seq of their stream, waiting for it (never folded over the hole): when the
-- missing event is stored, the parked ones behind it move to stream_events in seq order, in the same transaction.
create table ${flyway:defaultSchema}.parked_events (
    stream_kind text        not null,
    stream_id   text        not null,
    seq         bigint      not null,
    event_id    uuid        not null,
    type        text        not null,
    envelope    text        not null,
    parked_at   timestamptz not null default now(),
    primary key (stream_kind, stream_id, seq)
);
