package org.arbiter.system;

import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The chief judge's screens of the console: the protests and awards to decide beside their games' logs, the live
 * board of a round, the logs of a game or a tournament; what he clicks and what they show him, each by its selector,
 * here only.
 */
final class ChiefScreens extends ConsolePage<ChromeDriver> {

    ChiefScreens(ChromeDriver web) {
        super(web);
    }

    /** The console's {@code path} in a new browser, signed in as {@code user}, once {@code readyCss} shows. */
    static ChiefScreens signIn(ArbiterSystem system, String path, String user, int width, int height, String readyCss)
            throws Exception {
        return new ChiefScreens(ConsoleBrowser.signIn(system, path, user, width, height, readyCss));
    }

    /** The queue of the tournament {@code tournament}, typed in. */
    void show(String tournament) {
        ConsoleBrowser.type(web, "input[name='tournament']", tournament);
        act("chief-show");
    }

    /** The top bar's entries for his screen. */
    List<WebElement> navEntries() {
        return web.findElements(By.cssSelector("[data-nav='chief']"));
    }

    // ---- the queue ---------------------------------------------------------------------------

    /** The queue's protests (or awards, by {@code item}: "protest", "award"). */
    List<WebElement> queue(String item) {
        return web.findElements(By.cssSelector(queueCss(item)));
    }

    /** The {@code part} of the queue's first {@code item} (".place", ".filer", ".what", ".window"). */
    String queued(String item, String part) {
        return ConsoleBrowser.text(web, "[data-" + item + "] " + part);
    }

    /** Opens the queue's first {@code item} and waits for its game's log beside it. */
    void pick(String item, String gameId, Duration wait) {
        ConsoleBrowser.click(web, queueCss(item));
        await().atMost(wait).until(() -> !logOf(gameId).isEmpty());
    }

    /** The game log beside the decision, its lines. */
    List<WebElement> logOf(String gameId) {
        return web.findElements(By.cssSelector(".chief-detail .audit[data-game='" + gameId + "'] tbody tr"));
    }

    /** The game log's {@code column}-th cells beside the decision. */
    List<String> logColumn(int column) {
        return texts(".chief-detail .audit tbody tr td:nth-child(" + column + ")");
    }

    String logTitle() {
        return ConsoleBrowser.text(web, ".chief-detail .audit h2");
    }

    /** A protest upheld with {@code result} for {@code reasons}, not yet sent. */
    void uphold(String result, String reasons) {
        act("uphold");
        web.findElement(By.cssSelector("select[name='result'] option[value='" + result + "']")).click();
        web.findElement(By.name("reasons")).sendKeys(reasons);
    }

    /** Why the award waits for the chief judge. */
    String awardWhy() {
        return ConsoleBrowser.text(web, ".chief-decision[data-award] p.chief");
    }

    /** The note a decision left ("Решение записано"); null while there is none. */
    String note() {
        return ConsoleBrowser.text(web, ".chief-note.ok");
    }

    int notes() {
        return web.findElements(By.cssSelector(".chief-note.ok")).size();
    }

    /** Whether any of the chief judge's screens shows (its list, its grid, its entry). */
    boolean chiefShown() {
        return !web.findElements(By.cssSelector(".chief-list, .chief-grid, [data-nav='chief']")).isEmpty();
    }

    // ---- the live board ------------------------------------------------------------------------------------

    List<WebElement> cells() {
        return web.findElements(By.cssSelector(".liveboard .cell"));
    }

    WebElement cell(int table) {
        return web.findElement(By.cssSelector(cellCss(table)));
    }

    /** The attribute {@code name} of table {@code table}'s cell ("data-phase", "data-idle"). */
    String cellAttr(int table, String name) {
        return ConsoleBrowser.attr(web, cellCss(table), name);
    }

    /** The {@code part} of table {@code table}'s cell (".what", ".when"). */
    String cellText(int table, String part) {
        return ConsoleBrowser.text(web, cellCss(table) + " " + part);
    }

    // ---- the logs ------------------------------------------------------------------------------------------

    List<WebElement> entries() {
        return web.findElements(By.cssSelector(".audit-entries tbody tr"));
    }

    List<WebElement> amended() {
        return web.findElements(By.cssSelector(".audit-entries tr.amended"));
    }

    /** The log's {@code column}-th cells ({@code row}: "tbody tr", "tr.amended"). */
    List<String> entryColumn(String row, int column) {
        return texts(".audit-entries " + row + " td:nth-child(" + column + ")");
    }

    /** The entries struck through. */
    List<WebElement> struck() {
        return web.findElements(By.cssSelector(".audit-entries tbody tr td s"));
    }

    /** The log filtered to events of {@code type}. */
    void filter(String type) {
        web.findElement(By.cssSelector("select[name='type'] option[value='" + type + "']")).click();
        web.findElement(By.cssSelector(actCss("filter"))).click();
    }

    private static String queueCss(String item) {
        return ".chief-list [data-" + item + "]";
    }

    private static String cellCss(int table) {
        return "[data-table='" + table + "']";
    }
}
