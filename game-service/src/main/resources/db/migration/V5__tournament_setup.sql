-- A tournament's set-up: its registered players and its judges. Players reach the other services as the
-- tournament stream's TournamentCreated and PlayersRegistered events; these rows are game-service's own index of
-- them (a game's players must be registered; a nickname or an external id is registered once per tournament).
create table game.tournament_players (
    tournament_id text        not null references game.tournaments (tournament_id),
    player_id     text        not null,
    registration_no int       not null,
    nickname      text        not null,
    club          text,
    external_id   text,
    registered_at timestamptz not null,
    primary key (tournament_id, player_id),
    unique (tournament_id, registration_no)
);
create unique index tournament_players_nickname on game.tournament_players (tournament_id, lower(nickname));
create unique index tournament_players_external_id on game.tournament_players (tournament_id, external_id)
    where external_id is not null;

-- The tournament's judges: Keycloak usernames (the token's preferred_username), taken on the organiser's word;
-- the token at each request decides whether the user is a judge at all.
create table game.tournament_judges (
    tournament_id text        not null references game.tournaments (tournament_id),
    username      text        not null,
    registered_by text        not null,
    registered_at timestamptz not null,
    primary key (tournament_id, username)
);

-- The existing tournaments' players (from their regulations) into the index; a nickname an old tournament
-- registered twice keeps its first player only.
insert into game.tournament_players (tournament_id, player_id, registration_no, nickname, registered_at)
select t.tournament_id, p.player ->> 'playerId', p.no, p.player ->> 'nickname', t.created_at
from game.tournaments t, jsonb_array_elements((t.regulations::jsonb) -> 'players') with ordinality p (player, no)
on conflict do nothing;
