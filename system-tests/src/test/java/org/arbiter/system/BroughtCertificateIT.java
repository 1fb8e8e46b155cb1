package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.FileInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;

/**
 * A certificate the organiser brings (PEM files, as {@code ARBITER_TLS_CERT} and {@code ARBITER_TLS_KEY} give
 * {@code ./arbiter-local}) is the one the console serves on https: the console started with the TLS registry's PEM key
 * store, and a client that trusts only the organiser's CA completes the handshake and sees his certificate.
 */
class BroughtCertificateIT {

    @Test
    void theConsoleServesTheOrganisersCertificate() throws Exception {
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        Path work = Files.createDirectories(Path.of("target", "brought-certificate").toAbsolutePath());
        Path tls = work.resolve("organiser-ca");
        // the organiser's own CA and certificate for a DNS name, made elsewhere and handed over as PEM
        Process made = new ProcessBuilder("bash", repo.resolve("console/src/main/tls/venue-tls.sh").toString(), tls.toString(),
                "arbiter.club.example").redirectErrorStream(true).start();
        assertThat(made.waitFor()).as(new String(made.getInputStream().readAllBytes())).isZero();
        char[] password = Files.readString(tls.resolve("password")).toCharArray();
        KeyStore server = KeyStore.getInstance("PKCS12");
        try (var in = new FileInputStream(tls.resolve("server.p12").toFile())) {
            server.load(in, password);
        }
        Path cert = work.resolve("fullchain.pem");
        Path key = work.resolve("privkey.pem");
        StringBuilder chain = new StringBuilder();
        for (Certificate c : server.getCertificateChain("server")) {
            chain.append(pem("CERTIFICATE", c.getEncoded()));
        }
        Files.writeString(cert, chain);
        Files.writeString(key, pem("PRIVATE KEY", server.getKey("server", password).getEncoded()));

        int httpsPort = ServiceProcess.freePort();
        try (ServiceProcess console = ServiceProcess.start(repo, ArbiterSystem.CONSOLE, "console-brought-certificate",
                ServiceProcess.freePort(), Map.of("QUARKUS_HTTP_SSL_PORT", Integer.toString(httpsPort),
                        "QUARKUS_TLS_KEY_STORE_PEM__0__CERT", cert.toString(), "QUARKUS_TLS_KEY_STORE_PEM__0__KEY", key.toString()),
                List.of(), work.resolve("logs"))) {
            console.awaitReady(Duration.ofSeconds(90));
            console.awaitListening(httpsPort, Duration.ofSeconds(30));
            KeyStore trust = KeyStore.getInstance("PKCS12");
            trust.load(null, null);
            trust.setCertificateEntry("organiser-ca", java.security.cert.CertificateFactory.getInstance("X.509")
                    .generateCertificate(Files.newInputStream(tls.resolve("ca.crt"))));
            TrustManagerFactory trusted = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trusted.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trusted.getTrustManagers(), null);
            try (SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket("127.0.0.1", httpsPort)) {
                socket.startHandshake();
                X509Certificate served = (X509Certificate) socket.getSession().getPeerCertificates()[0];
                assertThat(served.getSubjectX500Principal().getName()).isEqualTo("CN=arbiter.club.example,O=Arbiter");
                assertThat(served.getSubjectAlternativeNames()).containsExactly(List.of(2, "arbiter.club.example"));
                assertThat(served).isEqualTo(server.getCertificate("server"));
            }
        }
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }
}
