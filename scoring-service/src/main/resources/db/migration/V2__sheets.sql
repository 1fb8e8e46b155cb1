-- One score sheet per game, the latest version, written in the same transaction as the event that changed it
-- (EventInbox + SheetStore). It is also the outbox of the compacted topic game-scores: the publisher sends
-- rows whose version > published_version (key game_id, value = sheet; a null sheet, when an undo took the
-- game's end back, is sent as a tombstone) and then records published_version.
create table scoring.sheets (
    game_id           text   primary key,
    version           bigint not null,
    sheet             text,
    published_version bigint not null default 0
);

create index sheets_unpublished on scoring.sheets (game_id) where version > published_version;
