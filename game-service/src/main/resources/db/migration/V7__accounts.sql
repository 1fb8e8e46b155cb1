-- The logins the organisers made (docs/organiser.md "Logins"). Keycloak keeps the user, his password and whether he
-- may sign in; this is who made him and in which role (an organiser sees and changes only the accounts he made),
-- and the audit of every change: who made it and when. A one-time password is never stored here.
create table game.accounts (
    username   text        primary key,
    name       text        not null,
    role       text        not null check (role in ('judge', 'chief-judge', 'player')),
    created_by text        not null,
    created_at timestamptz not null
);
create index accounts_created_by on game.accounts (created_by, created_at);

create table game.account_changes (
    change_id  bigint generated always as identity primary key,
    username   text        not null references game.accounts (username),
    change     text        not null check (change in ('CREATED', 'PASSWORD_RESET', 'DISABLED', 'ENABLED')),
    changed_by text        not null,
    changed_at timestamptz not null
);
create index account_changes_username on game.account_changes (username, change_id);
