-- The relay reads the outbox from a cursor instead of from its oldest unsent row: an index scan for that
-- row walked every row marked sent since the last vacuum (their entries stay in the partial index until
-- then), and under load each pass grew slower. xid is the inserting transaction. A game's later command
-- is always in a later transaction (it is decided only after the earlier one committed), so publishing in
-- (xid, id) order keeps each game's seq order; and every transaction below a snapshot's xmin has ended,
-- so once the relay has taken every visible unsent row, nothing unsent is left below that xmin.
alter table game.outbox add column xid xid8 not null default pg_current_xact_id();
create index outbox_unsent_by_xid on game.outbox (xid, id) where sent_at is null;
drop index game.outbox_unsent;
