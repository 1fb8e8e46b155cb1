package org.arbiter.system;


import java.nio.file.Path;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The console's screens for the organiser (tournaments, players, judges and their logins, seating, publishing,
 * overlays): what he clicks and types, and what the screens show him, each by its selector, here only.
 */
final class OrganiserScreens extends ConsolePage<ChromeDriver> {

    OrganiserScreens(ChromeDriver web) {
        super(web);
    }

    /** The console's {@code path} in a new browser, signed in as {@code user}, once {@code readyCss} shows. */
    static OrganiserScreens signIn(ArbiterSystem system, String path, String user, int width, int height, String readyCss)
            throws Exception {
        return new OrganiserScreens(ConsoleBrowser.signIn(system, path, user, width, height, readyCss));
    }

    // ---- what every screen has -----------------------------------------------------------------------------

    /** Opens the screen {@code screen} from the top bar ({@code [data-nav]}). */
    void nav(String screen) {
        ConsoleBrowser.click(web, "[data-nav='" + screen + "']");
    }

    /** The top bar's entries for {@code screen}. */
    List<WebElement> navEntries(String screen) {
        return web.findElements(By.cssSelector("[data-nav='" + screen + "']"));
    }

    /** The top bar's label of {@code screen}. */
    String navLabel(String screen) {
        return ConsoleBrowser.text(web, "[data-nav='" + screen + "']");
    }

    /** Types {@code text} into the field {@code name} (an input or a text area), in place of what it held. */
    void type(String name, String text) {
        ConsoleBrowser.type(web, field(name), text);
    }

    /** A date or number set as its picker would. */
    void set(String name, String value) {
        ConsoleBrowser.setValue(web, field(name), value);
    }

    /** Picks the option {@code value} of the select {@code name}. */
    void choose(String name, String value) {
        ConsoleBrowser.choose(web, name, value);
    }

    /** Ticks (or unticks) the checkbox {@code name}. */
    void tick(String name) {
        ConsoleBrowser.click(web, "input[name='" + name + "']");
    }

    /** The value of the field {@code name} (an input, a select, a text area). */
    String value(String name) {
        return ConsoleBrowser.attr(web, "[name='" + name + "']", "value");
    }

    /** The problem the screen shows: of an invalid field, or of the form. */
    String fieldProblem() {
        return ConsoleBrowser.text(web, ".field.invalid .problem");
    }

    String problem() {
        return ConsoleBrowser.text(web, ".problem");
    }

    /** The first heading of the screen's parts. */
    String heading() {
        return ConsoleBrowser.text(web, "h3");
    }

    /** The form {@code form} ({@code [data-form]}); null while there is none. */
    WebElement form(String form) {
        List<WebElement> found = web.findElements(By.cssSelector(formCss(form)));
        return found.isEmpty() ? null : found.get(0);
    }

    String legend(String form) {
        return ConsoleBrowser.text(web, formCss(form) + " legend");
    }

    // ---- tournaments ---------------------------------------------------------------------------------------

    /** The tournament the screens are on. */
    String tournament() {
        return ConsoleBrowser.attr(web, "nav.tabs", "data-tournament");
    }

    boolean listed(String tournament) {
        return !web.findElements(By.cssSelector("[data-tournament='" + tournament + "']")).isEmpty();
    }

    String card(String tournament) {
        return ConsoleBrowser.text(web, tournamentCss(tournament));
    }

    void open(String tournament) {
        ConsoleBrowser.click(web, tournamentCss(tournament));
    }

    /** The new tournament's form: its name, id and dates (not sent). */
    void tournamentForm(String name, String id, String startsOn, String endsOn) {
        type("name", name);
        type("id", id);
        set("startsOn", startsOn);
        set("endsOn", endsOn);
    }

    // ---- players -------------------------------------------------------------------------------------------

    /** How many players the list holds. */
    int players() {
        return web.findElements(By.cssSelector("[data-list='players'] tbody tr")).size();
    }

