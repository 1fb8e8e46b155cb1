package org.arbiter.system;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Carries TCP connections between two network namespaces through a Unix socket, which both see in the file system:
 * the test drives the tablet's ChromeDriver (in the tablet's namespace, on its loopback) while the tablet's network
 * link is down. In the tablet's namespace: {@code java -cp <test classes> org.arbiter.system.SocketBridge <socket>
 * <port>} accepts on the Unix socket and connects to 127.0.0.1:port there; in the test's JVM, {@link #toUnixSocket}
 * accepts on a loopback port and connects to the socket. Each connection is copied both ways, byte for byte.
 */
final class SocketBridge {

    private SocketBridge() {
    }

    public static void main(String[] args) throws IOException {
        Path socket = Path.of(args[0]);
        int port = Integer.parseInt(args[1]);
        Files.deleteIfExists(socket);
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        accept(server, () -> open(new InetSocketAddress(InetAddress.getLoopbackAddress(), port)));
    }

    /** Accepts on a free loopback port of this namespace and carries each connection to {@code socket}; its port. */
    static Closeable toUnixSocket(Path socket, int[] port) throws IOException {
        ServerSocketChannel server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        port[0] = server.socket().getLocalPort();
        Thread acceptor = new Thread(() -> {
            try {
                accept(server, () -> open(UnixDomainSocketAddress.of(socket)));
            } catch (IOException closed) {
                // the bridge was closed
            }
        }, "socket-bridge");
        acceptor.setDaemon(true);
        acceptor.start();
        return server;
    }

    private static SocketChannel open(java.net.SocketAddress address) {
        try {
            return SocketChannel.open(address);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void accept(ServerSocketChannel server, Supplier<SocketChannel> target) throws IOException {
        while (true) {
            SocketChannel in = server.accept();
            try {
                SocketChannel out = target.get();
                pump(in, out);
                pump(out, in);
            } catch (RuntimeException e) {
                in.close();
            }
        }
    }

    private static void pump(SocketChannel from, SocketChannel to) {
        Thread thread = new Thread(() -> {
            ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
            try {
                while (from.read(buffer) >= 0) {
                    buffer.flip();
                    while (buffer.hasRemaining()) {
                        to.write(buffer);
                    }
                    buffer.clear();
                }
                to.shutdownOutput();
            } catch (IOException e) {
                // either side went away: close both
                try {
                    from.close();
                    to.close();
                } catch (IOException ignored) {
                    // already closed
                }
            }
        }, "socket-bridge-pump");
        thread.setDaemon(true);
        thread.start();
    }
}
