package org.arbiter.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.TopicDescription;
import org.arbiter.events.Topics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** The scale-out test's cluster alone: three brokers, the topics as production has them, a node killed and back. */
@EnabledIfSystemProperty(named = "arbiter.scaleout", matches = "true")
class KafkaClusterIT {

    @Test
    void threeBrokersHoldTheTopicsReplicatedAndANodeKilledComesBack() throws Exception {
        try (KafkaCluster cluster = KafkaCluster.start(Path.of("target", "kafka-cluster-it", Long.toString(System.nanoTime())))) {
            try (Admin admin = cluster.admin()) {
                TopicDescription tableEvents = admin.describeTopics(List.of(Topics.TABLE_EVENTS)).allTopicNames()
                        .get(30, TimeUnit.SECONDS).get(Topics.TABLE_EVENTS);
                assertThat(tableEvents.partitions()).hasSize(KafkaCluster.PARTITIONS)
                        .allSatisfy(p -> assertThat(p.replicas()).hasSize(KafkaCluster.REPLICATION));
            }
            cluster.kill(2);
            Thread.sleep(20_000);
            cluster.restart(2);
            try (Admin admin = cluster.admin()) {
                assertThat(admin.describeCluster().nodes().get(10, TimeUnit.SECONDS)).hasSize(KafkaCluster.NODES);
            }
        }
    }
}