    String player(String playerId) {
        return ConsoleBrowser.text(web, "[data-player='" + playerId + "']");
    }

    /** How many players the CSV's preview would register. */
    String preview() {
        return ConsoleBrowser.attr(web, "[data-preview]", "data-preview");
    }

    String previewSummary() {
        return ConsoleBrowser.text(web, ".preview summary");
    }

    /** The preview's refused lines, by their numbers. */
    List<String> previewBadLines() {
        return texts(".preview tr.bad td:first-child");
    }

    /** The CSV file {@code file} uploaded in place of the text pasted. */
    void upload(Path file) {
        web.findElement(By.cssSelector(field("csv"))).clear();
        web.findElement(By.cssSelector("input[name='csvFile']")).sendKeys(file.toAbsolutePath().toString());
    }

    /** The import's refusal, when there is one: every bad line. */
    WebElement badRows() {
        List<WebElement> found = web.findElements(By.cssSelector(".bad-rows"));
        return found.isEmpty() ? null : found.get(0);
    }

    String badRowsTitle() {
        return ConsoleBrowser.text(web, ".bad-rows strong");
    }

    String badRowsMessage() {
        return ConsoleBrowser.text(web, ".bad-rows .message");
    }

    List<String> badRowsLines() {
        return texts(".bad-rows li");
    }

    WebElement csv() {
        return web.findElement(By.cssSelector(field("csv")));
    }

    String imported() {
        return ConsoleBrowser.text(web, "[data-imported]");
    }

    // ---- judges and their logins ---------------------------------------------------------------------------

    /** The judges typed (space-separated) registered from the judges' screen. */
    void addJudges(String names) {
        nav("judges");
        type("judges", names);
        act("addJudges");
    }

    /** The judges listed. */
    List<String> judges() {
        return texts("[data-judge]");
    }

    /** The printable card of the login {@code username}: its {@code part} (".person", "[data-field='password']"…). */
    String loginCard(String username, String part) {
        return ConsoleBrowser.text(web, cardCss(username) + " " + part);
    }

    WebElement loginCard(String username) {
        List<WebElement> found = web.findElements(By.cssSelector(cardCss(username)));
        return found.isEmpty() ? null : found.get(0);
    }

    /** The address of the QR code on the login's card. */
    String loginQr(String username) {
        return ConsoleBrowser.attr(web, cardCss(username) + " img", "src");
    }

    /** Whether the login {@code username} is listed in {@code state} ("waiting" for its first sign-in…). */
    boolean account(String username, String state) {
        return !web.findElements(By.cssSelector("[data-account='" + username + "'] [data-state='" + state + "']")).isEmpty();
    }

    // ---- seating -------------------------------------------------------------------------------------------

    /** Whether the stage has no seating yet. */
    boolean unseated() {
        return !web.findElements(By.cssSelector("[data-seating='none']")).isEmpty();
    }

    /** Whether the filling {@code filling} is picked. */
    boolean filling(String filling) {
        return web.findElement(By.cssSelector("input[name='filling'][value='" + filling + "']")).isSelected();
    }

    /** Whether the seating shows, with its quality report. */
    boolean seated() {
        return !web.findElements(By.cssSelector("[data-report]")).isEmpty() && !web.findElements(By.cssSelector("table.seating")).isEmpty();
    }

    /** Whether the report says the seating is stored. */
    boolean stored() {
        return !web.findElements(By.cssSelector("[data-report] [data-stored]")).isEmpty();
    }

    String storedNote() {
        return ConsoleBrowser.text(web, "[data-stored]");
    }

    /** How many rounds the seating's table shows; null while there is none. */
    String seatingRounds() {
        return ConsoleBrowser.attr(web, "table.seating", "data-seating");
    }

    /** The seating's tables, each its players seat by seat, as shown. */
    List<List<String>> seatingTables() {
        return web.findElements(By.cssSelector("table.seating tbody tr")).stream().map(row ->
                row.findElements(By.cssSelector("td[data-seat]")).stream().map(WebElement::getText).toList()).toList();
    }

