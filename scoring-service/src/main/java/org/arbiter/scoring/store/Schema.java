package org.arbiter.scoring.store;

/** This service's own PostgreSQL schema (also {@code arbiter.inbox.schema} and Flyway's default schema). */
public final class Schema {

    public static final String NAME = "scoring";

    private Schema() {
    }
}
