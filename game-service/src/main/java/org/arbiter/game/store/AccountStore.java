package org.arbiter.game.store;

import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.hibernate.reactive.mutiny.Mutiny;

/** The logins the organisers made and their changes, in PostgreSQL (game.accounts, game.account_changes). */
@ApplicationScoped
public class AccountStore {

    @Inject
    Mutiny.SessionFactory sessions;

    /** Stores a new login with its CREATED change, in one transaction (a username stored before: a unique violation). */
    public Uni<Void> create(AccountRow account, AccountChangeRow created) {
        return sessions.withTransaction(session -> session.persist(account).chain(session::flush)
                .chain(() -> session.persist(created)).chain(session::flush));
    }

    /** Records a change of a login. */
    public Uni<Void> record(AccountChangeRow change) {
        return sessions.withTransaction(session -> session.persist(change).chain(session::flush));
    }

    public Uni<Optional<AccountRow>> find(String username) {
        return sessions.withSession(session -> session.find(AccountRow.class, username)).map(Optional::ofNullable);
    }

    /** The logins one organiser made, oldest first. */
    public Uni<List<AccountRow>> madeBy(String createdBy) {
        return sessions.withSession(session -> session
                .createSelectionQuery("from AccountRow where createdBy = :by order by createdAt, username", AccountRow.class)
                .setParameter("by", createdBy)
                .getResultList());
    }

    /** Of these usernames, those that have a login already. */
    public Uni<List<String>> existing(List<String> usernames) {
        return sessions.withSession(session -> session
                .createSelectionQuery("select username from AccountRow where username in (:names)", String.class)
                .setParameter("names", usernames)
                .getResultList());
    }

    /** The changes of the logins one organiser made, in order. */
    public Uni<List<AccountChangeRow>> changesOfMadeBy(String createdBy) {
        return sessions.withSession(session -> session
                .createSelectionQuery("select c from AccountChangeRow c, AccountRow a where c.username = a.username "
                        + "and a.createdBy = :by order by c.changeId", AccountChangeRow.class)
                .setParameter("by", createdBy)
                .getResultList());
    }
}
