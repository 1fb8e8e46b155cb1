package org.arbiter.system;

import java.io.IOException;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * What every page of the console has, for its page objects ({@link JudgeTablet}, {@link OrganiserScreens}, {@link ChiefScreens}): the browser,
 * its buttons by action, the refusal a screen shows instead of its data, screenshots.
 */
abstract class ConsolePage<D extends RemoteWebDriver> {

    /** The browser, for what is not the page's own: addresses, reloads, scripts, windows, printing, quitting. */
    final D web;

    ConsolePage(D web) {
        this.web = web;
    }

    void quit() {
        web.quit();
    }

    void save(String name) throws IOException {
        ConsoleBrowser.save(web, name);
    }

    /** The screen at both tablet sizes ({@link ConsoleBrowser#shootBoth}). */
    void shootBoth(String name) throws Exception {
        ConsoleBrowser.shootBoth((ChromeDriver) web, name);
    }

    /** Clicks (taps) the button of {@code action} ({@code [data-act]}), once it is there and enabled. */
    void act(String action) {
        ConsoleBrowser.click(web, actCss(action));
    }

    /** Whether the page has the button of {@code action}. */
    boolean offersAct(String action) {
        return !web.findElements(By.cssSelector(actCss(action))).isEmpty();
    }

    boolean enabled(String action) {
        return web.findElement(By.cssSelector(actCss(action))).isEnabled();
    }

    /** The status of the refusal a screen shows instead of its data (403…); null while there is none. */
    String alertStatus() {
        return ConsoleBrowser.attr(web, "[role=alert][data-status]", "data-status");
    }

    /** That refusal in words. */
    String alert() {
        return ConsoleBrowser.text(web, "[role=alert]");
    }

    /** The texts of the elements {@code css} finds. */
    List<String> texts(String css) {
        return web.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
    }

    static String actCss(String action) {
        return "[data-act='" + action + "']";
    }
}
