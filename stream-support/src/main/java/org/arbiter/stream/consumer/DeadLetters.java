package org.arbiter.stream.consumer;

import io.quarkus.arc.properties.UnlessBuildProperty;
import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.arbiter.events.Topics;
import org.arbiter.stream.inbox.EventInbox;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * The consumer's dead-letter topics: a record it can never apply is sent, key and value as they came, to
 * {@code <topic>.dlq.<consumer>} ({@link Topics#deadLetters}) with headers that say why and where from (the names
 * SmallRye's own dead-letter queue uses). The channel {@value #CHANNEL} is configured per service; its default topic
 * is never used (each record names its own). A send that fails is retried until the broker takes it: the record is
 * acknowledged only once it is set aside.
 */
@ApplicationScoped
@UnlessBuildProperty(name = EventInbox.SCHEMA_PROPERTY, stringValue = "", enableIfMissing = false)
public class DeadLetters {

    public static final String CHANNEL = "dead-letters";
    /** Names this consumer in its dead-letter topics: {@code table-events.dlq.scoring}. */
    public static final String CONSUMER_PROPERTY = "arbiter.dead-letters.consumer";
    public static final String REASON = "dead-letter-reason";
    public static final String CAUSE = "dead-letter-cause-class-name";
    public static final String TOPIC = "dead-letter-topic";
    public static final String PARTITION = "dead-letter-partition";
    public static final String OFFSET = "dead-letter-offset";

    private static final Logger LOG = Logger.getLogger(DeadLetters.class);

    @Inject
    @Channel(CHANNEL)
    MutinyEmitter<String> emitter;

    @ConfigProperty(name = CONSUMER_PROPERTY)
    String consumer;

    /** Sets the record aside with why; completes when the broker has it. */
    public Uni<Void> send(ConsumerRecord<String, String> record, Throwable failure) {
        String topic = Topics.deadLetters(record.topic(), consumer);
        String reason = Failures.reason(failure);
        LOG.errorf("%s: record at partition %d offset %d (key %s) can never be applied (%s); sent to %s, the stream goes on",
                record.topic(), record.partition(), record.offset(), record.key(), reason, topic);
        RecordHeaders headers = new RecordHeaders();
        headers.add(REASON, bytes(reason));
        headers.add(CAUSE, bytes(Failures.root(failure).getClass().getName()));
        headers.add(TOPIC, bytes(record.topic()));
        headers.add(PARTITION, bytes(Integer.toString(record.partition())));
        headers.add(OFFSET, bytes(Long.toString(record.offset())));
        Message<String> message = Message.of(record.value()).addMetadata(OutgoingKafkaRecordMetadata.<String>builder()
                .withTopic(topic).withKey(record.key()).withHeaders(headers).build());
        return Uni.createFrom().deferred(() -> emitter.sendMessage(message))
                .onFailure().invoke(f -> LOG.warnf("%s: the broker did not take a dead letter yet (%s); retrying", topic, f.getMessage()))
                .onFailure().retry().withBackOff(FailurePolicy.RETRY_FIRST, FailurePolicy.RETRY_MAX).indefinitely();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
