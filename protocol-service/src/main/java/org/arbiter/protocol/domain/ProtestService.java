package org.arbiter.protocol.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.protest.ProtestDecided;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.protest.ProtestFiled;
import org.arbiter.protocol.store.ProtestStore;
import org.arbiter.stream.refusal.Refusal;

/** Files and decides protests (ProtestRules), recording each with its event and announcing the commit (ProtestCommitted) so the relay publishes it. */
@ApplicationScoped
public class ProtestService {

    public static final int MAX_TEXT = 2000;

    @Inject
    ProtocolService protocols;

    @Inject
    ProtestStore store;

    @Inject
    Event<ProtestCommitted> committed;

    @Inject
    Clock clock;

    public Uni<Protest> file(String gameId, String caller, String text) {
        String body = text == null ? "" : text.strip();
        if (body.isEmpty() || body.length() > MAX_TEXT) {
            return Uni.createFrom().failure(Refusal.malformed("MALFORMED_REQUEST",
                    "text: the protest as written, 1–" + MAX_TEXT + " characters"));
        }
        Instant now = now();
        return protocols.protocol(gameId).chain(game -> {
            ProtestRules.Filer filer = ProtestRules.filer(game, caller, now);
            String id = UUID.randomUUID().toString();
            Protest protest = new Protest(id, gameId, game.tournamentId(), filer.name(), filer.seat(), body, now,
                    filer.gameEndedAt(), null, null, null, null, null, null);
            ProtestFiled filed = new ProtestFiled(id, game.tournamentId(), filer.name(), filer.seat(), body,
                    filer.gameEndedAt());
            return store.file(protest, seq -> EventEnvelope.ofGame(gameId, seq, now, caller, filed));
        }).invoke(() -> committed.fire(new ProtestCommitted(gameId)));
    }

    public Uni<Protest> decide(String gameId, String protestId, String chief, ProtestDecision decision,
            String reasons, ProtestDecided.ResultChange change) {
        String why = reasons == null ? "" : reasons.strip();
        if (decision == null || why.isEmpty() || why.length() > MAX_TEXT) {
            return Uni.createFrom().failure(Refusal.malformed("MALFORMED_REQUEST",
                    "decision UPHELD or REJECTED, and reasons of 1–" + MAX_TEXT + " characters"));
        }
        if (change != null && (decision == ProtestDecision.REJECTED || (change.winner() == null) != change.annulled())) {
            return Uni.createFrom().failure(Refusal.malformed("MALFORMED_REQUEST",
                    "resultChange only with UPHELD: a winner (RED, BLACK, DRAW), or annulled true without a winner"));
        }
        Instant now = now();
        ProtestDecided decided = new ProtestDecided(protestId, decision, why, change);
        return mayDecide(gameId, chief).chain(() -> store.one(gameId, protestId)).chain(existing -> {
            if (existing == null) {
                return Uni.createFrom().failure(Refusal.notFound("PROTEST_NOT_FOUND",
                        "no protest " + protestId + " on game " + gameId));
            }
            return store.decide(gameId, protestId, decided, chief, now,
                            seq -> EventEnvelope.ofGame(gameId, seq, now, chief, decided))
                    .onItem().ifNull().failWith(() -> new Refusal(Refusal.Kind.CONFLICT, "PROTEST_ALREADY_DECIDED",
                            ProtestRules.CLAUSE, "the decision on a protest is final (8.9)"));
        }).invoke(() -> committed.fire(new ProtestCommitted(gameId)));
    }

    /**
     * A tournament game's protests are decided by the chief judges its tournament names (TournamentStaffNamed); a
     * friendly game's by any chief judge (the endpoint's role). Anyone else: FORBIDDEN (403).
     */
    private Uni<Void> mayDecide(String gameId, String chief) {
        return protocols.protocol(gameId).chain(game -> game.tournamentId() == null ? Uni.createFrom().voidItem()
                : protocols.chiefJudges(game.tournamentId()).map(chiefs -> {
                    if (!chiefs.contains(chief)) {
                        throw Refusal.notPermitted("FORBIDDEN", "the protests of tournament " + game.tournamentId()
                                + " are decided by the chief judges it names");
                    }
                    return null;
                }).replaceWithVoid());
    }

    public Uni<List<Protest>> ofGame(String gameId, ProtestAccess.Reader reader) {
        return protocols.protocol(gameId).chain(game -> {
            ProtestAccess.mayRead(game, reader);
            return store.ofGame(gameId);
        });
    }

    public Uni<List<Protest>> openOfTournament(String tournamentId) {
        return store.openOfTournament(tournamentId);
    }

    /** Millisecond precision: what PostgreSQL keeps and the event carries are the same instant. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }
}
