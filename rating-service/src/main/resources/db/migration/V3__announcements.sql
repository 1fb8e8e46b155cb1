-- What the instances of rating-service sharing this schema tell each other (Announcements LISTENs), delivered at
-- the commit: every standings version ("tournamentId version"), so that each instance's SSE clients get the
-- versions another instance made, and every broadcast delay set ("tournamentId seconds"), so that each instance's
-- table feed holds it back as long (docs/deploy.md "Two instances").
create function rating.announce_standings() returns trigger language plpgsql as $$
begin
    perform pg_notify('rating_standings', new.tournament_id || ' ' || new.version);
    return null;
end
$$;

create trigger standings_versions_announced after insert on rating.standings_versions
    for each row execute function rating.announce_standings();

create function rating.announce_delay() returns trigger language plpgsql as $$
begin
    perform pg_notify('rating_delays', new.tournament_id || ' ' || new.seconds);
    return null;
end
$$;

create trigger broadcast_delays_announced after insert or update on rating.broadcast_delays
    for each row execute function rating.announce_delay();
