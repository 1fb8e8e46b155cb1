package org.arbiter.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The generator survives what it measures (issue 38.3): a connection that timed out, was refused or was closed by the
 * server is closed and the next request opens a new one; errors are counted by kind and a run with errors says so;
 * a 503 with Retry-After is waited out with jitter and the same request sent again. Against a scripted server on
 * loopback that answers each request as told.
 */
class HttpConnectionTest {

    /** What the scripted server does with one request. */
    enum Reply { OK, SILENT, OK_THEN_CLOSE, SHED, ERROR_500 }

    /** A server on loopback: each request read is answered by the next {@link Reply}; it counts connections. */
    static final class ScriptedServer implements AutoCloseable {
        final ServerSocket server = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
        final BlockingQueue<Reply> replies = new LinkedBlockingQueue<>();
        final List<Socket> accepted = new CopyOnWriteArrayList<>();
        final List<String> requests = new CopyOnWriteArrayList<>();

        ScriptedServer(Reply... script) throws IOException {
            replies.addAll(List.of(script));
            Thread.ofVirtual().start(this::acceptAll);
        }

        URI uri() {
            return URI.create("http://127.0.0.1:" + server.getLocalPort());
        }

        private void acceptAll() {
            try {
                while (true) {
                    Socket socket = server.accept();
                    accepted.add(socket);
                    Thread.ofVirtual().start(() -> serve(socket));
                }
            } catch (IOException closed) {
                // the test is over
            }
        }

        private void serve(Socket socket) {
            try {
                BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = socket.getOutputStream();
                while (true) {
                    String requestLine = in.readLine();
                    if (requestLine == null) {
                        return;
                    }
                    int length = 0;
                    for (String header = in.readLine(); !header.isEmpty(); header = in.readLine()) {
                        if (header.toLowerCase().startsWith("content-length:")) {
                            length = Integer.parseInt(header.substring(15).trim());
                        }
                    }
                    char[] body = new char[length];
                    in.read(body, 0, length);
                    requests.add(requestLine + " " + new String(body));
                    Reply reply = replies.take();
                    switch (reply) {
                        case SILENT -> {
                            return;   // never answers; the socket stays open until the test ends
                        }
                        case OK -> answer(out, "200 OK", "", "{\"version\":1}");
                        case OK_THEN_CLOSE -> {
                            answer(out, "200 OK", "", "{\"version\":1}");
                            socket.close();
                            return;
                        }
                        case SHED -> answer(out, "503 Service Unavailable", "Retry-After: 1\r\n",
                                "{\"error\":\"SERVICE_UNAVAILABLE\",\"rule\":null,\"message\":\"busy\"}");
                        case ERROR_500 -> answer(out, "500 Internal Server Error", "",
                                "{\"error\":\"INTERNAL_ERROR\",\"rule\":null,\"message\":\"x\"}");
                    }
                }
            } catch (IOException | InterruptedException e) {
                // the client went away
            }
        }

        private static void answer(OutputStream out, String status, String headers, String body) throws IOException {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            out.write(("HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\n" + headers + "Content-Length: "
                    + bytes.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
        }

        @Override
        public void close() throws IOException {
            server.close();
            for (Socket socket : accepted) {
                socket.close();
            }
        }
    }

    private final List<AutoCloseable> closing = new ArrayList<>();

    private ScriptedServer server(Reply... script) throws IOException {
        ScriptedServer server = new ScriptedServer(script);
        closing.add(server);
        return server;
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : closing) {
            c.close();
        }
    }

    @Test
    void aTimedOutConnectionIsClosedAndTheNextRequestOpensANewOne() throws Exception {
        ScriptedServer server = server(Reply.SILENT, Reply.OK);
        HttpConnection http = new HttpConnection(server.uri(), 300);

        assertThatThrownBy(() -> http.post("/api/games/g/commands", "t", "{\"type\":\"endSpeech\"}"))
                .isInstanceOf(SocketTimeoutException.class)
                .satisfies(e -> assertThat(Stats.ErrorKind.of((IOException) e)).isEqualTo(Stats.ErrorKind.TIMEOUT));
        assertThat(http.open()).as("closed after the timeout").isFalse();
        assertThat(server.requests).as("a timed-out request is not sent again (the server may have applied it)").hasSize(1);

        HttpConnection.Answer answer = http.post("/api/games/g/commands", "t", "{\"type\":\"endSpeech\"}");
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.text()).isEqualTo("{\"version\":1}");
        assertThat(server.accepted).as("a new connection").hasSize(2);
        http.close();
    }

