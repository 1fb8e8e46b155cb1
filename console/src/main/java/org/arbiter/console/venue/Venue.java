package org.arbiter.console.venue;

import io.smallrye.config.ConfigMapping;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The venue's one origin for people (docs/venue.md): the https address every tablet, laptop and stream PC opens, and
 * the folder of the certificates {@code console/src/main/tls/venue-tls.sh} made (its {@code ca.crt} is what a device
 * trusts). Both unset (the system tests on loopback): no CA page, QR codes of the request's own origin.
 */
@ConfigMapping(prefix = "console.venue")
public interface Venue {

    /** {@code https://<ARBITER_HOST>:8443}. */
    Optional<String> publicOrigin();

    /** {@code <ARBITER_DATA>/tls}. */
    Optional<Path> tlsDir();

    /** The CA's certificate a device trusts, when the folder holds one (a brought certificate may come without). */
    default Optional<Path> caCertificate() {
        return tlsDir().map(dir -> dir.resolve("ca.crt")).filter(java.nio.file.Files::isReadable);
    }
}
