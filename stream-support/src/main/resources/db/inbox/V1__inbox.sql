-- This service's copy of the game and tournament streams, and the position applied per stream,
-- written in one transaction: a redelivered event finds its seq applied and changes nothing.
-- stream_kind: 'game' or 'tournament'.
create table ${flyway:defaultSchema}.stream_events (
    stream_kind text  not null,
    stream_id  text   not null,
    seq        bigint not null,
    event_id   uuid   not null unique,
    type       text   not null,
    envelope   text   not null,
    primary key (stream_kind, stream_id, seq)
);

create table ${flyway:defaultSchema}.positions (
    stream_kind text   not null,
    stream_id   text   not null,
    last_seq    bigint not null,
    primary key (stream_kind, stream_id)
);
