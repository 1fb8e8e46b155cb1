package org.arbiter.game.api;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.Principal;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Bearer tokens whose signature and claims quarkus-oidc has verified, kept until they expire: a judge's
 * tablet sends the same token with every command, and checking its RSA signature each time was the largest
 * single cost of a command. A token is looked up by its whole text, so any other token (another signature,
 * a changed claim) is not found here and goes to quarkus-oidc.
 */
@ApplicationScoped
public class VerifiedTokens {

    /** Tokens kept at most; when full, the oldest half is not worth tracking, so all are dropped. */
    static final int MAX_TOKENS = 10_000;

    /** What a verified token established: who, with which realm roles, until when (epoch seconds). */
    public record Verified(Principal principal, Set<String> roles, long expiresAt) {
    }

    private final Map<String, Verified> byToken = new ConcurrentHashMap<>();

    /** The token's verification while it has not expired at {@code nowSeconds}, else null. */
    public Verified find(String token, long nowSeconds) {
        Verified verified = byToken.get(token);
        if (verified == null) {
            return null;
        }
        if (nowSeconds >= verified.expiresAt()) {
            byToken.remove(token, verified);
            return null;
        }
        return verified;
    }

    public void remember(String token, Verified verified) {
        if (byToken.size() >= MAX_TOKENS) {
            byToken.clear();
        }
        byToken.put(token, verified);
    }

    public int size() {
        return byToken.size();
    }
}
