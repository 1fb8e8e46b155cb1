package org.arbiter.game.domain;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.arbiter.events.PlayerAccounts;
import org.arbiter.game.store.AccountChangeRow;
import org.arbiter.game.store.AccountRow;
import org.arbiter.game.store.AccountStore;
import org.arbiter.game.store.KeycloakAccounts;
import org.arbiter.game.store.StoreConflicts;
import org.arbiter.stream.refusal.Refusal;

/**
 * The organiser's logins (docs/organiser.md "Logins"): he makes a judge's, a chief judge's or a player's account in
 * Keycloak with a one-time password, resets the password, disables and enables the account, and lists the accounts he
 * made; another organiser's are FORBIDDEN to him. Every change is recorded with who made it and when
 * (game.account_changes). Keycloak's calls block and run on a worker thread; the store runs back on the request's
 * Vert.x context. A one-time password goes only to Keycloak and into the answer.
 */
@ApplicationScoped
public class AccountService {

    static final String CREATED = "CREATED";
    static final String PASSWORD_RESET = "PASSWORD_RESET";
    static final String DISABLED = "DISABLED";
    static final String ENABLED = "ENABLED";

    @Inject
    AccountStore store;

    @Inject
    KeycloakAccounts keycloak;

    @Inject
    TournamentService tournaments;

    Clock clock = Clock.systemUTC();

    /** Makes a login; 409 ACCOUNT_EXISTS when the realm or the store has the username already. */
    public Uni<Accounts.Login> create(Accounts.NewAccount body, Caller caller) {
        Accounts.NewAccount account = RequestLimits.present(body, "the account");
        String password = OneTimePasswords.next();
        return store.find(account.username()).chain(found -> {
            if (found.isPresent()) {
                throw exists(account.username());
            }
            return blocking(() -> keycloak.create(account.username(), account.firstName(), account.lastName(),
                    Accounts.ROLES.get(account.role()), password));
        }).chain(created -> {
            if (!created) {
                throw exists(account.username());
            }
            Instant now = clock.instant();
            return store.create(AccountRow.of(account.username(), account.name(), account.role(), caller.subject(), now),
                            AccountChangeRow.of(account.username(), CREATED, caller.subject(), now))
                    .onFailure(StoreConflicts::isUniqueViolation).transform(conflict -> exists(account.username()));
        }).map(done -> new Accounts.Login(account.username(), account.name(), account.role(), password));
    }

    /**
     * A player's login for every registered player of the tournament who has none yet (the organiser who may set it
     * up: {@link TournamentService#arranged}); the new logins in registration order.
     */
    public Uni<List<Accounts.Login>> createForPlayers(String tournamentId, Caller caller) {
        return tournaments.arranged(tournamentId, caller)
                .chain(tournament -> tournaments.players(tournamentId))
                .chain(players -> {
                    List<String> usernames = players.stream().map(p -> PlayerAccounts.username(p.playerId())).toList();
                    return (usernames.isEmpty() ? Uni.createFrom().item(List.<String>of()) : store.existing(usernames))
                            .chain(existing -> createEach(players, new HashSet<>(existing), caller));
                });
    }

    private Uni<List<Accounts.Login>> createEach(List<org.arbiter.events.tournament.TournamentCreated.RegisteredPlayer> players,
            Set<String> existing, Caller caller) {
        List<Accounts.Login> made = new ArrayList<>();
        Uni<Void> chain = Uni.createFrom().voidItem();
        for (var player : players) {
            String username = PlayerAccounts.username(player.playerId());
            if (existing.contains(username)) {
                continue;
            }
            Accounts.NewAccount account = new Accounts.NewAccount(username, player.nickname(), Accounts.PLAYER);
            chain = chain.chain(() -> create(account, caller).invoke(made::add).onFailure(Refusal.class)
                    .recoverWithNull().replaceWithVoid());
        }
        return chain.map(done -> List.copyOf(made));
    }

    /** A new one-time password for a login the caller made. */
    public Uni<Accounts.Login> resetPassword(String username, Caller caller) {
        String password = OneTimePasswords.next();
        return own(username, caller)
                .chain(account -> blocking(() -> {
                    keycloak.resetPassword(account.username, password);
                    return account;
                }))
                .chain(account -> store.record(AccountChangeRow.of(account.username, PASSWORD_RESET, caller.subject(), clock.instant()))
                        .map(done -> new Accounts.Login(account.username, account.name, account.role, password)));
    }

    /** Lets a login the caller made sign in again, or not (disabling ends his sessions). */
    public Uni<Accounts.Account> setEnabled(String username, boolean enabled, Caller caller) {
        return own(username, caller)
                .chain(account -> blocking(() -> {
                    keycloak.setEnabled(account.username, enabled);
                    return account;
                }))
                .chain(account -> store.record(AccountChangeRow.of(account.username, enabled ? ENABLED : DISABLED,
                        caller.subject(), clock.instant())).replaceWith(account))
                .chain(this::withState);
    }

    /** The logins the caller made, oldest first, with their state in Keycloak. */
    public Uni<List<Accounts.Account>> mine(Caller caller) {
        return store.madeBy(caller.subject()).chain(rows -> blocking(() -> rows.stream().map(this::stateOf).toList()));
    }

    /** The changes of the logins the caller made, in order. */
    public Uni<List<Accounts.Change>> changes(Caller caller) {
        return store.changesOfMadeBy(caller.subject()).map(rows -> rows.stream()
                .map(c -> new Accounts.Change(c.username, c.change, c.changedBy, c.changedAt)).toList());
    }

    private Uni<Accounts.Account> withState(AccountRow account) {
        return blocking(() -> stateOf(account));
    }

    private Accounts.Account stateOf(AccountRow row) {
        KeycloakAccounts.State state = keycloak.state(row.username).orElse(new KeycloakAccounts.State(false, false));
        return new Accounts.Account(row.username, row.name, row.role, row.createdBy, row.createdAt, state.enabled(), state.signedIn());
    }

    /** The caller's own login: 404 for an unknown one, 403 for another organiser's. */
    private Uni<AccountRow> own(String username, Caller caller) {
        return store.find(Accounts.lower(username)).map(found -> {
            AccountRow account = found.orElseThrow(() -> Refusals.notFound("account " + username));
            if (!account.createdBy.equals(caller.subject())) {
                throw Refusals.forbidden("account " + username + " is managed by the organiser who made it");
            }
            return account;
        });
    }

    private static Refusal exists(String username) {
        return Refusal.conflict("ACCOUNT_EXISTS", "account " + username + " already exists");
    }

    /** Keycloak's blocking call on a worker thread, its answer back on the caller's Vert.x context (where the store runs). */
    private static <T> Uni<T> blocking(Supplier<T> call) {
        Context context = Vertx.currentContext();
        Executor back = context == null ? Runnable::run : command -> context.runOnContext(ignored -> command.run());
        return Uni.createFrom().item(call).runSubscriptionOn(Infrastructure.getDefaultWorkerPool()).emitOn(back);
    }
}
