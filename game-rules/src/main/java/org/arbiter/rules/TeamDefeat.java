package org.arbiter.rules;

/** {@code seat}'s team loses for a 6.8 breach ({@code clause}). */
public record TeamDefeat(int seat, String clause) implements Command {
    public CommandType type() { return CommandType.TEAM_DEFEAT; }
}
