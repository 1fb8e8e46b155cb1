package org.arbiter.game.api;

import io.quarkus.oidc.AccessTokenCredential;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * Answers a bearer token that {@link VerifiedTokens} holds, before quarkus-oidc verifies it again; any other
 * token is left to quarkus-oidc (a null identity passes the request on to the next provider).
 */
@ApplicationScoped
public class CachedTokenIdentityProvider implements IdentityProvider<TokenAuthenticationRequest> {

    /** Marks an identity this provider built, so that {@link VerifiedTokenRecorder} does not store it again. */
    static final String FROM_CACHE = "arbiter.token-from-cache";

    @Inject
    VerifiedTokens tokens;

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    @Override
    public int priority() {
        return SYSTEM_FIRST + 100;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        if (!(request.getToken() instanceof AccessTokenCredential credential)) {
            return Uni.createFrom().nullItem();
        }
        VerifiedTokens.Verified verified = tokens.find(credential.getToken(), System.currentTimeMillis() / 1000);
        if (verified == null) {
            return Uni.createFrom().nullItem();
        }
        QuarkusSecurityIdentity.Builder identity = QuarkusSecurityIdentity.builder()
                .setPrincipal(verified.principal())
                .addRoles(verified.roles())
                .addCredential(credential)
                .addAttribute(FROM_CACHE, Boolean.TRUE);
        request.getAttributes().forEach(identity::addAttribute);
        return Uni.createFrom().item(identity.build());
    }
}
