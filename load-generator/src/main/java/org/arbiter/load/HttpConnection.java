package org.arbiter.load;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * One table's keep-alive HTTP/1.1 connection: a POST is written as one buffer and the answer read by its
 * {@code Content-Length} (or chunks). A load generator that spends less CPU per request than the JDK's
 * {@code HttpClient} leaves more of a shared machine to the service it measures. Not thread-safe: one
 * table, one connection, one request at a time.
 *
 * <p>It survives what it measures (docs/benchmarks.md): a connection that fails in any way (a read timeout, a reset, a
 * refused connect) is closed at once and the next request opens a new one. A request is sent again on a new
 * connection only when a kept-alive connection turned out closed before any byte of the answer came (the server had
 * closed it); after a timeout it is not sent again (the server may have applied it): the caller counts it.
 */
final class HttpConnection implements AutoCloseable {

    /** A status code, a body (UTF-8) and the {@code Retry-After} header (null without one). */
    record Answer(int status, byte[] body, String retryAfter) {

        Answer(int status, byte[] body) {
            this(status, body, null);
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    static final int CONNECT_TIMEOUT_MS = 5_000;
    static final int READ_TIMEOUT_MS = 30_000;

    private final InetSocketAddress address;
    private final String hostHeader;
    private final int readTimeoutMs;
    /** All three set together once a connect succeeded, all null otherwise. */
    private Socket socket;
    private OutputStream out;
    private InputStream in;
    /** Whether a byte of the current answer has been read. */
    private boolean answering;

    HttpConnection(URI base) {
        this(base, READ_TIMEOUT_MS);
    }

    HttpConnection(URI base, int readTimeoutMs) {
        int port = base.getPort() < 0 ? 80 : base.getPort();
        this.address = new InetSocketAddress(base.getHost(), port);
        this.hostHeader = base.getHost() + ":" + port;
        this.readTimeoutMs = readTimeoutMs;
    }

    /**
     * Sends {@code json} to {@code path} with the bearer token. Any failure closes the connection before it is thrown;
     * a kept-alive connection found closed before the answer began is replaced and the request sent once more.
     */
    Answer post(String path, String token, String json) throws IOException {
        byte[] request = request(path, token, json.getBytes(StandardCharsets.UTF_8));
        boolean fresh = socket == null;
        try {
            return exchange(request);
        } catch (IOException e) {
            boolean staleKeepAlive = !fresh && !answering && !(e instanceof SocketTimeoutException);
            close();
            if (!staleKeepAlive) {
                throw e;
            }
            try {
                return exchange(request);
            } catch (IOException again) {
                close();
                throw again;
            }
        }
    }

    /** Whether a connection is open (for the tests: none after a failure). */
    boolean open() {
        return socket != null;
    }

    private Answer exchange(byte[] request) throws IOException {
        if (socket == null) {
            Socket opened = new Socket();
            try {
                opened.setTcpNoDelay(true);
                opened.connect(address, CONNECT_TIMEOUT_MS);
                opened.setSoTimeout(readTimeoutMs);
                out = opened.getOutputStream();
                in = new BufferedInputStream(opened.getInputStream(), 16 * 1024);
            } catch (IOException e) {
                opened.close();
                out = null;
                in = null;
                throw e;
            }
            socket = opened;
        }
        answering = false;
        out.write(request);
        out.flush();
        return read();
    }

    private byte[] request(String path, String token, byte[] body) {
        String head = "POST " + path + " HTTP/1.1\r\nHost: " + hostHeader
                + "\r\nContent-Type: application/json\r\nAccept: application/json\r\nAuthorization: Bearer " + token
                + "\r\nContent-Length: " + body.length + "\r\n\r\n";
        byte[] h = head.getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[h.length + body.length];
        System.arraycopy(h, 0, all, 0, h.length);
        System.arraycopy(body, 0, all, h.length, body.length);
        return all;
    }

    private Answer read() throws IOException {
        String statusLine = line();
        int status = Integer.parseInt(statusLine.substring(9, 12));
        String retryAfter = null;
        int length = -1;
        boolean chunked = false;
        boolean closeAfter = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            int colon = header.indexOf(':');
            String name = header.substring(0, colon).trim();
            String value = header.substring(colon + 1).trim();
            if (name.equalsIgnoreCase("content-length")) {
                length = Integer.parseInt(value);
            } else if (name.equalsIgnoreCase("transfer-encoding") && value.equalsIgnoreCase("chunked")) {
                chunked = true;
            } else if (name.equalsIgnoreCase("connection") && value.equalsIgnoreCase("close")) {
                closeAfter = true;
            } else if (name.equalsIgnoreCase("retry-after")) {
                retryAfter = value;
            }
        }
        byte[] body;
        if (chunked) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            for (int size = Integer.parseInt(line().trim(), 16); size > 0; size = Integer.parseInt(line().trim(), 16)) {
                all.write(exactly(size));
                line();
            }
            line();
            body = all.toByteArray();
        } else {
            body = exactly(Math.max(length, 0));
        }
        if (closeAfter) {
            close();
        }
        return new Answer(status, body, retryAfter);
    }

    private byte[] exactly(int n) throws IOException {
        byte[] bytes = in.readNBytes(n);
        if (bytes.length < n) {
            throw new EOFException("connection closed after " + bytes.length + " of " + n + " bytes");
        }
        return bytes;
    }

    private String line() throws IOException {
        StringBuilder line = new StringBuilder(64);
        for (int c = in.read(); c != '\n'; c = in.read()) {
            answering |= c >= 0;
            if (c < 0) {
                throw new EOFException("connection closed");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        socket = null;
        out = null;
        in = null;
    }
}
