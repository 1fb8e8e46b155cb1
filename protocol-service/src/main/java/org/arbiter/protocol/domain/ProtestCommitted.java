package org.arbiter.protocol.domain;

/**
 * Fired (CDI) after a protest or a decision is committed with its unpublished event, so whoever publishes the
 * protest streams can start at once instead of at its next poll; the domain names no messaging.
 */
public record ProtestCommitted(String gameId) {
}
