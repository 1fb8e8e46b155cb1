package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.EventTypes;
import org.arbiter.events.tournament.PlayersRegistered;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.events.tournament.TournamentStaffNamed;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.game.store.TournamentJudgeRow;
import org.arbiter.game.store.TournamentPlayerRow;
import org.arbiter.game.store.TournamentRow;
import org.arbiter.game.store.TournamentStaffRow;
import org.arbiter.game.store.TournamentStore;
import org.arbiter.stream.refusal.Refusal;

/**
 * A tournament's set-up: its regulations, its players (one, or CSV text; all or none) and its judges. The regulations
 * and every registration go to the tournament-events topic through the outbox (TournamentCreated, PlayersRegistered).
 * Judges are Keycloak usernames taken on the organiser's word: the token of each request decides whether the user
 * is a judge at all, so a name that is not one gives nobody any power (docs/organiser.md "Judges").
 */
@ApplicationScoped
public class TournamentService {

    @Inject
    TournamentStore store;

    Clock clock = Clock.systemUTC();

    public Uni<EventEnvelope> create(TournamentBodies.NewTournament body, Caller caller) {
        String id = RequestLimits.present(body, "the tournament").id();
        TournamentCreated created = body.regulations();
        Instant now = clock.instant();
        EventEnvelope event = EventEnvelope.ofTournament(id, 1, now, caller.subject(), created);
        TournamentRow record = new TournamentRow();
        record.tournamentId = id;
        record.createdBy = caller.subject();
        record.createdAt = now;
        record.regulations = EventJson.writePayload(created);
        List<TournamentPlayerRow> players = new ArrayList<>();
        for (TournamentCreated.RegisteredPlayer player : created.players()) {
            players.add(TournamentPlayerRow.of(id, players.size() + 1, player, now));
        }
        return store.create(record, players, event)
                .map(done -> event)
                .onFailure(StoreConflicts::isUniqueViolation).transform(conflict ->
                        Refusal.conflict("TOURNAMENT_EXISTS", "tournament " + id + " already exists"));
    }

    /** Registers one player from a form: his nickname, optional club and external id. */
    public Uni<TournamentCreated.RegisteredPlayer> registerPlayer(String tournamentId, TournamentBodies.NewPlayer player,
            Caller caller) {
        RequestLimits.present(player, "the player");
        return register(tournamentId, caller, rows -> {
            PlayerRows.Checked checked = rows.one(player.nickname(), player.club(), player.externalId());
            if (!checked.errors().isEmpty()) {
                String reason = PlayerRows.reason(checked.errors().getFirst());
                throw reason.endsWith(PlayerRows.REGISTERED) ? Refusal.conflict("PLAYER_EXISTS", reason) : Refusals.malformed(reason);
            }
            return checked.rows();
        }).map(List::getFirst);
    }

    /** Registers the players of CSV text, all in one transaction, or none with every bad line reported. */
    public Uni<List<TournamentCreated.RegisteredPlayer>> importPlayers(String tournamentId, String csv, Caller caller) {
        return register(tournamentId, caller, rows -> {
            PlayerRows.Checked checked = rows.csv(csv == null ? "" : csv);
            if (!checked.errors().isEmpty()) {
                throw Refusal.byRules("INVALID_PLAYER_ROWS", null, checked.errors().size() + " bad "
                        + (checked.errors().size() == 1 ? "row" : "rows") + ", nobody registered: " + String.join("; ", checked.errors()));
            }
            if (checked.rows().isEmpty()) {
                throw Refusals.malformed("the CSV lists no player");
            }
            return checked.rows();
        });
    }

