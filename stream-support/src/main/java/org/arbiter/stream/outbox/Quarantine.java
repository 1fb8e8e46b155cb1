package org.arbiter.stream.outbox;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.arc.properties.UnlessBuildProperty;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.SqlClient;
import io.vertx.mutiny.sqlclient.Tuple;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Every outbox sends each record through here, so what happens to a record the broker refuses is decided in one
 * place. A passing refusal fails the pass ({@link PublishLoop} tries the batch again); a permanent one
 * ({@link Unpublishable}) stores the record with its reason in {@code <schema>.quarantine}
 * ({@code db/quarantine/V3__quarantine.sql}), through the caller's client (inside the pass's transaction where it has
 * one), and answers success: the pass records it as done and the records behind it flow on. The table's size is
 * the gauge {@value #METRIC} and the readiness check {@link QuarantineCheck}'s {@code quarantined}.
 * {@value #SCHEMA_PROPERTY} names the schema and switches the quarantine on (every service that relays).
 */
@ApplicationScoped
@UnlessBuildProperty(name = Quarantine.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class Quarantine {

    public static final String SCHEMA_PROPERTY = "arbiter.quarantine.schema";
    /** Records set aside, as the table holds them (all outboxes of the service). */
    public static final String METRIC = "arbiter.outbox.quarantined";

    private static final Logger LOG = Logger.getLogger(Quarantine.class);

    private final Pool pool;
    private final String insert;
    private final String count;
    private final AtomicLong quarantined = new AtomicLong();

    @Inject
    public Quarantine(Pool pool, MeterRegistry registry, @ConfigProperty(name = SCHEMA_PROPERTY) String schema) {
        this.pool = pool;
        this.insert = "insert into " + schema + ".quarantine (topic, record_key, record_value, reason) values ($1, $2, $3, $4)";
        this.count = "select count(*) from " + schema + ".quarantine";
        registry.gauge(METRIC, quarantined);
    }

    void load(@Observes StartupEvent start) {
        count().await().indefinitely();
    }

    /** Sends {@code value} keyed by {@code key} (the partition's order); completes on the broker's ack or the quarantine. */
    public Uni<Void> send(SqlClient client, String topic, MutinyEmitter<String> emitter, String key, String value) {
        return guard(client, topic, key, value, emitter.sendMessage(Message.of(value)
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(key).build())));
    }

    /** Any send of one record (e.g. a keyed {@code Record} whose null value is a tombstone) under the same rule. */
    public Uni<Void> guard(SqlClient client, String topic, String key, String value, Uni<Void> send) {
        return send.onFailure(Unpublishable::isPermanent).recoverWithUni(failure -> {
            String reason = Unpublishable.reason(failure).orElseThrow();
            LOG.errorf("%s: record %s can never be published (%s); set aside in the quarantine, the others go on",
                    topic, key, reason);
            return client.preparedQuery(insert).execute(Tuple.of(topic, key, value, reason))
                    .invoke(done -> quarantined.incrementAndGet())
                    .replaceWithVoid();
        });
    }

    /** How many records the table holds (the gauge is brought up to it). */
    public Uni<Long> count() {
        return pool.query(count).execute().map(rows -> rows.iterator().next().getLong(0)).invoke(quarantined::set);
    }
}
