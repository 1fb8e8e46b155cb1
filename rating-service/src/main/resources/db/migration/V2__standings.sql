-- The standings read model. Every table is written in the same transaction as the position it reflects
-- (rating.positions for the streams, score_sheets.version for game-scores), so a redelivery changes nothing.

-- a tournament's regulations (TournamentCreated), as the standings need them
create table rating.tournaments (
    tournament_id text primary key,
    plan          text not null
);

-- the newest score sheet of each game (game-scores is compacted, key gameId; version = last event seq)
create table rating.score_sheets (
    game_id       text   primary key,
    tournament_id text   not null,
    version       bigint not null,
    sheet         text   not null
);
create index score_sheets_tournament on rating.score_sheets (tournament_id);

-- per game, from table-events: nicknames and players removed from the tournament (7.3), undo applied
create table rating.game_facts (
    game_id       text primary key,
    tournament_id text not null,
    nicknames     text not null,
    removed       text not null
);
create index game_facts_tournament on rating.game_facts (tournament_id);

-- the 8.8.5 lots: drawn once, recorded, reused on every recomputation
create table rating.lots (
    tournament_id text   not null,
    player_id     text   not null,
    lot           bigint not null,
    seed          text   not null,
    drawn_in      bigint not null,
    primary key (tournament_id, player_id)
);

-- the current standings of each tournament: version and the table (without version) to detect a change
create table rating.standings (
    tournament_id text   primary key,
    version       bigint not null,
    body          text   not null
);

-- every version's message, for the SSE feed's Last-Event-ID resume
create table rating.standings_versions (
    tournament_id text   not null,
    version       bigint not null,
    message       text   not null,
    primary key (tournament_id, version)
);

-- the table feed's broadcast delay per tournament, set by an organiser
create table rating.broadcast_delays (
    tournament_id text primary key,
    seconds       int  not null check (seconds >= 0 and seconds <= 3600)
);
