package org.arbiter.enginejs;

import org.teavm.jso.JSExport;

/** {@link Engine}'s functions as the ES module's exports (the console's src/engine.ts wraps them). */
public final class EngineExports {

    private static final Engine ENGINE = new Engine();

    private EngineExports() {
    }

    public static void main(String[] args) {
        // nothing to run: the module's exports are the functions below
    }

    @JSExport
    public static String start(String eventsJson) {
        return ENGINE.start(eventsJson);
    }

    @JSExport
    public static String evolve(int state, String eventsJson) {
        return ENGINE.evolve(state, eventsJson);
    }

    @JSExport
    public static String decide(int state, String commandJson, double nowMillis) {
        return ENGINE.decide(state, commandJson, nowMillis);
    }

    @JSExport
    public static String view(int state) {
        return ENGINE.view(state);
    }

    @JSExport
    public static void release(int state) {
        ENGINE.release(state);
    }

    @JSExport
    public static int held() {
        return ENGINE.held();
    }
}
