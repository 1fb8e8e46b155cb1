package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumDriver;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * The judge's console page, on a tablet: what he taps (the deal, speeches, fouls, nominations, votes, shots, the
 * award, the signature, the conflict banner's buttons) and what the screen shows him, each by its selector, here only.
 */
final class JudgeTablet extends ConsolePage<RemoteWebDriver> {

    /** His lists of tables on the home screen: all of them, today's, his own games, those kept on the device. */
    static final String TABLES = ".tables";
    static final String TODAY = "[data-list='today']";
    static final String AD_HOC = "[data-list='adHoc']";
    static final String KEPT = "[data-list='kept']";
    /** Wherever the game is listed. */
    static final String LISTED = "";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** How long a command sent or a refusal may take to show. */
    private final Duration wait;

    JudgeTablet(RemoteWebDriver web) {
        this(web, ConsoleBrowser.WAIT);
    }

    JudgeTablet(RemoteWebDriver web, Duration wait) {
        super(web);
        this.wait = wait;
    }

    /** The console's {@code path} in a new browser, signed in as {@code user}, once {@code readyCss} shows. */
    static JudgeTablet signIn(ArbiterSystem system, String path, String user, int width, int height, String readyCss)
            throws Exception {
        return new JudgeTablet(ConsoleBrowser.signIn(system, path, user, width, height, readyCss));
    }

    // ---- taps ----------------------------------------------------------------------------------------------

    /** Taps seat {@code seat}: what it does depends on the phase and the mode (a nomination by day, a vote, a target). */
    void seat(Object seat) {
        ConsoleBrowser.click(web, seatCss(seat));
    }

    void endSpeech() {
        act("endSpeech");
    }

    void foul(int seat) {
        act("foul");
        seat(seat);
    }

    /** By day, the speaker nominates {@code seat}: one tap on it. */
    void nominate(int seat) {
        seat(seat);
    }

    /** The vote count moves on to the next candidate. */
    void nextCandidate() {
        act("nextCandidate");
    }

    /** The deal: {@code role} placed on {@code seat}. */
    void place(String role, Object seat) {
        ConsoleBrowser.click(web, "[data-role='" + role + "']");
        seat(seat);
    }

    /** The deal's count of {@code role} placed, as its button reads. */
    String roleCount(String role) {
        return web.findElement(By.cssSelector("[data-role='" + role + "']")).getText();
    }

    /** The shot of black {@code shooter}: at {@code target}, or a miss when null. */
    void shot(String shooter, Integer target) {
        ConsoleBrowser.click(web, "[data-shooter='" + shooter + "']");
        if (target == null) {
            act("miss");
        } else {
            seat(target);
        }
    }

    /** The black shooters the screen offers, in order. */
    List<String> shooters() {
        return web.findElements(By.cssSelector("[data-shooter]")).stream().map(chip -> chip.getAttribute("data-shooter")).toList();
    }

    void mode(String mode) {
        ConsoleBrowser.click(web, "[data-mode='" + mode + "']");
    }

    void bestMove() {
        ConsoleBrowser.click(web, "[data-bestmove]");
    }

    /** A team defeat's clause picked (the next seat tapped is the one who broke it). */
    void teamDefeatClause(String clause) {
        web.findElement(By.cssSelector("select[data-clause='teamDefeat'] option[value='" + clause + "']")).click();
    }

    /** The extra points typed seat by seat, the others cleared (not sent). */
    void extras(JsonNode extra) {
        for (WebElement input : web.findElements(By.cssSelector("[data-extra]"))) {
            if (!input.getAttribute("value").isEmpty()) {
                input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
            }
        }
        extra.fields().forEachRemaining(seat ->
                web.findElement(By.cssSelector("[data-extra='" + seat.getKey() + "']")).sendKeys(seat.getValue().asText()));
    }

    /** Taps what sends a command and waits until the game's version moved on and nothing waits; no refusal shows. */
    void sendAndWait(Runnable tap) {
        String before = version();
        tap.run();
        await().atMost(wait).until(() -> !String.valueOf(before).equals(version()) && nothingWaits());
        assertThat(web.findElements(By.cssSelector(".banner.refusal"))).isEmpty();
    }

    /** {@link #sendAndWait} of the button of {@code action}. */
    void send(String action) {
        sendAndWait(() -> act(action));
    }

    /** {@link #sendAndWait} of a tap on {@code seat}. */
    void sendSeat(Object seat) {
        sendAndWait(() -> seat(seat));
    }

    // ---- the home screen: his tables -----------------------------------------------------------------------

    /** Opens {@code gameId} from the list {@code list} ({@link #TABLES}, {@link #KEPT}…). */
    void openTable(String list, String gameId) {
        ConsoleBrowser.click(web, tableCss(list, gameId));
    }

