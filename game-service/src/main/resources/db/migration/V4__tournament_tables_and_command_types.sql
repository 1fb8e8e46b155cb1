-- A tournament's (stage, table, game number) is one game (TABLE-API "Creating a game"; issue 13): two creations
-- of the same table's game cannot both win. Rows written before this migration keep nulls (not constrained;
-- a backfill could meet an old duplicate and stop the start).
alter table game.games
    add column stage    text,
    add column table_no int,
    add column game_no  int;
create unique index games_tournament_table on game.games (tournament_id, stage, table_no, game_no)
    where tournament_id is not null;

-- A repeated commandId answers only a caller allowed to send the command first sent with it (GameAccess).
alter table game.applied_commands add column command_type text;
