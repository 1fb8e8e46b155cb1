package org.arbiter.game.domain;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.game.store.AppliedCommand;
import org.arbiter.game.store.EncodedEvent;
import org.arbiter.game.store.EventStore;
import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.rules.Command;
import org.arbiter.rules.CommandParser;
import org.arbiter.rules.CommandType;
import org.arbiter.rules.Deal;
import org.arbiter.rules.Decision;
import org.arbiter.rules.GameRules;
import org.arbiter.rules.GameState;
import org.arbiter.rules.Accepted;
import org.arbiter.rules.Parsed;
import org.arbiter.rules.Rejected;
import org.arbiter.stream.refusal.Refusal;

/** Runs a judge's command: parse, authorise, decide with the engine, append, answer. */
@ApplicationScoped
public class GameService {

    @Inject
    EventStore store;

    @Inject
    GameCache cache;

    @Inject
    TournamentService tournaments;

    @Inject
    NewGames newGames;

    Clock clock = Clock.systemUTC();

    public Uni<LoadedGame> create(NewGame body, Caller caller) {
        return newGames.parse(body, caller).chain(created -> {
            String gameId = UUID.randomUUID().toString();
            Instant now = clock.instant();
            EventEnvelope event = EventEnvelope.ofGame(gameId, 1, now, caller.subject(), created);
            GameRow record = GameRow.of(gameId, created, now);
            return store.createGame(record, event).map(done -> {
                LoadedGame loaded = new LoadedGame(record, GameRules.start(created), 1);
                cache.remember(loaded);
                return loaded;
            }).onFailure(StoreConflicts::isUniqueViolation).recoverWithUni(taken -> createdBefore(created, caller)
                    .map(first -> first.orElseThrow(() -> Refusal.conflict("GAME_EXISTS", "tournament "
                            + created.tournamentId() + " already has game " + created.gameNo() + " of table "
                            + created.tableNo() + " in stage " + created.stage()))));
        });
    }

    /**
     * The game a resend of this creation made (a tablet that got no answer in time sends the same request again):
     * the game at the creation's table whose first event is this caller's and sets it up exactly so, as the first
     * answer saw it. Empty when that game was set up otherwise or by someone else: then the table is taken.
     */
    private Uni<Optional<LoadedGame>> createdBefore(GameCreated created, Caller caller) {
        return store.gameAt(created.tournamentId(), created.stage().name(), created.tableNo(), created.gameNo())
                .chain(row -> row.isEmpty() ? Uni.createFrom().item(Optional.<LoadedGame>empty())
                        : store.events(row.get().gameId, 0).map(events -> {
                            EventEnvelope first = events.get(0);
                            boolean resent = first.actor().equals(caller.subject()) && first.payload().equals(created);
                            return resent ? Optional.of(new LoadedGame(row.get(), GameRules.start(created), 1))
                                    : Optional.<LoadedGame>empty();
                        }));
    }

    /** The games the caller judges, as stored (another instance may have moved one on since this one cached it), oldest first. */
    public Uni<List<LoadedGame>> judgedBy(Caller caller) {
        return store.gamesJudgedBy(caller.subject()).chain(rows -> io.smallrye.mutiny.Multi.createFrom().iterable(rows)
                .onItem().transformToUniAndConcatenate(row -> cache.load(row.gameId))
                .collect().asList());
    }

    public Uni<CommandOutcome> execute(String gameId, JsonNode body, String ifMatch, Caller caller) {
        RequestLimits.check(body);
        String commandId = body != null && body.path("commandId").isTextual() ? body.get("commandId").asText() : null;
        return cache.cachedOrLoad(gameId).chain(cached -> staffOf(cached, caller).chain(staff -> runnableBy(gameId, cached, caller, staff)
                .chain(game -> answerTo(gameId, commandId, caller, staff).chain(previous -> previous != null ? Uni.createFrom().item(previous)
                        : attempt(gameId, Uni.createFrom().item(game), body, ifMatch, caller, staff, commandId, true)))));
    }

    /**
     * The staff of the game's tournament, when it may matter: for a caller with a chief judge's or an organiser's role
     * (a judge's own commands need no lookup). A game keeps its tournament, so it is asked once a request.
     */
    private Uni<TournamentStaff> staffOf(LoadedGame game, Caller caller) {
        if (!caller.has(Caller.CHIEF_JUDGE) && !caller.has(Caller.ORGANISER)) {
            return Uni.createFrom().item(TournamentStaff.FRIENDLY);   // grants nothing without those roles
        }
        return tournaments.staffOf(game.row().tournamentId);
    }

    /**
     * The game, if the caller may run it. Refused on this instance's cached row, it is asked again of the stored one:
     * the table may have been given to the caller through another instance since.
     */
    private Uni<LoadedGame> runnableBy(String gameId, LoadedGame cached, Caller caller, TournamentStaff staff) {
        return Uni.createFrom().deferred(() -> {
            GameAccess.mayRun(cached.row(), caller, staff);
            return Uni.createFrom().item(cached);
        }).onFailure(Refusal.class).recoverWithUni(refused -> cache.load(gameId).invoke(stored -> GameAccess.mayRun(stored.row(), caller, staff)));
    }

    /** The game for its judge's view or log: the game's judge, a chief judge or an organiser. */
    public Uni<LoadedGame> read(String gameId, Caller caller) {
        return cache.load(gameId).chain(game -> staffOf(game, caller).map(staff -> {
            GameAccess.mayRead(game.row(), caller, staff);
            return game;
        }));
    }

