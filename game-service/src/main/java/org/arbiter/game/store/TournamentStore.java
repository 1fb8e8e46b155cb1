package org.arbiter.game.store;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventJson;
import org.arbiter.events.Topics;
import org.hibernate.reactive.mutiny.Mutiny;

/**
 * Tournaments in PostgreSQL: the regulations' row, the stream of tournament events with its outbox rows (one
 * transaction each), and the set-up's rows (players, judges). A concurrent registration at the same stream
 * position fails with a unique violation ({@link StoreConflicts#isUniqueViolation}).
 */
@ApplicationScoped
public class TournamentStore {

    /** {@link #checked}: the tournament's staff and which of the players it has not registered. */
    private static final String CHECKED = """
            select t.created_by,
                   array(select s.username from game.tournament_staff s
                         where s.tournament_id = t.tournament_id and s.role = 'organiser' order by s.username),
                   array(select s.username from game.tournament_staff s
                         where s.tournament_id = t.tournament_id and s.role = 'chief-judge' order by s.username),
                   array(select p.id from unnest($2::text[]) with ordinality as p(id, n)
                         where not exists (select 1 from game.tournament_players r
                                           where r.tournament_id = t.tournament_id and r.player_id = p.id)
                         order by p.n)
            from game.tournaments t where t.tournament_id = $1""";

    @Inject
    Mutiny.SessionFactory sessions;

    @Inject
    Pool pool;

    /** Creates the tournament's row, its first event and its players' rows. */
    public Uni<Void> create(TournamentRow tournament, List<TournamentPlayerRow> players, EventEnvelope created) {
        return sessions.withTransaction(session -> session.persist(tournament)
                .chain(session::flush)
                .chain(() -> session.persistAll(withEvent(players, created).toArray()))
                .chain(session::flush));
    }

    /** Registers players: their rows and the event that tells the other services, in one transaction. */
    public Uni<Void> registerPlayers(List<TournamentPlayerRow> players, EventEnvelope registered) {
        return sessions.withTransaction(session -> session.persistAll(withEvent(players, registered).toArray())
                .chain(session::flush));
    }

    private static List<Object> withEvent(List<?> rows, EventEnvelope event) {
        List<Object> all = new ArrayList<>(rows);
        all.add(StoredTournamentEvent.of(event));
        all.add(OutboxEntry.of(Topics.TOURNAMENT_EVENTS, event, EventJson.write(event)));
        return all;
    }

    public Uni<Optional<TournamentRow>> tournament(String tournamentId) {
        if (!EventStore.storable(tournamentId)) {
            return Uni.createFrom().item(Optional.empty());
        }
        return sessions.withSession(session -> session.find(TournamentRow.class, tournamentId))
                .map(Optional::ofNullable);
    }

    /**
     * The tournament's staff and which of {@code playerIds} it has not registered, in one statement (a round's start
     * creates a game at every table at once); empty when there is no such tournament.
     */
    public Uni<Optional<TournamentCheck>> checked(String tournamentId, List<String> playerIds) {
        if (!EventStore.storable(tournamentId)) {
            return Uni.createFrom().item(Optional.empty());
        }
        return pool.preparedQuery(CHECKED).execute(Tuple.of(tournamentId, playerIds.toArray(String[]::new)))
                .map(rows -> {
                    if (rows.size() == 0) {
                        return Optional.empty();
                    }
                    Row row = rows.iterator().next();
                    return Optional.of(new TournamentCheck(row.getString(0), Set.of(row.getArrayOfStrings(1)),
                            Set.of(row.getArrayOfStrings(2)), List.of(row.getArrayOfStrings(3))));
                });
    }

    /** Every tournament, newest first ({@code createdBy} null), or those one organiser registered. */
    public Uni<List<TournamentRow>> tournaments(String createdBy) {
        return sessions.withSession(session -> createdBy == null
                ? session.createSelectionQuery("from TournamentRow order by createdAt desc, tournamentId", TournamentRow.class)
                        .getResultList()
                : session.createSelectionQuery("from TournamentRow where createdBy = :by order by createdAt desc, tournamentId",
                                TournamentRow.class)
                        .setParameter("by", createdBy)
                        .getResultList());
    }