    @Test
    void aRefusedConnectionIsCountedAsRefusedAndTheNextRequestTriesAgainWithoutANullStream() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        HttpConnection http = new HttpConnection(URI.create("http://127.0.0.1:" + port), 300);
        for (int attempt = 0; attempt < 2; attempt++) {
            assertThatThrownBy(() -> http.post("/api/games", "t", "{}")).isInstanceOf(ConnectException.class)
                    .satisfies(e -> assertThat(Stats.ErrorKind.of((IOException) e)).isEqualTo(Stats.ErrorKind.REFUSED));
            assertThat(http.open()).isFalse();
        }
    }

    @Test
    void aKeptAliveConnectionTheServerClosedIsReplacedAndTheRequestSentOnce() throws Exception {
        ScriptedServer server = server(Reply.OK_THEN_CLOSE, Reply.OK);
        HttpConnection http = new HttpConnection(server.uri(), 5_000);

        assertThat(http.post("/a", "t", "1").status()).isEqualTo(200);
        assertThat(http.post("/b", "t", "2").status()).isEqualTo(200);
        assertThat(server.accepted).hasSize(2);
        assertThat(server.requests).containsExactly("POST /a HTTP/1.1 1", "POST /b HTTP/1.1 2");
        http.close();
    }

    @Test
    void a503WithRetryAfterIsWaitedOutWithJitterAndTheSameRequestSentAgain() throws Exception {
        ScriptedServer server = server(Reply.SHED, Reply.SHED, Reply.OK);
        HttpConnection http = new HttpConnection(server.uri(), 5_000);
        Stats stats = new Stats(0, Long.MAX_VALUE);
        List<Long> waits = new ArrayList<>();

        HttpConnection.Answer answer = Table.send(http, "/api/games", "t", "{\"n\":1}", stats, waits::add);

        assertThat(answer.status()).isEqualTo(200);
        assertThat(stats.shed.sum()).isEqualTo(2);
        assertThat(stats.errors.sum()).isZero();
        assertThat(waits).hasSize(2).allMatch(wait -> wait >= 1_000 && wait <= 2_000);
        assertThat(server.requests).containsExactly("POST /api/games HTTP/1.1 {\"n\":1}", "POST /api/games HTTP/1.1 {\"n\":1}",
                "POST /api/games HTTP/1.1 {\"n\":1}");
        http.close();
    }

    @Test
    void aServiceThatKeepsSheddingIsA5xxAfterMaxShed() throws Exception {
        Reply[] script = new Reply[Table.MAX_SHED + 1];
        java.util.Arrays.fill(script, Reply.SHED);
        ScriptedServer server = server(script);
        HttpConnection http = new HttpConnection(server.uri(), 5_000);
        Stats stats = new Stats(0, Long.MAX_VALUE);

        HttpConnection.Answer answer = Table.send(http, "/api/games", "t", "{}", stats, wait -> { });

        assertThat(answer.status()).isEqualTo(503);
        assertThat(answer.retryAfter()).isEqualTo("1");
        assertThat(stats.shed.sum()).isEqualTo(Table.MAX_SHED);
        http.close();
    }

    @Test
    void errorsAreCountedByKindAndARunWithErrorsSaysSoOnItsResultLine() {
        Stats stats = new Stats(0, Long.MAX_VALUE);
        assertThat(stats.errorSummary())
                .isEqualTo("errors=0 errors_timeout=0 errors_refused=0 errors_5xx=0 errors_4xx=0 errors_io=0 shed=0");

        stats.error(Stats.ErrorKind.of(new SocketTimeoutException("Read timed out")));
        stats.error(Stats.ErrorKind.of(new SocketTimeoutException("Connect timed out")));
        stats.error(Stats.ErrorKind.of(new ConnectException("Connection refused")));
        stats.error(Stats.ErrorKind.of(new java.net.SocketException("Connection reset")));
        stats.refused(500, "{\"error\":\"INTERNAL_ERROR\"}");
        stats.refused(422, "{\"error\":\"WRONG_PHASE\"}");
        stats.shed.increment();

        assertThat(stats.errorSummary()).isEqualTo("errors=6 errors_timeout=1 errors_refused=2 errors_5xx=1 errors_4xx=1"
                + " errors_io=1 shed=1 WITH ERRORS");
        assertThat(stats.refusals.sum()).isEqualTo(2);
    }

    @Test
    void retryAfterIsReadInSeconds() {
        assertThat(List.of("1", " 2 ", "0").stream().map(Table::retryAfterMillis).toList()).containsExactly(1_000L, 2_000L, 0L);
        assertThat(java.util.Arrays.asList(null, "", "soon", "-1", "Wed, 21 Oct 2015 07:28:00 GMT").stream()
                .map(Table::retryAfterMillis).toList()).containsExactly(-1L, -1L, -1L, -1L, -1L);
    }
}
