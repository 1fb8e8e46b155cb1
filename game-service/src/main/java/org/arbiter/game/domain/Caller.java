package org.arbiter.game.domain;

import java.util.Set;

/** Who sends a request: the token's subject and realm roles. */
public record Caller(String subject, Set<String> roles) {

    public static final String JUDGE = "judge";
    public static final String CHIEF_JUDGE = "chief-judge";
    public static final String ORGANISER = "organiser";
    public static final String VIEWER = "viewer";

    public boolean has(String role) {
        return roles.contains(role);
    }
}
