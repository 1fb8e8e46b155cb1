package org.arbiter.enginejs;

/** The engine's exports as EngineEqualsServerTest calls them: the Java facade itself, or engine.js in Node. */
interface EngineCalls extends AutoCloseable {

    String start(String eventsJson);

    String evolve(int state, String eventsJson);

    String decide(int state, String commandJson, double nowMillis);

    void release(int state);

    @Override
    default void close() {
    }

    /** The Java facade on the JVM. */
    static EngineCalls java() {
        Engine engine = new Engine();
        return new EngineCalls() {
            @Override
            public String start(String eventsJson) {
                return engine.start(eventsJson);
            }

            @Override
            public String evolve(int state, String eventsJson) {
                return engine.evolve(state, eventsJson);
            }

            @Override
            public String decide(int state, String commandJson, double nowMillis) {
                return engine.decide(state, commandJson, nowMillis);
            }

            @Override
            public void release(int state) {
                engine.release(state);
            }
        };
    }
}
