package org.arbiter.game.api;

import io.quarkus.security.identity.SecurityIdentity;
import org.arbiter.game.domain.Caller;

/** The caller of a request, from the verified token. */
final class Callers {

    private Callers() {
    }

    static Caller of(SecurityIdentity identity) {
        return new Caller(identity.getPrincipal().getName(), identity.getRoles());
    }
}
