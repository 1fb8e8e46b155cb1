-- The latest score sheet of each game (game-scores, compacted, key gameId): a sheet replaces the stored one
-- only when its version (the last game event seq it includes) is higher, so a redelivery changes nothing.
create table protocol.score_sheets (
    game_id text   primary key,
    version bigint not null,
    sheet   text   not null
);

-- Protests (8.9) and the chief judge's decisions. Decision columns stay null while a protest is open; a
-- decision is written once (update ... where decision is null).
create table protocol.protests (
    protest_id      uuid        primary key,
    game_id         text        not null,
    tournament_id   text,
    filed_by        text        not null,
    seat            int,
    text            text        not null,
    filed_at        timestamptz not null,
    game_ended_at   timestamptz not null,
    decision        text,
    reasons         text,
    change_winner   text,
    change_annulled boolean,
    decided_by      text,
    decided_at      timestamptz
);
create index protests_by_game on protocol.protests (game_id, filed_at);
create index protests_open_by_tournament on protocol.protests (tournament_id, filed_at) where decision is null;

-- Each game's protest stream (ProtestFiled, ProtestDecided; seq 1, 2, 3 ... per game) and the outbox in one:
-- a row is written in the same transaction as the protest it records; the relay publishes rows in id order
-- to protest-events (key gameId) and stamps published_at. Nothing is ever deleted.
create table protocol.protest_events (
    id           bigserial   primary key,
    game_id      text        not null,
    seq          bigint      not null,
    event_id     uuid        not null unique,
    type         text        not null,
    envelope     text        not null,
    published_at timestamptz,
    unique (game_id, seq)
);
create index protest_events_unpublished on protocol.protest_events (id) where published_at is null;
