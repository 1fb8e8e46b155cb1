package org.arbiter.game.api;

import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.arbiter.game.domain.AccountService;
import org.arbiter.game.domain.Accounts;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * The organiser's logins (docs/organiser.md "Logins"): a judge's, a chief judge's or a player's Keycloak account with
 * a one-time password; reset, disable, enable; the accounts he made and their changes. Another organiser's accounts
 * are FORBIDDEN (403).
 */
@Path("/api/accounts")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("organiser")
public class AccountResource {

    @Inject
    AccountService accounts;

    @Inject
    SecurityIdentity identity;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "201", description = "made: the username and the one-time password (shown this once)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Accounts.Login.class)))
    @APIResponse(responseCode = "400", description = "BAD_USERNAME, BAD_NAME, BAD_ROLE, MALFORMED_COMMAND (no body)")
    @APIResponse(responseCode = "403", description = "FORBIDDEN: not an organiser")
    @APIResponse(responseCode = "409", description = "ACCOUNT_EXISTS")
    public Uni<Response> create(@RequestBody(required = true) Accounts.NewAccount body) {
        return accounts.create(body, Callers.of(identity)).map(login -> Response.status(201).entity(login).build());
    }

    @GET
    @APIResponse(responseCode = "200", description = "the accounts the caller made, oldest first",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = Accounts.Account.class)))
    public Uni<List<Accounts.Account>> mine() {
        return accounts.mine(Callers.of(identity));
    }

    @GET
    @Path("/log")
    @APIResponse(responseCode = "200", description = "every change of the accounts the caller made: what, who, when",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = Accounts.Change.class)))
    public Uni<List<Accounts.Change>> log() {
        return accounts.changes(Callers.of(identity));
    }

    @POST
    @Path("/{username}/password")
    @APIResponse(responseCode = "200", description = "a new one-time password (shown this once), to be changed at the next sign-in",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Accounts.Login.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: another organiser's account")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: no such account")
    public Uni<Accounts.Login> resetPassword(@PathParam("username") String username) {
        return accounts.resetPassword(username, Callers.of(identity));
    }

    @POST
    @Path("/{username}/disable")
    @APIResponse(responseCode = "200", description = "the account, now unable to sign in (its sessions ended)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Accounts.Account.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: another organiser's account")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: no such account")
    public Uni<Accounts.Account> disable(@PathParam("username") String username) {
        return accounts.setEnabled(username, false, Callers.of(identity));
    }

    @POST
    @Path("/{username}/enable")
    @APIResponse(responseCode = "200", description = "the account, able to sign in again",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Accounts.Account.class)))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: another organiser's account")
    @APIResponse(responseCode = "404", description = "NOT_FOUND: no such account")
    public Uni<Accounts.Account> enable(@PathParam("username") String username) {
        return accounts.setEnabled(username, true, Callers.of(identity));
    }
}
