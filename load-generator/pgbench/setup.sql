-- Scratch copy of game-service's event store for pgbench (psql -v games=200 -v notify=1 -f setup.sql;
-- notify=0 leaves the outbox's NOTIFY trigger out).
-- Same columns, keys, indexes, FK and outbox trigger as game-service's migrations (V1, V2), in a schema of its
-- own (pgbench_scratch), so that game-service's OutboxRelay never sees these rows and nothing of the real
-- schema is touched. cleanup.sql drops it.
drop schema if exists pgbench_scratch cascade;
create schema pgbench_scratch;

create table pgbench_scratch.games (
    game_id       text primary key,
    tournament_id text,
    judge         text        not null,
    created_at    timestamptz not null
);

create table pgbench_scratch.events (
    game_id        text        not null references pgbench_scratch.games (game_id),
    seq            bigint      not null,
    event_id       uuid        not null unique,
    type           text        not null,
    occurred_at    timestamptz not null,
    actor          text,
    schema_version int         not null,
    envelope       text        not null,
    primary key (game_id, seq)
);

create table pgbench_scratch.outbox (
    id        bigserial primary key,
    topic     text        not null,
    stream_id text        not null,
    seq       bigint      not null,
    envelope  text        not null,
    created_at timestamptz not null default now(),
    sent_at   timestamptz,
    xid       xid8        not null default pg_current_xact_id()
);
create index outbox_unsent_by_xid on pgbench_scratch.outbox (xid, id) where sent_at is null;

create function pgbench_scratch.notify_outbox() returns trigger language plpgsql as $$
begin
    perform pg_notify('pgbench_outbox', '');
    return null;
end $$;
\if :notify
create trigger outbox_notify after insert on pgbench_scratch.outbox
    for each statement execute function pgbench_scratch.notify_outbox();
\endif

-- one game per pgbench client; each client appends to its own game's stream (as one table's judge does)
insert into pgbench_scratch.games (game_id, judge, created_at)
select 'pgbench-' || g, 'judge', now() from generate_series(1, :games) g;
