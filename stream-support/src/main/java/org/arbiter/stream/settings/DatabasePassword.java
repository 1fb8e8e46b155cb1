package org.arbiter.stream.settings;

import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The database password is required by every service (docs/reliability.md "Access and limits"): the production
 * profile has none of its own ({@code QUARKUS_DATASOURCE_PASSWORD} from the environment), and a service started
 * without it stops at once with Quarkus's configuration check naming {@code quarkus.datasource.password}, before
 * Flyway or a pool tries the database without it. Datasource settings are otherwise optional to Quarkus, which
 * would connect with no password and fail on the database's answer instead.
 */
@Startup
@ApplicationScoped
public class DatabasePassword {

    @ConfigProperty(name = "quarkus.datasource.password")
    String required;
}
