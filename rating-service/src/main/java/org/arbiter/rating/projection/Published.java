package org.arbiter.rating.projection;

/** A committed standings version, as JSON, ready for the SSE feed. */
public record Published(String tournamentId, long version, String json) {
}