    /** The seq of the tournament stream's last event. */
    public Uni<Long> lastSeq(String tournamentId) {
        return sessions.withSession(session -> session
                        .createSelectionQuery("select max(seq) from StoredTournamentEvent where tournamentId = :t", Long.class)
                        .setParameter("t", tournamentId)
                        .getSingleResultOrNull())
                .map(seq -> seq == null ? 0L : seq);
    }

    /** The tournament's players in registration order. */
    public Uni<List<TournamentPlayerRow>> players(String tournamentId) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from TournamentPlayerRow where tournamentId = :t order by registrationNo",
                        TournamentPlayerRow.class)
                .setParameter("t", tournamentId)
                .getResultList());
    }

    /** The tournament's named co-organisers and chief judges, by role and username. */
    public Uni<List<TournamentStaffRow>> staff(String tournamentId) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from TournamentStaffRow where tournamentId = :t order by role, namedAt, username",
                        TournamentStaffRow.class)
                .setParameter("t", tournamentId)
                .getResultList());
    }

    /** Names co-organisers and chief judges, with the event that carries the whole staff, in one transaction. */
    public Uni<Void> nameStaff(List<TournamentStaffRow> named, EventEnvelope staff) {
        return sessions.withTransaction(session -> session.persistAll(withEvent(named, staff).toArray()).chain(session::flush));
    }

    /** The tournaments that name this user in this role (co-organiser or chief judge), newest first. */
    public Uni<List<TournamentRow>> naming(String username, String role) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from TournamentRow t where exists (from TournamentStaffRow s where s.tournamentId = t.tournamentId "
                        + "and s.username = :u and s.role = :r) order by t.createdAt desc, t.tournamentId", TournamentRow.class)
                .setParameter("u", username)
                .setParameter("r", role)
                .getResultList());
    }

    /** Adds judges not yet registered (one registered meanwhile is a unique violation). */
    public Uni<Void> addJudges(List<TournamentJudgeRow> judges) {
        return sessions.withTransaction(session -> session.persistAll(judges.toArray()).chain(session::flush));
    }

    /** The tournament's judges by username. */
    public Uni<List<TournamentJudgeRow>> judges(String tournamentId) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from TournamentJudgeRow where tournamentId = :t order by username", TournamentJudgeRow.class)
                .setParameter("t", tournamentId)
                .getResultList());
    }

    /**
     * Stores the stage's seating in place of the one before, unless a round of the stage is published: then nothing
     * changes and the answer is false.
     */
    public Uni<Boolean> replaceSeating(String tournamentId, String stage, List<StageSeatRow> seats) {
        return sessions.withTransaction(session -> publishedGames(session, tournamentId, stage)
                .chain(published -> published > 0 ? Uni.createFrom().item(false) : session
                        .createMutationQuery("delete from StageSeatRow where tournamentId = :t and stage = :s")
                        .setParameter("t", tournamentId)
                        .setParameter("s", stage)
                        .executeUpdate()
                        .chain(deleted -> session.persistAll(seats.toArray()))
                        .chain(session::flush)
                        .replaceWith(true)));
    }

    /** Whether a round of the stage is published (its seating can no longer be replaced). */
    public Uni<Boolean> published(String tournamentId, String stage) {
        return sessions.withSession(session -> publishedGames(session, tournamentId, stage)).map(games -> games > 0);
    }

    private static Uni<Long> publishedGames(Mutiny.Session session, String tournamentId, String stage) {
        return session.createSelectionQuery("select count(*) from GameRow where tournamentId = :t and stage = :s and roundNo is not null",
                        Long.class)
                .setParameter("t", tournamentId)
                .setParameter("s", stage)
                .getSingleResult();
    }

    /** The stage's seating, by round, table and seat. */
    public Uni<List<StageSeatRow>> seating(String tournamentId, String stage) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from StageSeatRow where tournamentId = :t and stage = :s order by roundNo, tableNo, seat",
                        StageSeatRow.class)
                .setParameter("t", tournamentId)
                .setParameter("s", stage)
                .getResultList());
    }
}