    private Uni<List<TournamentCreated.RegisteredPlayer>> register(String tournamentId, Caller caller,
            java.util.function.Function<PlayerRows, List<PlayerRows.Row>> read) {
        return arranged(tournamentId, caller).chain(() -> store.players(tournamentId))
                .chain(registered -> store.lastSeq(tournamentId).chain(lastSeq -> {
            List<PlayerRows.Row> rows = read.apply(new PlayerRows(registered.stream().map(p -> p.nickname).toList(),
                    registered.stream().map(p -> p.externalId).filter(java.util.Objects::nonNull).toList()));
            Set<String> taken = new HashSet<>();
            registered.forEach(p -> taken.add(p.playerId));
            int no = registered.stream().mapToInt(p -> p.registrationNo).max().orElse(0);
            Instant now = clock.instant();
            List<TournamentPlayerRow> added = new ArrayList<>();
            for (PlayerRows.Row row : rows) {
                no++;
                while (taken.contains("p" + no)) {
                    no++;
                }
                added.add(TournamentPlayerRow.of(tournamentId, no,
                        new TournamentCreated.RegisteredPlayer("p" + no, row.nickname(), row.club(), row.externalId()), now));
            }
            List<TournamentCreated.RegisteredPlayer> players = added.stream().map(TournamentPlayerRow::player).toList();
            EventEnvelope event = EventEnvelope.ofTournament(tournamentId, lastSeq + 1, now, caller.subject(),
                    new PlayersRegistered(players));
            return store.registerPlayers(added, event).map(done -> players);
        })).onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> concurrent(tournamentId));
    }

    /** The tournament's players in registration order. */
    public Uni<List<TournamentCreated.RegisteredPlayer>> players(String tournamentId) {
        return regulations(tournamentId).chain(() -> store.players(tournamentId))
                .map(rows -> rows.stream().map(TournamentPlayerRow::player).toList());
    }

    /** Registers judges by their Keycloak usernames (a judge already registered stays); answers every judge. */
    public Uni<List<String>> registerJudges(String tournamentId, TournamentBodies.Judges body, Caller caller) {
        List<String> usernames = RequestLimits.present(body, "the judges").judges();
        return arranged(tournamentId, caller).chain(() -> store.judges(tournamentId)).chain(registered -> {
            Set<String> known = new HashSet<>();
            registered.forEach(j -> known.add(j.username));
            Instant now = clock.instant();
            List<TournamentJudgeRow> added = usernames.stream().filter(u -> !known.contains(u))
                    .map(u -> TournamentJudgeRow.of(tournamentId, u, caller.subject(), now)).toList();
            return added.isEmpty() ? Uni.createFrom().voidItem() : store.addJudges(added);
        }).onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> concurrent(tournamentId))
                .chain(() -> judges(tournamentId));
    }

    /** The tournament's judges' usernames in order. */
    public Uni<List<String>> judges(String tournamentId) {
        return regulations(tournamentId).chain(() -> store.judges(tournamentId))
                .map(rows -> rows.stream().map(j -> j.username).toList());
    }

    /** A tournament the caller may set up: its id, who registered it, and its regulations' headline. */
    public record Arranged(String id, String createdBy, String name, LocalDate startsOn, LocalDate endsOn, Ruleset ruleset,
            GameOptions options, List<TournamentCreated.StagePlan> stages) {
    }

    /**
     * The tournaments the caller may set up (GameAccess.mayArrange), newest first: an organiser's own and those naming
     * him co-organiser, a chief judge's those naming him chief.
     */
    public Uni<List<Arranged>> arrangeable(Caller caller) {
        Uni<List<TournamentRow>> own = caller.has(Caller.ORGANISER) ? store.tournaments(caller.subject()) : Uni.createFrom().item(List.of());
        Uni<List<TournamentRow>> co = caller.has(Caller.ORGANISER) ? store.naming(caller.subject(), Caller.ORGANISER) : Uni.createFrom().item(List.of());
        Uni<List<TournamentRow>> chief = caller.has(Caller.CHIEF_JUDGE) ? store.naming(caller.subject(), Caller.CHIEF_JUDGE) : Uni.createFrom().item(List.of());
        return own.chain(a -> co.chain(b -> chief.map(c -> {
            java.util.Map<String, TournamentRow> byId = new java.util.LinkedHashMap<>();
            java.util.stream.Stream.of(a, b, c).flatMap(List::stream).forEach(row -> byId.putIfAbsent(row.tournamentId, row));
            return byId.values().stream()
                    .sorted(java.util.Comparator.comparing((TournamentRow row) -> row.createdAt).reversed()
                            .thenComparing(row -> row.tournamentId))
                    .map(row -> {
                        TournamentCreated r = regulationsOf(row);
                        return new Arranged(row.tournamentId, row.createdBy, r.name(), r.startsOn(), r.endsOn(), r.ruleset(),
                                r.options(), r.stages());
                    }).toList();
        })));
    }

    /** The staff of a game's tournament, or {@link TournamentStaff#FRIENDLY} for a friendly game (null id). */
    public Uni<TournamentStaff> staffOf(String tournamentId) {
        if (tournamentId == null) {
            return Uni.createFrom().item(TournamentStaff.FRIENDLY);
        }
        return store.checked(tournamentId, List.of()).map(found -> found.map(TournamentStaff::of).orElse(TournamentStaff.FRIENDLY));
    }

    /** The tournament's staff: who registered it, the co-organisers and chief judges named, in naming order. */
    public Uni<TournamentStaff.Named> staff(String tournamentId) {
        return store.tournament(tournamentId).chain(found -> {
            TournamentRow tournament = found.orElseThrow(() -> Refusals.notFound("tournament " + tournamentId));
            return store.staff(tournamentId).map(rows -> named(tournament, rows));
        });
    }

    private static TournamentStaff.Named named(TournamentRow tournament, List<TournamentStaffRow> rows) {
        List<TournamentStaffRow> ordered = rows.stream()
                .sorted(java.util.Comparator.comparing((TournamentStaffRow r) -> r.namedAt).thenComparing(r -> r.username)).toList();
        return new TournamentStaff.Named(tournament.createdBy,
                ordered.stream().filter(r -> r.role.equals(Caller.ORGANISER)).map(r -> r.username).toList(),
                ordered.stream().filter(r -> r.role.equals(Caller.CHIEF_JUDGE)).map(r -> r.username).toList());
    }

    /**
     * Names co-organisers and chief judges (by Keycloak username; one already named stays): the tournament's organisers
     * only. The whole staff goes to tournament-events as TournamentStaffNamed.
     */
    public Uni<TournamentStaff.Named> nameStaff(String tournamentId, TournamentBodies.Staff body, Caller caller) {
        TournamentBodies.Staff staff = RequestLimits.present(body, "the staff");
        return store.tournament(tournamentId).chain(found -> {
            TournamentRow tournament = found.orElseThrow(() -> Refusals.notFound("tournament " + tournamentId));
            return staffOf(tournamentId).invoke(current -> GameAccess.mayName(tournamentId, current, caller))
                    .chain(() -> store.staff(tournamentId))
                    .chain(rows -> store.lastSeq(tournamentId).chain(lastSeq -> {
                        Instant now = clock.instant();
                        Set<String> known = new HashSet<>();
                        rows.forEach(r -> known.add(r.role + " " + r.username));
                        List<TournamentStaffRow> added = new ArrayList<>();
                        staff.organisers().stream().filter(u -> !u.equals(tournament.createdBy) && known.add(Caller.ORGANISER + " " + u))
                                .forEach(u -> added.add(TournamentStaffRow.of(tournamentId, Caller.ORGANISER, u, caller.subject(), now)));
                        staff.chiefJudges().stream().filter(u -> known.add(Caller.CHIEF_JUDGE + " " + u))
                                .forEach(u -> added.add(TournamentStaffRow.of(tournamentId, Caller.CHIEF_JUDGE, u, caller.subject(), now)));
                        List<TournamentStaffRow> all = new ArrayList<>(rows);
                        all.addAll(added);
                        TournamentStaff.Named named = named(tournament, all);
                        if (added.isEmpty()) {
                            return Uni.createFrom().item(named);
                        }
                        EventEnvelope event = EventEnvelope.ofTournament(tournamentId, lastSeq + 1, now, caller.subject(),
                                new TournamentStaffNamed(named.organisers(), named.chiefJudges()));
                        return store.nameStaff(added, event).map(done -> named);
                    }));
        }).onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> concurrent(tournamentId));
    }

    /** The tournament's regulations, or 404. */
    public Uni<TournamentCreated> regulations(String tournamentId) {
        return store.tournament(tournamentId).map(found -> found.map(TournamentService::regulationsOf)
                .orElseThrow(() -> Refusals.notFound("tournament " + tournamentId)));
    }

    private static TournamentCreated regulationsOf(TournamentRow tournament) {
        return (TournamentCreated) EventJson.readPayload(EventTypes.nameOf(TournamentCreated.class), tournament.regulations);
    }

    /** The tournament's row, once the caller may set it up (GameAccess.mayArrange); 404 for an unknown one. */
    Uni<TournamentRow> arranged(String tournamentId, Caller caller) {
        return store.tournament(tournamentId).chain(found -> {
            TournamentRow tournament = found.orElseThrow(() -> Refusals.notFound("tournament " + tournamentId));
            return staffOf(tournamentId).map(staff -> {
                GameAccess.mayArrange(tournamentId, staff, caller);
                return tournament;
            });
        });
    }

    private static Refusal concurrent(String tournamentId) {
        return Refusal.conflict("CONCURRENT_REGISTRATION",
                "another registration for tournament " + tournamentId + " was stored first; send it again");
    }
}
