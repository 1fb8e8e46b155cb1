package org.arbiter.system;

import static org.awaitility.Awaitility.await;

import java.io.Closeable;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.arbiter.testsupport.Chromium;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * Chromium on the tablet ({@link TabletHost}): ChromeDriver runs in the tablet's namespace with a home of its own whose
 * NSS database trusts the venue's CA (never {@code --ignore-certificate-errors}); the test drives it through a
 * {@link SocketBridge}, so the tablet's link can go down while the test goes on tapping.
 */
final class TabletBrowser implements AutoCloseable {

    private static final int DRIVER_PORT = 9515;

    private final Process driver;
    private final Process bridge;
    private final Closeable localBridge;
    final RemoteWebDriver web;

    private TabletBrowser(Process driver, Process bridge, Closeable localBridge, RemoteWebDriver web) {
        this.driver = driver;
        this.bridge = bridge;
        this.localBridge = localBridge;
        this.web = web;
    }

    /** A browser of {@code width}×{@code height} on the tablet that trusts {@code ca} (null: trusts nothing of ours). */
    static TabletBrowser start(TabletHost tablet, Path work, Path ca, int width, int height) throws Exception {
        Chromium.ensureInstalled();
        ensureCertutil();
        Path home = Files.createDirectories(work.resolve("tablet-home"));
        Path nss = home.resolve(".pki/nssdb");
        if (!Files.isDirectory(nss)) {
            Files.createDirectories(nss);
            exec(List.of("certutil", "-d", "sql:" + nss, "-N", "--empty-password"));
            if (ca != null) {
                exec(List.of("certutil", "-d", "sql:" + nss, "-A", "-t", "C,,", "-n", "arbiter-venue", "-i", ca.toString()));
            }
        }
        Process driver = tablet.start(Map.of("HOME", home.toString()), work.resolve("tablet-chromedriver.log"),
                Chromium.DRIVER.toString(), "--port=" + DRIVER_PORT);
        Path socket = work.resolve("tablet-driver.sock");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process bridge = tablet.start(Map.of(), work.resolve("tablet-bridge.log"), java, "-cp",
                System.getProperty("java.class.path"), SocketBridge.class.getName(), socket.toString(), Integer.toString(DRIVER_PORT));
        int[] port = new int[1];
        Closeable local = null;
        try {
            await().atMost(Duration.ofSeconds(30)).until(() -> Files.exists(socket));
            local = SocketBridge.toUnixSocket(socket, port);
            String url = "http://127.0.0.1:" + port[0];
            HttpClient http = HttpClient.newHttpClient();
            await().atMost(Duration.ofSeconds(30)).ignoreExceptions().until(() -> http.send(
                    HttpRequest.newBuilder(URI.create(url + "/status")).timeout(Duration.ofSeconds(3)).build(),
                    HttpResponse.BodyHandlers.ofString()).body().replace(" ", "").contains("\"ready\":true"));
            Path profile = Files.createTempDirectory(Files.createDirectories(work.resolve("tablet-profiles")), "p");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(Chromium.BROWSER.toFile());
            options.addArguments(List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height,
                    "--hide-scrollbars", "--force-device-scale-factor=1"));
            RemoteWebDriver web = new RemoteWebDriver(URI.create(url).toURL(), options);
            web.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
            return new TabletBrowser(driver, bridge, local, web);
        } catch (Exception | Error e) {
            if (local != null) {
                local.close();
            }
            bridge.destroyForcibly();
            driver.destroyForcibly();
            throw e;
        }
    }

    /** Debian's libnss3-tools (certutil), installed with apt-get when missing, as Chromium is. */
    private static synchronized void ensureCertutil() throws IOException, InterruptedException {
        if (Files.isExecutable(Path.of("/usr/bin/certutil"))) {
            return;
        }
        exec(List.of("bash", "-c", "export DEBIAN_FRONTEND=noninteractive; apt-get update >/dev/null && "
                + "apt-get install -y --no-install-recommends libnss3-tools >/dev/null"));
    }

    private static void exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            web.quit();
        } finally {
            localBridge.close();
            bridge.destroyForcibly();
            driver.destroy();
        }
    }
}