    /** The attribute {@code name} of {@code gameId}'s entry in {@code list}. */
    String tableAttr(String list, String gameId, String name) {
        return ConsoleBrowser.attr(web, tableCss(list, gameId), name);
    }

    String tableText(String list, String gameId) {
        return ConsoleBrowser.text(web, tableCss(list, gameId));
    }

    /** The entries of his tables' lists. */
    List<WebElement> tables() {
        return web.findElements(By.cssSelector(".tables [data-game]"));
    }

    /** A game opened by its id, typed into the home screen's form. */
    void openById(String gameId) {
        web.findElement(By.name("gameId")).sendKeys(gameId);
        web.findElement(By.cssSelector(".tables form button[type=submit]")).click();
    }

    private static String tableCss(String list, String gameId) {
        return (list + " [data-game='" + gameId + "']").trim();
    }

    // ---- what the screen shows -----------------------------------------------------------------------------

    String phase() {
        return ConsoleBrowser.attr(web, ".game", "data-phase");
    }

    String version() {
        return ConsoleBrowser.attr(web, ".game", "data-version");
    }

    /** Whether the table is drawn with its version (the game loaded). */
    boolean ready() {
        return !web.findElements(By.cssSelector(".game[data-version]")).isEmpty();
    }

    /** Whether anything of a table shows. */
    boolean gameShown() {
        return !web.findElements(By.cssSelector(".game")).isEmpty();
    }


    String speaker() {
        return ConsoleBrowser.attr(web, "[data-speaker]", "data-speaker");
    }

    /** "true" or "false" as the header says; null before it shows. */
    String online() {
        return ConsoleBrowser.attr(web, "[data-online]", "data-online");
    }

    /** The header's phase and result. */
    String phaseText() {
        return ConsoleBrowser.text(web, ".phase");
    }

    String finalized() {
        return ConsoleBrowser.text(web, ".finalized");
    }

    /** Tournament · stage · round · table, as the header names the game. */
    String place() {
        return ConsoleBrowser.text(web, "[data-place]");
    }

    /** What a seat tap does now ({@code data-tap}). */
    String tap() {
        return ConsoleBrowser.attr(web, "[data-tap]", "data-tap");
    }

    String seatText(Object seat) {
        return web.findElement(By.cssSelector(seatCss(seat))).getText();
    }

    /** The text of {@code part} of seat {@code seat} (".fouls", ".how", ".nick"…); null when it has none. */
    String seatPart(Object seat, String part) {
        return ConsoleBrowser.text(web, seatCss(seat) + " " + part);
    }

    /** Whether {@code part} of seat {@code seat} reads in full, inside its seat. */
    boolean fitsItsSeat(Object seat, String part) {
        return (Boolean) web.executeScript("const e = document.querySelector(arguments[0]);"
                + "return e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= "
                + "e.closest('.seat').getBoundingClientRect().right", seatCss(seat) + " " + part);
    }

    /** The seats' nicknames, in order. */
    List<String> nicknames() {
        return web.findElements(By.cssSelector(".seats [data-seat] .nick")).stream().map(WebElement::getText).toList();
    }

    /** The seats still at the table. */
    List<String> atTable() {
        List<String> atTable = new ArrayList<>();
        web.findElements(By.cssSelector(".seat:not(.departed)")).forEach(seat -> atTable.add(seat.getAttribute("data-seat")));
        return atTable;
    }

    /** The lower edge of the button of {@code action}, in the window. */
    double bottomOf(String action) {
        return ((Number) web.executeScript("return document.querySelector(arguments[0]).getBoundingClientRect().bottom",
                actCss(action))).doubleValue();
    }

    /** The countdown's seconds left. */
    int secondsLeft() {
        return Integer.parseInt(ConsoleBrowser.attr(web, ".clock", "data-left"));
    }

    /** The vote's candidates, in order. */
    List<String> ballot() {
        List<String> ballot = new ArrayList<>();
        web.findElements(By.cssSelector(".ballot li")).forEach(li -> ballot.add(li.getAttribute("data-candidate")));
        return ballot;
    }

    /** Who is counted for {@code candidate}, as the ballot reads. */
    String voters(int candidate) {
        return ConsoleBrowser.text(web, "[data-voters='" + candidate + "']");
    }

    /** How many commands wait on the device, as the queue in the header counts them (read at once: it redraws). */
    int waiting() {
        Object pending = web.executeScript(
                "const e = document.querySelector('[data-pending]'); return e ? e.getAttribute('data-pending') : null;");
        return pending == null ? 0 : Integer.parseInt(pending.toString());
    }

    /** How many commands wait, as the queue's attribute says; null when none waits. */
    String pending() {
        return ConsoleBrowser.attr(web, "[data-pending]", "data-pending");
    }

    /** Whether no command waits (the queue gone from the header). */
    boolean nothingWaits() {
        return web.findElements(By.cssSelector("[data-pending]")).isEmpty();
    }

