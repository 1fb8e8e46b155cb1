package org.arbiter.stream.outbox;

import io.smallrye.mutiny.Uni;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import org.eclipse.microprofile.reactive.messaging.Message;

/**
 * Every outbox sends each record through here, so what happens to a record the broker refuses is decided in one
 * place. Today a refusal fails the pass: nothing of the batch is recorded as published and {@link PublishLoop}
 * tries the whole batch again after {@link PublishLoop#RETRY}, so a record that can never be published (too
 * large, an unknown topic) holds back every record behind it. The hardening issue fills {@link #refused}: tell a
 * permanent refusal from a passing one, set the record aside with its reason (a quarantine table or a dead-letter
 * topic) and answer success, so the pass records it as done and the others go on.
 */
public final class Unpublishable {

    private Unpublishable() {
    }

    /** Sends {@code value} keyed by {@code key} (the partition's order) and completes on the broker's ack. */
    public static Uni<Void> send(String outbox, MutinyEmitter<String> emitter, String key, String value) {
        return guard(outbox, key, emitter.sendMessage(Message.of(value)
                .addMetadata(OutgoingKafkaRecordMetadata.<String>builder().withKey(key).build())));
    }

    /** Any send of one record (e.g. a keyed {@code Record} whose null value is a tombstone) under the same rule. */
    public static Uni<Void> guard(String outbox, String key, Uni<Void> send) {
        return send.onFailure().recoverWithUni(failure -> refused(outbox, key, failure));
    }

    /** The seam: today the refusal stands and fails the pass (see the class comment). */
    static Uni<Void> refused(String outbox, String key, Throwable failure) {
        return Uni.createFrom().failure(failure);
    }
}
