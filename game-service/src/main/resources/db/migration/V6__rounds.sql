-- A stage's seating (rounds × tables × seats 1-10 → a registered player) and the round that published a game.
create table game.stage_seats (
    tournament_id text not null,
    stage         text not null,
    round_no      int  not null check (round_no >= 1),
    table_no      int  not null check (table_no >= 1),
    seat          int  not null check (seat between 1 and 10),
    player_id     text not null,
    primary key (tournament_id, stage, round_no, table_no, seat),
    unique (tournament_id, stage, round_no, player_id),
    foreign key (tournament_id, player_id) references game.tournament_players (tournament_id, player_id)
);

-- A published game's round (its game number too, so V4's unique (tournament, stage, table, game number) makes a
-- round's table one game); null for a game created by hand.
alter table game.games add column round_no int;
-- a judge's list of his games
create index games_judge on game.games (judge);