    /** The queue in the header, as it names the waiting commands. */
    String queue() {
        return ConsoleBrowser.text(web, "[data-pending]");
    }

    // ---- the refusal and conflict banners ------------------------------------------------------------------

    /** Waits for the refusal's banner; its code, clause or message by {@code part} (".code", ".rule", ".message"). */
    String refusal(String part) {
        await().atMost(wait).until(() -> !web.findElements(By.cssSelector(".banner.refusal")).isEmpty());
        return ConsoleBrowser.text(web, ".banner.refusal " + part);
    }

    void dismissRefusal() {
        ConsoleBrowser.click(web, ".banner.refusal button");
    }

    /** Waits for the conflict's banner and returns its text. */
    String conflict() {
        await().atMost(wait).until(() -> !web.findElements(By.cssSelector(".banner.conflict")).isEmpty());
        return ConsoleBrowser.text(web, ".banner.conflict");
    }

    boolean conflictShown() {
        return !web.findElements(By.cssSelector(".banner.conflict")).isEmpty();
    }

    /** The conflict banner's waiting commands: each one's name with its seats and whether it is still legal. */
    List<String> rebase() {
        return commands().stream()
                .map(li -> li.findElement(By.cssSelector(".label")).getText() + " " + li.getAttribute("data-legal")).toList();
    }

    /** The first waiting command's label in the conflict banner, read whole (textContent). */
    String firstRebaseLabel() {
        return ConsoleBrowser.attr(web, ".banner.conflict li[data-command] .label", "textContent");
    }

    /** The error code of the first waiting command no longer legal. */
    String illegalCode() {
        return ConsoleBrowser.text(web, ".banner.conflict li[data-legal='false'] .code");
    }

    /** Taps {@code act} ("send-one", "drop-one") beside the waiting command {@code label}. */
    void rebase(String label, String act) {
        commands().stream().filter(li -> li.findElement(By.cssSelector(".label")).getText().equals(label)).findFirst()
                .orElseThrow().findElement(By.cssSelector(actCss(act))).click();
    }

    List<WebElement> commands() {
        return web.findElements(By.cssSelector(".banner.conflict li[data-command]"));
    }

    // ---- the network ---------------------------------------------------------------------------------------

    /** The tablet's network cut or back (CDP). */
    void network(boolean offline) {
        cdp("Network.enable", Map.of());
        cdp("Network.emulateNetworkConditions",
                Map.of("offline", offline, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    }

    /** The services out of reach (every {@code /api/} request blocked), or back. */
    void blockApi(boolean blocked) {
        cdp("Network.enable", Map.of());
        cdp("Network.setBlockedURLs", Map.of("urls", blocked ? List.of("*/api/*") : List.of()));
    }

    private void cdp(String command, Map<String, Object> parameters) {
        ((ChromiumDriver) web).executeCdpCommand(command, parameters);
    }

    // ---- the view ------------------------------------------------------------------------------------------

    /**
     * The judge's view as the screen shows it, read in one script (the header redraws each 250 ms): candidates only
     * where shown (the ballot, or the day's list), fouls as the marks on each seat.
     */
    Map<String, Object> view() {
        String json = (String) web.executeScript("""
                const all = css => [...document.querySelectorAll(css)];
                const one = css => document.querySelector(css);
                const ballot = all('.ballot li').map(li => li.getAttribute('data-candidate'));
                const listed = one('[data-candidates]');
                const candidates = ballot.length > 0 ? ballot
                    : listed ? (listed.textContent === '—' ? [] : listed.textContent.split(', '))
                    : one('.ballot') ? [] : null;
                const fouls = {};
                for (const seat of all('.seat')) {
                  const marks = seat.querySelector('.fouls');
                  if (marks && marks.textContent.length > 0) fouls[seat.getAttribute('data-seat')] = marks.textContent.length;
                }
                const speaker = one('[data-speaker]');
                return JSON.stringify({phase: one('.game').getAttribute('data-phase'),
                  speaker: speaker ? speaker.getAttribute('data-speaker') : null, candidates, fouls,
                  atTable: all('.seat:not(.departed)').map(seat => seat.getAttribute('data-seat'))});
                """);
        JsonNode read;
        try {
            read = JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("phase", read.get("phase").asText());
        view.put("speaker", read.get("speaker").isNull() ? null : read.get("speaker").asText());
        view.put("candidates", read.get("candidates").isNull() ? null : texts(read.get("candidates")));
        Map<String, Integer> fouls = new TreeMap<>();
        read.get("fouls").fields().forEachRemaining(f -> fouls.put(f.getKey(), f.getValue().asInt()));
        view.put("fouls", fouls);
        view.put("atTable", texts(read.get("atTable")));
        return view;
    }

    static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    // ---- the selectors -------------------------------------------------------------------------------------

    private static String seatCss(Object seat) {
        return "[data-seat='" + seat + "']";
    }
}
