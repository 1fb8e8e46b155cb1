package org.arbiter.rules;

/** The parse of a command's JSON: exactly one of {@code command} and {@code rejection} is set. */
public record Parsed(Command command, Rejection rejection) {

    public static Parsed ok(Command command) {
        return new Parsed(command, null);
    }

    public static Parsed rejected(Rejection rejection) {
        return new Parsed(null, rejection);
    }

    public boolean isOk() {
        return command != null;
    }
}
