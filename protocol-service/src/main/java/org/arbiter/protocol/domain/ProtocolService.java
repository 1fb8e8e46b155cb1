package org.arbiter.protocol.domain;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.ZoneId;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.protocol.store.ProtestStore;
import org.arbiter.protocol.store.ScoreSheetStore;
import org.arbiter.protocol.store.TournamentGames;
import org.arbiter.stream.inbox.EventInbox;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Reads what the protocol is made of from this service's own schema and folds it (ProtocolFolder). */
@ApplicationScoped
public class ProtocolService {

    @Inject
    EventInbox inbox;

    @Inject
    ScoreSheetStore sheets;

    @Inject
    ProtestStore protests;

    @Inject
    TournamentGames games;

    @ConfigProperty(name = "arbiter.protocol.zone", defaultValue = "Europe/Moscow")
    ZoneId zone;

    public ZoneId zone() {
        return zone;
    }

    /** The game's protocol now as {@code reader} may see it ({@link ProtestAccess#shownTo}). */
    public Uni<Protocol> protocol(String gameId, ProtestAccess.Reader reader) {
        return protocol(gameId).map(game -> ProtestAccess.shownTo(game, reader));
    }

    /**
     * The protocols now of a tournament's stage, or of one round of it unless {@code round} is null, in round and
     * table order, each as {@code reader} may see it; NO_GAMES (404) when no game of them reached this service.
     */
    public Uni<List<Protocol>> protocols(String tournamentId, Stage stage, Integer round, ProtestAccess.Reader reader) {
        return games.of(tournamentId, stage, round).chain(ids -> {
            if (ids.isEmpty()) {
                return Uni.createFrom().failure(Refusal.notFound("NO_GAMES", "no game of tournament " + tournamentId
                        + ", stage " + stage + (round == null ? "" : ", round " + round) + " has reached the protocol service"));
            }
            return Multi.createFrom().iterable(ids).onItem().transformToUniAndConcatenate(id -> protocol(id, reader))
                    .collect().asList();
        });
    }

    /** The game's protocol now; GAME_NOT_FOUND (404) when no GameCreated of it arrived. */
    public Uni<Protocol> protocol(String gameId) {
        return inbox.events(EventInbox.GAME, gameId).chain(events -> {
            GameCreated created = events.stream().map(EventEnvelope::payload).filter(GameCreated.class::isInstance)
                    .map(GameCreated.class::cast).findFirst().orElse(null);
            if (created == null) {
                return Uni.createFrom().failure(Refusal.notFound("GAME_NOT_FOUND",
                        "no game " + gameId + " has reached the protocol service"));
            }
            Uni<TournamentCreated> tournament = created.tournamentId() == null ? Uni.createFrom().nullItem()
                    : inbox.events(EventInbox.TOURNAMENT, created.tournamentId()).map(ProtocolService::regulations);
            return Uni.combine().all().unis(tournament, sheets.latest(gameId), protests.ofGame(gameId))
                    .with((t, sheet, list) -> ProtocolFolder.fold(events, t, sheet, list, zone));
        });
    }

    /**
     * The chief judges the tournament names (the last TournamentStaffNamed of its stream as it reached this service;
     * none before the first): only they decide its games' protests (docs/organiser.md "Who").
     */
    public Uni<java.util.Set<String>> chiefJudges(String tournamentId) {
        return inbox.events(EventInbox.TOURNAMENT, tournamentId).map(events -> {
            java.util.Set<String> chiefs = java.util.Set.of();
            for (EventEnvelope e : events) {
                if (e.payload() instanceof org.arbiter.events.tournament.TournamentStaffNamed staff) {
                    chiefs = java.util.Set.copyOf(staff.chiefJudges());
                }
            }
            return chiefs;
        });
    }

    private static TournamentCreated regulations(List<EventEnvelope> events) {
        TournamentCreated last = null;
        for (EventEnvelope e : events) {
            if (e.payload() instanceof TournamentCreated t) {
                last = t;
            }
        }
        return last;
    }
}
