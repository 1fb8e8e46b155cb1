package org.arbiter.stream.api;

import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Every request body is read through a count (docs/rules/TABLE-API.md "Error codes"): past {@link BodyLimit#MAX_BYTES}
 * the reading stops with {@link BodyLimit.TooLarge}, before anything is decided or stored. This is what limits a body
 * without a declared length (chunked); a declared one is refused before it is read ({@link BodyLimit}).
 */
@Provider
public class CountedBody implements ReaderInterceptor {

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        context.setInputStream(new Counted(context.getInputStream()));
        return context.proceed();
    }

    /** The body's bytes, counted; the first byte beyond the limit is never handed on. */
    static final class Counted extends FilterInputStream {

        private long read;

        Counted(InputStream body) {
            super(body);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] into, int offset, int length) throws IOException {
            int n = super.read(into, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count(skipped);
            return skipped;
        }

        private void count(long n) {
            read += n;
            if (read > BodyLimit.MAX_BYTES) {
                throw new BodyLimit.TooLarge();
            }
        }
    }
}
