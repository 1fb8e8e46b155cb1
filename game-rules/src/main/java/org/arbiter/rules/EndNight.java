package org.arbiter.rules;

/** End night 0, or a later night once the shooting is recorded. */
public record EndNight() implements Command {
    public CommandType type() { return CommandType.END_NIGHT; }
}
