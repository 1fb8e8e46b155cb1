package org.arbiter.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;

/** The first answer given to a command id, returned again when a tablet retries it. */
@Entity
@Table(name = "applied_commands", schema = "game")
@IdClass(AppliedCommand.Key.class)
public class AppliedCommand {

    @Id
    @Column(name = "game_id")
    public String gameId;

    @Id
    @Column(name = "command_id")
    public String commandId;

    /** The wire name of the command first sent with this id (null for an answer stored before it was kept). */
    @Column(name = "command_type")
    public String commandType;

    @Column(name = "status", nullable = false)
    public int status;

    @Column(name = "response", nullable = false)
    public String response;

    public static AppliedCommand of(String gameId, String commandId, String commandType, int status, String response) {
        AppliedCommand applied = new AppliedCommand();
        applied.gameId = gameId;
        applied.commandId = commandId;
        applied.commandType = commandType;
        applied.status = status;
        applied.response = response;
        return applied;
    }

    public record Key(String gameId, String commandId) implements Serializable {
        public Key() {
            this(null, null);
        }
    }
}
