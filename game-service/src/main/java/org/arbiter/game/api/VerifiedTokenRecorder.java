package org.arbiter.game.api;

import io.quarkus.oidc.AccessTokenCredential;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Runs first after a provider authenticated a request: an identity quarkus-oidc built from a bearer JWT is
 * remembered in {@link VerifiedTokens} with its principal and roles, until the token's {@code exp}.
 */
@ApplicationScoped
public class VerifiedTokenRecorder implements SecurityIdentityAugmentor {

    @Inject
    VerifiedTokens tokens;

    @Override
    public int priority() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        AccessTokenCredential credential = identity.getCredential(AccessTokenCredential.class);
        if (credential != null && identity.getAttribute(CachedTokenIdentityProvider.FROM_CACHE) == null
                && identity.getPrincipal() instanceof JsonWebToken jwt && jwt.getExpirationTime() > 0) {
            tokens.remember(credential.getToken(),
                    new VerifiedTokens.Verified(jwt, Set.copyOf(identity.getRoles()), jwt.getExpirationTime()));
        }
        return Uni.createFrom().item(identity);
    }
}
