package org.arbiter.testsupport;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's chromium and chromium-driver, installed with apt-get when missing (the machine runs as root). If they
 * cannot be installed, the test fails: it never skips. Selenium is pointed at /usr/bin/chromedriver and
 * /usr/bin/chromium, so Selenium Manager never downloads a browser or a driver.
 */
public final class Chromium {

    public static final Path BROWSER = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    /** Installs chromium and chromium-driver when either is missing; throws when that fails. */
    public static synchronized void ensureInstalled() throws IOException, InterruptedException {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return;
        }
        Path log = Path.of("target", "chromium-install.log");
        Files.createDirectories(log.getParent());
        Process p = new ProcessBuilder("bash", "-c",
                "export DEBIAN_FRONTEND=noninteractive; apt-get update && apt-get install -y --no-install-recommends chromium chromium-driver")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(15, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("apt-get install chromium chromium-driver did not finish in 15 minutes; see " + log);
        }
        if (p.exitValue() != 0 || !Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("cannot install chromium and chromium-driver (exit " + p.exitValue() + "); see " + log);
        }
    }

    /** A headless browser of 1920×1080 (as an OBS browser source renders a page). */
    public static ChromeDriver start() throws IOException, InterruptedException {
        return start(1920, 1080);
    }

    /**
     * A headless browser whose page is {@code width}×{@code height}, with a fresh profile under target/, without
     * background networking, component updates or sync (on a closed network they flood it).
     */
    public static ChromeDriver start(int width, int height) throws IOException, InterruptedException {
        ensureInstalled();
        Path profile = Files.createTempDirectory(Files.createDirectories(Path.of("target", "chromium-profiles")), "p");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments(List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=" + width + "," + height,
                "--hide-scrollbars", "--force-device-scale-factor=1"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString()))
                .usingAnyFreePort()
                .withLogFile(Path.of("target", "chromedriver.log").toFile())
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        resize(driver, width, height);
        return driver;
    }

    /** The page itself {@code width}×{@code height} (a headless window keeps some of its size for itself). */
    public static void resize(ChromeDriver driver, int width, int height) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                java.util.Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    }
}
