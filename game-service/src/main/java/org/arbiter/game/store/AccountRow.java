package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A login an organiser made (game.accounts): the Keycloak username, the person's name, his role, who made it and when. */
@Entity
@Table(name = "accounts", schema = "game")
public class AccountRow {

    @Id
    @Column(name = "username")
    public String username;

    @Column(name = "name", nullable = false)
    public String name;

    @Column(name = "role", nullable = false)
    public String role;

    @Column(name = "created_by", nullable = false)
    public String createdBy;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public static AccountRow of(String username, String name, String role, String createdBy, Instant at) {
        AccountRow row = new AccountRow();
        row.username = username;
        row.name = name;
        row.role = role;
        row.createdBy = createdBy;
        row.createdAt = at;
        return row;
    }
}
