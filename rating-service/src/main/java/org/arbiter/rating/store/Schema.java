package org.arbiter.rating.store;

/** This service's own PostgreSQL schema (also {@code arbiter.inbox.schema} and Flyway's default schema). */
public final class Schema {

    public static final String NAME = "rating";

    private Schema() {
    }
}
