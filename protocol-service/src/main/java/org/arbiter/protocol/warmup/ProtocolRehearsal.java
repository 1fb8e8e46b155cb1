package org.arbiter.protocol.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZoneOffset;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.protocol.domain.ProtocolFolder;
import org.arbiter.stream.warmup.Rehearsal;
import org.arbiter.stream.warmup.WarmupGames;

/**
 * protocol-service's warm-up game ({@link WarmupGames}, every ruleset in turn): its events read from their JSON as
 * table-events brings them, then its protocol folded as the protocol's page asks for it (without a sheet or
 * protests). Nothing is stored.
 */
@ApplicationScoped
public class ProtocolRehearsal implements Rehearsal {

    @Override
    public int rehearse(int n) {
        List<EventEnvelope> read = WarmupGames.events(n);
        ProtocolFolder.fold(read, null, null, List.of(), ZoneOffset.UTC);
        return read.size();
    }
}
