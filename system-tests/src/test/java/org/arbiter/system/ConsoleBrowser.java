package org.arbiter.system;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.arbiter.testsupport.Chromium;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * The console in headless Chromium for the browser tests: signing in with Keycloak, clicking, reading, screenshots
 * (also of a browser driven remotely, as the venue's tablet is).
 */
final class ConsoleBrowser {

    static final Duration WAIT = Duration.ofSeconds(20);
    /** The tablet sizes: landscape and portrait. */
    static final int[][] TABLET = {{1024, 768}, {768, 1024}};

    private ConsoleBrowser() {
    }

    /** Where the screenshots go: console/target/screenshots/ of the repository. */
    static Path shots() throws IOException {
        Path repo = Path.of(System.getProperty("arbiter.repo", "..")).toAbsolutePath().normalize();
        return Files.createDirectories(repo.resolve("console/target/screenshots"));
    }

    /**
     * A browser of {@code width}×{@code height} on the console's {@code path}, signed in on Keycloak's page as
     * {@code user} (whose password is his name), once {@code readyCss} shows; a failed sign-in leaves its screenshot.
     */
    static ChromeDriver signIn(ArbiterSystem system, String path, String user, int width, int height, String readyCss)
            throws Exception {
        ChromeDriver browser = Chromium.start(width, height);
        try {
            browser.get(system.url(ArbiterSystem.CONSOLE) + path);
            await().atMost(Duration.ofSeconds(60)).until(() -> !browser.findElements(By.id("username")).isEmpty());
            keycloak(browser, user, user);
            await().atMost(Duration.ofSeconds(60)).until(() -> !browser.findElements(By.cssSelector(readyCss)).isEmpty());
            return browser;
        } catch (RuntimeException | Error e) {
            save(browser, "failed-login-" + user + ".png");     // what he would have seen
            browser.quit();
            throw e;
        }
    }

    /** Keycloak's sign-in page filled in with {@code user} and {@code password}, and sent. */
    static void keycloak(RemoteWebDriver browser, String user, String password) {
        browser.findElement(By.id("username")).sendKeys(user);
        browser.findElement(By.id("password")).sendKeys(password);
        browser.findElement(By.id("kc-login")).click();
    }

    /** Clicks the first element {@code css} finds, once there is one and it is enabled. */
    static void click(RemoteWebDriver browser, String css) {
        await().atMost(WAIT).until(() -> {
            List<WebElement> found = browser.findElements(By.cssSelector(css));
            return !found.isEmpty() && found.get(0).isEnabled();
        });
        browser.findElement(By.cssSelector(css)).click();
    }

    /** Types {@code text} into the input {@code css} finds, once there is one, in place of what it held. */
    static void type(ChromeDriver browser, String css, String text) {
        await().atMost(WAIT).until(() -> !browser.findElements(By.cssSelector(css)).isEmpty());
        WebElement input = browser.findElement(By.cssSelector(css));
        input.clear();
        input.sendKeys(text);
    }

    /** Picks the option {@code value} of the select named {@code name}. */
    static void choose(ChromeDriver browser, String name, String value) {
        click(browser, "select[name='" + name + "'] option[value='" + value + "']");
    }

    /** A value set as a picker would (a date input's typing depends on the browser's locale). */
    static void setValue(ChromeDriver browser, String css, String value) {
        browser.executeScript("const e = document.querySelector(arguments[0]); e.value = arguments[1];"
                + "e.dispatchEvent(new Event('input', {bubbles: true}));", css, value);
    }

    /** The attribute of the first element {@code css} finds; null when there is none. */
    static String attr(RemoteWebDriver browser, String css, String name) {
        List<WebElement> found = browser.findElements(By.cssSelector(css));
        return found.isEmpty() ? null : found.get(0).getAttribute(name);
    }

    /** The text of the first element {@code css} finds; null when there is none. */
    static String text(RemoteWebDriver browser, String css) {
        List<WebElement> found = browser.findElements(By.cssSelector(css));
        return found.isEmpty() ? null : found.get(0).getText();
    }

    /** The screen at both tablet sizes, 1024×768 and 768×1024, as {@code name-WxH.png}; the browser left at 1024×768. */
    static void shootBoth(ChromeDriver browser, String name) throws Exception {
        for (int[] size : TABLET) {
            Chromium.resize(browser, size[0], size[1]);
            Thread.sleep(200);
            save(browser, name + "-" + size[0] + "x" + size[1] + ".png");
        }
        Chromium.resize(browser, TABLET[0][0], TABLET[0][1]);
    }

    static void save(RemoteWebDriver browser, String name) throws IOException {
        Path shot = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, shots().resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
}
