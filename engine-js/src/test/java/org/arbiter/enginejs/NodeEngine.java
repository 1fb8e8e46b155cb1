package org.arbiter.enginejs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** engine.js (the build's TeaVM output) in a Node process, called line by line through src/test/js/driver.mjs. */
final class NodeEngine implements EngineCalls {

    static final Path ENGINE_JS = Path.of("..", "console", "src", "main", "webui", "src", "generated", "engine.js").toAbsolutePath().normalize();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process node;
    private final BufferedWriter in;
    private final BufferedReader out;

    NodeEngine() {
        try {
            node = new ProcessBuilder("node", Path.of("src", "test", "js", "driver.mjs").toString(), ENGINE_JS.toUri().toString())
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UncheckedIOException("node is needed to run engine.js (the console's build needs it too)", e);
        }
        in = new BufferedWriter(new OutputStreamWriter(node.getOutputStream(), StandardCharsets.UTF_8));
        out = new BufferedReader(new InputStreamReader(node.getInputStream(), StandardCharsets.UTF_8));
    }

    static boolean built() {
        return Files.isRegularFile(ENGINE_JS);
    }

    private String call(Object... call) {
        try {
            in.write(JSON.writeValueAsString(List.of(call)));
            in.newLine();
            in.flush();
            String line = out.readLine();
            if (line == null) {
                throw new IllegalStateException("node ended");
            }
            return JSON.readValue(line, String.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String start(String eventsJson) {
        return call("start", eventsJson);
    }

    @Override
    public String evolve(int state, String eventsJson) {
        return call("evolve", state, eventsJson);
    }

    @Override
    public String decide(int state, String commandJson, double nowMillis) {
        return call("decide", state, commandJson, nowMillis);
    }

    @Override
    public void release(int state) {
        call("release", state);
    }

    @Override
    public void close() {
        node.destroy();
    }
}
