package org.arbiter.protocol.api;

import io.quarkus.security.identity.SecurityIdentity;
import org.arbiter.protocol.domain.ProtestAccess;

/** The signed-in caller as the domain's access rules know him. */
final class Callers {

    private Callers() {
    }

    static ProtestAccess.Reader reader(SecurityIdentity identity) {
        return new ProtestAccess.Reader(identity.getPrincipal().getName(), identity.getRoles());
    }
}
