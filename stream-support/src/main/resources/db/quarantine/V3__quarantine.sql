-- Records an outbox could never publish (too large for the broker, unserialisable), set aside with the
-- broker's reason so the records behind them flow on (docs/reliability.md "Poison records"). The record
-- is kept whole: an operator can fix and republish it, and the gap it leaves in its stream stays flagged
-- by every consumer until then.
create table ${flyway:defaultSchema}.quarantine (
    id             bigserial   primary key,
    topic          text        not null,
    record_key     text        not null,
    record_value   text,
    reason         text        not null,
    quarantined_at timestamptz not null default now()
);
