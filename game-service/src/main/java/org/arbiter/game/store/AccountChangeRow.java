package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One change of a login (game.account_changes): what (CREATED, PASSWORD_RESET, DISABLED, ENABLED), who and when. */
@Entity
@Table(name = "account_changes", schema = "game")
public class AccountChangeRow {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "change_id")
    public Long changeId;

    @Column(name = "username", nullable = false)
    public String username;

    @Column(name = "change", nullable = false)
    public String change;

    @Column(name = "changed_by", nullable = false)
    public String changedBy;

    @Column(name = "changed_at", nullable = false)
    public Instant changedAt;

    public static AccountChangeRow of(String username, String change, String changedBy, Instant at) {
        AccountChangeRow row = new AccountChangeRow();
        row.username = username;
        row.change = change;
        row.changedBy = changedBy;
        row.changedAt = at;
        return row;
    }
}
