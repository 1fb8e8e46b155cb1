package org.arbiter.game.domain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Players to register, read and checked before anything is stored: from a form (one player) or from CSV text, one
 * player a line as {@code nickname[,club[,externalId]]}, an optional header line {@code nickname,...}, fields in
 * double quotes where they hold a comma. Every bad row is reported with its line number, and a list with any bad
 * row registers nobody. A nickname (case and surrounding spaces aside) and an external id are registered once per
 * tournament.
 */
public final class PlayerRows {

    public static final int NICKNAME_MAX = 40;
    public static final int CLUB_MAX = 60;
    public static final int EXTERNAL_ID_MAX = 64;

    /** A player as given: the line he came from (1 for a form), his nickname, club and external id (null when absent). */
    public record Row(int line, String nickname, String club, String externalId) {
    }

    /** The rows read, or the reasons, one per bad line, in line order. */
    public record Checked(List<Row> rows, List<String> errors) {
    }

    /** The end of the reason for a nickname or an external id registered before. */
    public static final String REGISTERED = "is already registered";

    private final Map<String, String> nicknames = new HashMap<>();
    private final Map<String, String> externalIds = new HashMap<>();

    /** Checks against the players already registered: nickname → and external id → where (for the message). */
    public PlayerRows(List<String> registeredNicknames, List<String> registeredExternalIds) {
        registeredNicknames.forEach(n -> nicknames.put(key(n), REGISTERED));
        registeredExternalIds.forEach(id -> externalIds.put(id, REGISTERED));
    }

    /** The CSV text's rows; blank lines are skipped. */
    public Checked csv(String text) {
        List<Row> rows = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            int line = i + 1;
            if (lines[i].isBlank() || (rows.isEmpty() && errors.isEmpty() && isHeader(lines[i]))) {
                continue;
            }
            Optional<List<String>> fields = fields(lines[i]);
            if (fields.isEmpty()) {
                errors.add("line " + line + ": a quote is not closed");
                continue;
            }
            if (fields.get().size() > 3) {
                errors.add("line " + line + ": " + fields.get().size() + " fields, at most 3 (nickname,club,externalId)");
                continue;
            }
            List<String> f = fields.get();
            check(new Row(line, f.get(0), f.size() > 1 ? blankToNull(f.get(1)) : null, f.size() > 2 ? blankToNull(f.get(2)) : null),
                    rows, errors);
        }
        return new Checked(rows, errors);
    }

    /** One player from a form. */
    public Checked one(String nickname, String club, String externalId) {
        List<Row> rows = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        check(new Row(1, nickname == null ? "" : nickname.trim(), blankToNull(club), blankToNull(externalId)), rows, errors);
        return new Checked(rows, errors);
    }

    private void check(Row row, List<Row> rows, List<String> errors) {
        String at = "line " + row.line() + ": ";
        if (row.nickname().isEmpty()) {
            errors.add(at + "the nickname is empty");
            return;
        }
        if (row.nickname().length() > NICKNAME_MAX) {
            errors.add(at + "the nickname is longer than " + NICKNAME_MAX + " characters");
            return;
        }
        if (row.club() != null && row.club().length() > CLUB_MAX) {
            errors.add(at + "the club is longer than " + CLUB_MAX + " characters");
            return;
        }
        if (row.externalId() != null && row.externalId().length() > EXTERNAL_ID_MAX) {
            errors.add(at + "the external id is longer than " + EXTERNAL_ID_MAX + " characters");
            return;
        }
        String seen = nicknames.putIfAbsent(key(row.nickname()), "is on line " + row.line());
        if (seen != null) {
            errors.add(at + "nickname " + row.nickname() + " " + seen);
            return;
        }
        if (row.externalId() != null) {
            String seenId = externalIds.putIfAbsent(row.externalId(), "is on line " + row.line());
            if (seenId != null) {
                errors.add(at + "external id " + row.externalId() + " " + seenId);
                return;
            }
        }
        rows.add(row);
    }

    /** A reported error without its "line N: ". */
    public static String reason(String error) {
        return error.substring(error.indexOf(": ") + 2);
    }

    private static String key(String nickname) {
        return nickname.trim().toLowerCase(Locale.ROOT);
    }

    private static boolean isHeader(String line) {
        return line.trim().toLowerCase(Locale.ROOT).replace("\"", "").split(",")[0].trim().equals("nickname");
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.trim();
    }

    /** The line's fields, trimmed; a field in double quotes may hold commas and doubled quotes; empty if a quote is open. */
    static Optional<List<String>> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"' && field.toString().isBlank()) {
                field.setLength(0);
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString().trim());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            return Optional.empty();
        }
        fields.add(field.toString().trim());
        return Optional.of(fields);
    }
}
