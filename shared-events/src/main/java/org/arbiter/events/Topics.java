package org.arbiter.events;

import java.util.List;

/** Kafka topic names, shared by code, tests and the local launcher. */
public final class Topics {

    /** Every game event, key gameId, in seq order per game (published by game-service's outbox relay). */
    public static final String TABLE_EVENTS = "table-events";
    /** Tournament regulations and registrations, key tournamentId. */
    public static final String TOURNAMENT_EVENTS = "tournament-events";
    /** Score sheets, compacted, key gameId, versioned by the last event seq included. */
    public static final String GAME_SCORES = "game-scores";
    /** Protests filed and decided, key gameId. */
    public static final String PROTEST_EVENTS = "protest-events";

    /** Topics created at start-up by the test and local infrastructure (partitions, compacted). */
    public static final List<TopicSpec> ALL = List.of(
            new TopicSpec(TABLE_EVENTS, 4, false),
            new TopicSpec(TOURNAMENT_EVENTS, 1, false),
            new TopicSpec(GAME_SCORES, 4, true),
            new TopicSpec(PROTEST_EVENTS, 1, false),
            // the consumers' dead-letter topics (stream-support's FailurePolicy): each topic each consumer reads
            new TopicSpec(deadLetters(TABLE_EVENTS, "scoring"), 1, false),
            new TopicSpec(deadLetters(TOURNAMENT_EVENTS, "scoring"), 1, false),
            new TopicSpec(deadLetters(TABLE_EVENTS, "protocol"), 1, false),
            new TopicSpec(deadLetters(TOURNAMENT_EVENTS, "protocol"), 1, false),
            new TopicSpec(deadLetters(GAME_SCORES, "protocol"), 1, false),
            new TopicSpec(deadLetters(TABLE_EVENTS, "rating"), 1, false),
            new TopicSpec(deadLetters(TOURNAMENT_EVENTS, "rating"), 1, false),
            new TopicSpec(deadLetters(GAME_SCORES, "rating"), 1, false));

    /**
     * The dead-letter topic of one consumer of {@code topic}: the records that consumer could never apply, with the
     * reason in their headers (stream-support's {@code FailurePolicy}), e.g. {@code table-events.dlq.scoring}.
     */
    public static String deadLetters(String topic, String consumer) {
        return topic + ".dlq." + consumer;
    }

    public record TopicSpec(String name, int partitions, boolean compacted) {
    }

    private Topics() {
    }
}
