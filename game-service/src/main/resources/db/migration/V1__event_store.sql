-- The game's truth: one append-only stream per game. (game_id, seq) is unique, so two concurrent
-- appends at the same version cannot both win.
create table game.games (
    game_id       text primary key,
    tournament_id text,
    judge         text        not null,
    created_at    timestamptz not null
);

create table game.events (
    game_id        text        not null references game.games (game_id),
    seq            bigint      not null,
    event_id       uuid        not null unique,
    type           text        not null,
    occurred_at    timestamptz not null,
    actor          text,
    schema_version int         not null,
    envelope       text        not null,
    primary key (game_id, seq)
);

-- Tournament streams: the same shape, key tournament_id.
create table game.tournaments (
    tournament_id text primary key,
    created_by    text        not null,
    created_at    timestamptz not null,
    regulations   text        not null
);

create table game.tournament_events (
    tournament_id  text        not null references game.tournaments (tournament_id),
    seq            bigint      not null,
    event_id       uuid        not null unique,
    type           text        not null,
    occurred_at    timestamptz not null,
    actor          text,
    envelope       text        not null,
    primary key (tournament_id, seq)
);

-- A judge's tablet retries: a command id already applied returns its first answer.
create table game.applied_commands (
    game_id    text   not null,
    command_id text   not null,
    status     int    not null,
    response   text   not null,
    primary key (game_id, command_id)
);

-- Transactional outbox, written in the same transaction as the events; the relay publishes
-- rows in id order (which is seq order per stream) and marks them sent.
create table game.outbox (
    id        bigserial primary key,
    topic     text        not null,
    stream_id text        not null,
    seq       bigint      not null,
    envelope  text        not null,
    created_at timestamptz not null default now(),
    sent_at   timestamptz
);
create index outbox_unsent on game.outbox (id) where sent_at is null;

-- Wake the relay at commit time instead of polling.
create function game.notify_outbox() returns trigger language plpgsql as $$
begin
    perform pg_notify('outbox', '');
    return null;
end $$;
create trigger outbox_notify after insert on game.outbox
    for each statement execute function game.notify_outbox();
