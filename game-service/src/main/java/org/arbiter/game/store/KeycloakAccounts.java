package org.arbiter.game.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.keycloak.admin.client.Keycloak;
import org.keycloak.admin.client.resource.RealmResource;
import org.keycloak.admin.client.resource.UserResource;
import org.keycloak.representations.idm.CredentialRepresentation;
import org.keycloak.representations.idm.RoleRepresentation;
import org.keycloak.representations.idm.UserRepresentation;

/**
 * The realm's users through Keycloak's Admin REST API, as the service account of the client {@code arbiter-accounts}
 * (its only rights: realm-management's {@code manage-users} and {@code view-users}; docs/organiser.md "Logins").
 * Every call blocks: callers run it on a worker thread, in a request context of its own (the extension's client is
 * request-scoped). A one-time password passes through here to Keycloak and is
 * never logged.
 */
@ApplicationScoped
@ActivateRequestContext
public class KeycloakAccounts {

    /** Keycloak's required action that makes the user set his own password at his next sign-in. */
    public static final String UPDATE_PASSWORD = "UPDATE_PASSWORD";

    @Inject
    Keycloak keycloak;

    @ConfigProperty(name = "quarkus.keycloak.admin-client.realm")
    String realm;

    /** What Keycloak knows of a login: whether he may sign in and whether he has set his own password since the last one-time one. */
    public record State(boolean enabled, boolean signedIn) {
    }

    /**
     * Creates the user with a temporary password and the realm role {@code realmRole}; false when the username is
     * taken in the realm.
     */
    public boolean create(String username, String firstName, String lastName, String realmRole, String oneTimePassword) {
        UserRepresentation user = new UserRepresentation();
        user.setUsername(username);
        user.setFirstName(firstName);
        user.setLastName(lastName);
        user.setEnabled(true);
        user.setRequiredActions(List.of(UPDATE_PASSWORD));
        user.setCredentials(List.of(temporary(oneTimePassword)));
        try (Response created = realm().users().create(user)) {
            if (created.getStatus() == 409) {
                return false;
            }
            if (created.getStatus() != 201) {
                throw new IllegalStateException("Keycloak answered " + created.getStatus() + " to a new user");
            }
        }
        UserResource made = user(username).orElseThrow(() -> new IllegalStateException("the new user is not found"));
        List<RoleRepresentation> role = made.roles().realmLevel().listAvailable().stream()
                .filter(r -> r.getName().equals(realmRole)).toList();
        if (role.size() != 1) {
            throw new IllegalStateException("realm role " + realmRole + " is not available");
        }
        made.roles().realmLevel().add(role);
        return true;
    }

    /** Gives the user a new temporary password, to be changed at his next sign-in. */
    public void resetPassword(String username, String oneTimePassword) {
        UserResource user = existing(username);
        user.resetPassword(temporary(oneTimePassword));
        UserRepresentation representation = user.toRepresentation();
        if (!representation.getRequiredActions().contains(UPDATE_PASSWORD)) {
            representation.setRequiredActions(new java.util.ArrayList<>(representation.getRequiredActions()));
            representation.getRequiredActions().add(UPDATE_PASSWORD);
            user.update(representation);
        }
    }

    /** Lets the user sign in, or not; disabling also ends his sessions. */
    public void setEnabled(String username, boolean enabled) {
        UserResource user = existing(username);
        UserRepresentation representation = user.toRepresentation();
        representation.setEnabled(enabled);
        user.update(representation);
        if (!enabled) {
            user.logout();
        }
    }

    /** The user's state, or empty when the realm no longer has him. */
    public Optional<State> state(String username) {
        return user(username).map(UserResource::toRepresentation).map(u -> new State(Boolean.TRUE.equals(u.isEnabled()),
                u.getRequiredActions() == null || !u.getRequiredActions().contains(UPDATE_PASSWORD)));
    }

    private UserResource existing(String username) {
        return user(username).orElseThrow(() -> new IllegalStateException("user " + username + " is not in the realm"));
    }

    private Optional<UserResource> user(String username) {
        List<UserRepresentation> found = realm().users().search(username, true);
        return found.size() == 1 ? Optional.of(realm().users().get(found.getFirst().getId())) : Optional.empty();
    }

    private RealmResource realm() {
        return keycloak.realm(realm);
    }

    private static CredentialRepresentation temporary(String password) {
        CredentialRepresentation credential = new CredentialRepresentation();
        credential.setType(CredentialRepresentation.PASSWORD);
        credential.setValue(password);
        credential.setTemporary(true);
        return credential;
    }
}
