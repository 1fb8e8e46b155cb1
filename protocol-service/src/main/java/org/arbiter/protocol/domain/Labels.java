package org.arbiter.protocol.domain;

import org.arbiter.events.game.DepartureHow;
import org.arbiter.events.game.RemovalReason;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.score.PartKind;

/** The Russian words of the official protocol (seed 004 9.x). */
public final class Labels {

    private Labels() {
    }

    /** 9.4.1: К red, Ч black, Ш Sheriff, Д Don. */
    public static String letter(Role role) {
        return switch (role) {
            case CIVILIAN -> "К";
            case MAFIA -> "Ч";
            case SHERIFF -> "Ш";
            case DON -> "Д";
        };
    }

    /**
     * 9.8 "Баллы": win or loss, compensations (main points) and the −0.5 of a disqualification (RULES §12.13);
     * everything else — the judge's points, the best move, 8.5 penalties — is 9.9 "Доп. баллы".
     */
    public static boolean inPointsColumn(PartKind kind) {
        return kind == PartKind.WIN || kind == PartKind.COMPENSATION || kind == PartKind.DISQUALIFICATION;
    }

    public static String stage(Stage stage) {
        if (stage == null) {
            return "";
        }
        return stage.russian();
    }

    /** 9.7: "красные" or "чёрные"; a draw (7.9) "ничья". */
    public static String winner(Winner winner) {
        if (winner == null) {
            return "";
        }
        return switch (winner) {
            case RED -> "красные";
            case BLACK -> "чёрные";
            case DRAW -> "ничья";
        };
    }

    public static String teamGenitive(Team team) {
        return team == Team.RED ? "«красных»" : "«чёрных»";
    }

    public static String removal(RemovalReason reason) {
        return reason == RemovalReason.FOURTH_FOUL ? "четвёртый фол" : "дисквалифицирующий фол";
    }

    /** A short mark for the "Выбыл" column: killed on night n, voted out on day n, removed. */
    public static String departure(DepartureHow how, Integer day, Integer night) {
        String when = night != null ? "н" + night : day != null ? "д" + day : "";
        String word = switch (how) {
            case KILLED -> "убит";
            case VOTED -> "заголос.";
            case REMOVED -> "удалён";
        };
        return (word + " " + when).trim();
    }

    public static String decision(ProtestDecision decision) {
        if (decision == null) {
            return "не рассмотрен";
        }
        return decision == ProtestDecision.UPHELD ? "удовлетворён" : "отклонён";
    }
}
