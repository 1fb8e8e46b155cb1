-- Who runs a tournament beside the organiser who registered it (docs/organiser.md "Who"): the co-organisers he names
-- and the chief judges he names (Keycloak usernames; the realm role at each request is what lets a person be named).
-- The staff as a whole also goes to tournament-events (TournamentStaffNamed) for protocol-service's protests.
create table game.tournament_staff (
    tournament_id text        not null references game.tournaments (tournament_id),
    username      text        not null,
    role          text        not null check (role in ('organiser', 'chief-judge')),
    named_by      text        not null,
    named_at      timestamptz not null,
    primary key (tournament_id, role, username)
);
create index tournament_staff_username on game.tournament_staff (username, role);
