package org.arbiter.rules;

/** End the current speech: discussion, tie speech or last words, a 0-second turn too. */
public record EndSpeech() implements Command {
    public CommandType type() { return CommandType.END_SPEECH; }
}
