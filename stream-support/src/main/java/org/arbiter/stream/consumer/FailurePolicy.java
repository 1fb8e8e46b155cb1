package org.arbiter.stream.consumer;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.mutiny.Multi;
import io.quarkus.runtime.ShutdownEvent;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.stream.inbox.EventInbox;
import org.jboss.logging.Logger;

/**
 * What every consumer does with a record (or a batch) it cannot apply, decided in one place: each consumer hands its
 * records here with how to read one and how to apply what was read.
 *
 * <ul>
 *   <li>A record that cannot be read (not JSON, an unknown type, a newer {@code schemaVersion}) can never be
 *       applied: it goes to the consumer's dead-letter topic with the reason in its headers ({@link DeadLetters})
 *       and the stream goes on.</li>
 *   <li>A passing failure of the work ({@link Failures#passing}: the database away, a deadlock) is retried in place,
 *       with a back-off up to {@link #RETRY_MAX}, until it succeeds: nothing is skipped.</li>
 *   <li>Any other failure of the work is the record's: it is dead-lettered too. In a batch, a batch that fails so is
 *       applied again one record at a time, so only the bad record goes aside.</li>
 *   <li>Once the service is stopping ({@link ShutdownEvent}), every failure of the work counts as passing: the pool
 *       and the clients close under the records still being applied, and a record that fails then is retried, never
 *       acknowledged, and read again after the restart.</li>
 * </ul>
 * A game whose event was dead-lettered is not folded over the hole: the inbox parks its later events
 * ({@link EventInbox}). The channel never fails, so the service stays UP.
 */
@ApplicationScoped
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class FailurePolicy {

    public static final Duration RETRY_FIRST = java.time.Duration.ofMillis(200);
    public static final Duration RETRY_MAX = java.time.Duration.ofSeconds(5);
    /** Records dead-lettered, by source topic. */
    public static final String METRIC = "arbiter.consumer.dead.lettered";

    private static final Logger LOG = Logger.getLogger(FailurePolicy.class);

    @Inject
    DeadLetters deadLetters;

    @Inject
    MeterRegistry registry;

    private volatile boolean stopping;

    /** From now on no failure of the work is the record's (see above). */
    void stopping(@Observes ShutdownEvent event) {
        stopping = true;
    }

    /** One record: {@code read} its value (a failure there is the record's), then {@code work} on what was read. */
    public <T> Uni<Void> apply(ConsumerRecord<String, String> record, Function<String, T> read, Function<T, Uni<Void>> work) {
        T value;
        try {
            value = read.apply(record.value());
        } catch (RuntimeException unreadable) {
            return deadLetter(record, unreadable);
        }
        return retried(record.topic(), () -> work.apply(value))
                .onFailure().recoverWithUni(refused -> deadLetter(record, refused));
    }

    /**
     * A batch, in order: each record read (key and value), the unreadable ones dead-lettered; the rest applied together by
     * {@code work} (what was read and the records' own texts, in order). A batch refused for good is applied again
     * one record at a time.
     */
    public <T> Uni<Void> applyBatch(Iterable<ConsumerRecord<String, String>> records, Function<ConsumerRecord<String, String>, T> read,
            BiFunction<List<T>, List<String>, Uni<Void>> work) {
        List<ConsumerRecord<String, String>> readable = new ArrayList<>();
        List<T> values = new ArrayList<>();
        List<Supplier<Uni<Void>>> steps = new ArrayList<>();
        for (ConsumerRecord<String, String> record : records) {
            try {
                values.add(read.apply(record));
                readable.add(record);
            } catch (RuntimeException unreadable) {
                steps.add(() -> deadLetter(record, unreadable));
            }
        }
        if (!readable.isEmpty()) {
            String topic = readable.getFirst().topic();
            List<String> texts = readable.stream().map(ConsumerRecord::value).toList();
            steps.add(() -> retried(topic, () -> work.apply(values, texts))
                    .onFailure().recoverWithUni(refused -> {
                        LOG.warnf(refused, "%s: a batch of %d records was refused; applying them one at a time", topic, texts.size());
                        List<Supplier<Uni<Void>>> each = new ArrayList<>();
                        for (int i = 0; i < readable.size(); i++) {
                            ConsumerRecord<String, String> record = readable.get(i);
                            T value = values.get(i);
                            each.add(() -> retried(topic, () -> work.apply(Collections.singletonList(value), Collections.singletonList(record.value())))
                                    .onFailure().recoverWithUni(alone -> deadLetter(record, alone)));
                        }
                        return inOrder(each);
                    }));
        }
        return inOrder(steps);
    }

    private static Uni<Void> inOrder(List<Supplier<Uni<Void>>> steps) {
        return Multi.createFrom().iterable(steps).onItem().transformToUniAndConcatenate(Supplier::get)
                .collect().last().replaceWithVoid();
    }

    /** The work, retried in place while it fails for a passing reason (any reason once the service is stopping). */
    private Uni<Void> retried(String topic, Supplier<Uni<Void>> work) {
        return Uni.createFrom().deferred(work::get)
                .onFailure(this::passing).invoke(failure -> LOG.warnf("%s: a record could not be applied yet (%s); retrying",
                        topic, Failures.reason(failure)))
                .onFailure(this::passing).retry().withBackOff(RETRY_FIRST, RETRY_MAX).indefinitely();
    }

    private boolean passing(Throwable failure) {
        return stopping || Failures.passing(failure);
    }

    private Uni<Void> deadLetter(ConsumerRecord<String, String> record, Throwable failure) {
        Counter.builder(METRIC).tag("topic", record.topic()).register(registry).increment();
        return deadLetters.send(record, failure);
    }
}
