package org.arbiter.game.store;

/** Recognises PostgreSQL's unique violation (SQLSTATE 23505) behind Hibernate's wrappers. */
public final class StoreConflicts {

    private static final String UNIQUE_VIOLATION = "23505";

    private StoreConflicts() {
    }

    public static boolean isUniqueViolation(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof io.vertx.pgclient.PgException pg && UNIQUE_VIOLATION.equals(pg.getSqlState())) {
                return true;
            }
            if (t instanceof java.sql.SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