    /** The report's figure {@code figure}: the seating's, a random one's, the lower bound. */
    List<String> figure(String figure) {
        return texts("tr[data-figure='" + figure + "'] td");
    }

    String summary() {
        return ConsoleBrowser.text(web, "[data-summary]");
    }

    String verdict() {
        return ConsoleBrowser.text(web, "[data-verdict]");
    }

    /** Who sits out, round by round. */
    List<String> byes() {
        return texts("[data-byes] li");
    }

    void scrollToByes() {
        web.executeScript("document.querySelector('[data-byes]').scrollIntoView()");
    }

    // ---- publishing ----------------------------------------------------------------------------------------

    /** The round the publishing screen is on. */
    String round() {
        return ConsoleBrowser.attr(web, "[data-round].chosen", "data-round");
    }

    void round(int round) {
        ConsoleBrowser.click(web, "[data-round='" + round + "']");
    }

    /** Whether the screen offers the field {@code name} (a table's judge: "judge3", "reassign1"…). */
    boolean hasField(String name) {
        return !web.findElements(By.name(name)).isEmpty();
    }

    /** Whether the round's published tables show. */
    boolean publishedShown() {
        return !web.findElements(By.cssSelector(PUBLISHED)).isEmpty();
    }

    /** The published tables. */
    int published() {
        return web.findElements(By.cssSelector(PUBLISHED + " tbody tr")).size();
    }

    /** The published tables' games, in table order. */
    List<String> publishedGames() {
        return web.findElements(By.cssSelector(PUBLISHED + " td[data-game]")).stream().map(td -> td.getAttribute("data-game")).toList();
    }

    /** The published tables' judges, in table order. */
    List<String> publishedJudges() {
        return texts(PUBLISHED + " [data-judge]");
    }

    /** The judge of published table {@code table}, or the refusal beside it. */
    String tableJudge(int table) {
        return ConsoleBrowser.text(web, "tr[data-table='" + table + "'] [data-judge]");
    }

    String tableRefusal(int table) {
        return ConsoleBrowser.text(web, "tr[data-table='" + table + "'] .refusal");
    }

    List<WebElement> refusals() {
        return web.findElements(By.cssSelector(PUBLISHED + " .refusal"));
    }

    /** Table {@code table} given to {@code judge} mid-round (not awaited). */
    void reassign(int table, String judge) {
        choose("reassign" + table, judge);
        act("reassign" + table);
    }

    /** The tables' QR cards. */
    List<WebElement> qrCards() {
        return web.findElements(By.cssSelector("[data-list='qr'] .qr-card"));
    }

    String qrAlt() {
        return ConsoleBrowser.attr(web, "[data-list='qr'] .qr-card img", "alt");
    }

    // ---- overlays ------------------------------------------------------------------------------------------

    /** The tables' overlay URLs. */
    List<String> overlayUrls() {
        return web.findElements(By.cssSelector(".overlay-urls textarea")).stream().map(i -> i.getAttribute("value")).toList();
    }

    int overlays() {
        return web.findElements(By.cssSelector(".overlay-urls li")).size();
    }

    /** Copies the URL of {@code which} ("table2"…); the button's label. */
    String copy(String which) {
        ConsoleBrowser.click(web, "[data-copy='" + which + "']");
        return ConsoleBrowser.text(web, "[data-copy='" + which + "']");
    }

    // ---- the selectors -------------------------------------------------------------------------------------

    private static final String PUBLISHED = "[data-list='published']";

    private static String field(String name) {
        return (name.equals("csv") || name.equals("separated") ? "textarea" : "input") + "[name='" + name + "']";
    }

    private static String formCss(String form) {
        return "[data-form='" + form + "']";
    }

    private static String tournamentCss(String tournament) {
        return "button[data-tournament='" + tournament + "']";
    }

    private static String cardCss(String username) {
        return "[data-card='" + username + "']";
    }


}
