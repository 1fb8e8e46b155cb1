package org.arbiter.system;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.MemberDescription;
import org.apache.kafka.common.TopicPartition;

/** Who holds a consumer group's partitions, as the broker tells it (Kafka's admin API). */
final class ConsumerGroups implements AutoCloseable {

    /** The group's members and the partitions they hold together. */
    record Holding(Set<String> members, Set<TopicPartition> partitions) {
    }

    private final Admin admin;

    ConsumerGroups(String bootstrapServers) {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "5000");
        config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "3000");
        admin = Admin.create(config);
    }

    Holding holding(String group) throws Exception {
        ConsumerGroupDescription description = admin.describeConsumerGroups(List.of(group)).all().get(5, TimeUnit.SECONDS).get(group);
        Set<String> members = new HashSet<>();
        Set<TopicPartition> partitions = new HashSet<>();
        for (MemberDescription member : description.members()) {
            members.add(member.consumerId());
            partitions.addAll(member.assignment().topicPartitions());
        }
        return new Holding(members, partitions);
    }

    /**
     * The moment the group's partitions ({@code before.partitions()}) are all held again by members that were not in
     * it {@code before}: the consumers of a restarted instance (static members get a new member id) or survivors.
     */
    Instant awaitHeldAgain(String group, Holding before, Duration timeout) throws Exception {
        Instant giveUp = Instant.now().plus(timeout);
        while (Instant.now().isBefore(giveUp)) {
            Holding now = holding(group);
            if (!now.members().isEmpty() && now.members().stream().noneMatch(before.members()::contains)
                    && now.partitions().containsAll(before.partitions())) {
                return Instant.now();
            }
            Thread.sleep(100);
        }
        throw new AssertionError(group + ": its partitions " + before.partitions() + " not held again within " + timeout);
    }

    @Override
    public void close() {
        admin.close(Duration.ofSeconds(5));
    }
}