    /**
     * Decides on the given state and appends. Losing the race for the next seq means the state was
     * stale: the command is decided once more on the stored stream (If-Match still applies), and a
     * second loss is 409. A refusal is never decided on a state that may be stale either: another
     * instance may have appended since this one cached the game, and the command may be right on the
     * stored stream (the deal made there, then endNight sent here); so the first attempt's refusal
     * stands only when the stream holds nothing newer, else the command is decided on what it holds.
     */
    private Uni<CommandOutcome> attempt(String gameId, Uni<LoadedGame> state, JsonNode body, String ifMatch, Caller caller,
            TournamentStaff staff, String commandId, boolean retry) {
        return state.chain(game -> Uni.createFrom().deferred(() -> decideAndAppend(game, body, ifMatch, caller, staff, commandId))
                        .onFailure(Refusal.class).recoverWithUni(refused -> !retry ? Uni.createFrom().failure(refused)
                                : cache.load(gameId).chain(stored -> stored.lastSeq() == game.lastSeq()
                                        ? Uni.createFrom().failure(refused)
                                        : decideAndAppend(stored, body, ifMatch, caller, staff, commandId))))
                .onFailure(StoreConflicts::isUniqueViolation).recoverWithUni(conflict -> {
                    cache.forget(gameId);
                    return answerTo(gameId, commandId, caller, staff).chain(raced -> raced != null ? Uni.createFrom().item(raced)
                            : retry ? attempt(gameId, cache.load(gameId), body, ifMatch, caller, staff, commandId, false)
                            : Uni.createFrom().failure(Refusal.conflict("CONCURRENT_COMMAND",
                                    "another command was accepted first; reload the game and send it again")));
                });
    }

    /** The first answer to the command id, for a caller who may send the command first sent with it. */
    private Uni<CommandOutcome> answerTo(String gameId, String commandId, Caller caller, TournamentStaff staff) {
        return commandId == null ? Uni.createFrom().nullItem()
                : store.answerTo(gameId, commandId).map(found -> found.map(a -> {
                    GameAccess.maySend(CommandType.ofWireName(a.commandType), caller, staff);
                    return CommandOutcome.of(a.status, a.response);
                }).orElse(null));
    }

    private Uni<CommandOutcome> decideAndAppend(LoadedGame game, JsonNode body, String ifMatch, Caller caller,
            TournamentStaff staff, String commandId) {
        GameAccess.mayRun(game.row(), caller, staff);   // again on a reloaded game: its judge may have been reassigned meanwhile
        Parsed parsed = CommandParser.parse(body);
        if (parsed.rejection() != null) {
            return Uni.createFrom().failure(Refusals.of(parsed.rejection()));
        }
        Command command = parsed.command();
        if (command instanceof Deal deal && deal.roles() == null) {
            command = new Deal(SecureDeal.roles(), true);   // the engine's own random deal is seeded, not secure
        }
        GameAccess.maySend(command.type(), caller, staff);
        if (command.type() == CommandType.UNDO && !game.wholeHistory()) {
            // the cache keeps only the last undo frame; the state after the undo needs the one before it
            return cache.whole(game.row().gameId).chain(whole -> decideAndAppend(whole, body, ifMatch, caller, staff, commandId));
        }
        checkVersion(game, ifMatch);
        Instant now = clock.instant();
        Decision decision = GameRules.decide(game.state(), command, now);
        if (decision instanceof Rejected rejected) {
            return Uni.createFrom().failure(Refusals.of(rejected.rejection()));
        }
        AcceptedCommand accepted = accept(game, ((Accepted) decision).events(), now, caller.subject());
        AppliedCommand stored = commandId == null ? null : AppliedCommand.of(game.row().gameId, commandId,
                command.type().wireName(), accepted.answer().status(), accepted.answer().jsonText());
        return store.append(accepted.events(), stored).map(done -> {
            cache.remember(accepted.next());
            return accepted.answer();
        });
    }

    /** An accepted command's events: the game after them, the events as they are stored, and the judge's answer. */
    public record AcceptedCommand(LoadedGame next, List<EncodedEvent> events, CommandOutcome answer) {
    }

    /**
     * Applies an accepted command's events to the game, numbering them from its last seq, each encoded once (the
     * stored JSON is the answer's too). Pure: the command path and its warm-up (game-service's {@code warmup} package) run it.
     */
    public static AcceptedCommand accept(LoadedGame game, List<GameEvent> events, Instant now, String actor) {
        List<EncodedEvent> envelopes = new ArrayList<>(events.size());
        GameState state = game.state();
        long seq = game.lastSeq();
        for (GameEvent event : events) {
            envelopes.add(EncodedEvent.of(EventEnvelope.ofGame(game.row().gameId, ++seq, now, actor, event)));
            state = GameRules.evolve(state, event);
        }
        LoadedGame next = new LoadedGame(game.row(), state, seq, game.wholeHistory());
        return new AcceptedCommand(next, envelopes, new CommandOutcome(200, answer(next, envelopes)));
    }

    private static void checkVersion(LoadedGame game, String ifMatch) {
        if (ifMatch == null || ifMatch.isBlank()) {
            return;
        }
        String expected = ifMatch.trim().replace("W/", "").replace("\"", "");
        if (!expected.equals(Long.toString(game.version()))) {
            throw Refusal.conflict("STALE_VERSION",
                    "the game is at version " + game.version() + ", not " + expected);
        }
    }

    /** {@code {"version": n, "events": [...], "state": {...}}}, the events as the JSON they are stored with. */
    private static byte[] answer(LoadedGame game, List<EncodedEvent> events) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(8192);
        try (JsonGenerator json = EventJson.MAPPER.createGenerator(out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeNumberField("version", game.version());
            json.writeArrayFieldStart("events");
            for (EncodedEvent event : events) {
                json.writeRawValue(event.json());
            }
            json.writeEndArray();
            json.writeFieldName("state");
            EventJson.MAPPER.writeValue(json, GameRules.judgeView(game.state()));
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
