package org.arbiter.rating.feed;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * One SSE client's messages: what is already known (the catch-up), then each live message, in version order,
 * never one version twice. The live stream is listened to before the catch-up is read, and what arrives meanwhile
 * waits for it, so nothing released between the two is lost. When the live stream ends, so do the messages.
 */
public final class CatchUpThenLive {

    private CatchUpThenLive() {
    }

    /**
     * @param live     every message as it is released (filtered to this client's subject)
     * @param catchUp  the known messages in version order, read after {@code live} is subscribed
     * @param version  a message's version
     * @param after    the version the client already has ({@code -1} for none: the first catch-up message is sent)
     */
    public static <T> Multi<T> messages(Multi<T> live, Uni<List<T>> catchUp, ToLongFunction<T> version, long after) {
        return Multi.createFrom().emitter(emitter -> {
            Object lock = new Object();
            long[] last = {after};
            List<T> early = new ArrayList<>();
            boolean[] ready = {false};
            var subscription = live.subscribe().with(message -> {
                synchronized (lock) {
                    if (!ready[0]) {
                        early.add(message);
                    } else if (version.applyAsLong(message) > last[0]) {
                        last[0] = version.applyAsLong(message);
                        emitter.emit(message);
                    }
                }
            }, emitter::fail, () -> {
                synchronized (lock) {
                    emitter.complete();                      // the subject's feed ended (a board pushed out)
                }
            });
            emitter.onTermination(subscription::cancel);
            catchUp.subscribe().with(known -> {
                synchronized (lock) {
                    for (T message : known) {
                        if (version.applyAsLong(message) > last[0] || last[0] < 0) {
                            last[0] = version.applyAsLong(message);
                            emitter.emit(message);
                        }
                    }
                    for (T message : early) {
                        if (version.applyAsLong(message) > last[0]) {
                            last[0] = version.applyAsLong(message);
                            emitter.emit(message);
                        }
                    }
                    ready[0] = true;
                }
            }, emitter::fail);
        });
    }
}
