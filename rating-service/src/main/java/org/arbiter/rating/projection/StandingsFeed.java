package org.arbiter.rating.projection;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.rating.feed.CatchUpThenLive;
import org.arbiter.rating.feed.FeedClients;
import org.arbiter.rating.store.Json;
import org.arbiter.rating.store.StandingsStore;

/**
 * A tournament's standings as its feed gives them: the current message, and for one subscriber the catch-up from
 * the store followed by the live versions of {@link StandingsBroadcaster}, in version order, none skipped or repeated.
 */
@ApplicationScoped
public class StandingsFeed {

    @Inject
    StandingsStore store;

    @Inject
    StandingsBroadcaster broadcaster;

    @Inject
    FeedClients clients;

    /** The current message of a tournament (version 0 and no rows before anything was counted). */
    public Uni<String> current(String tournamentId) {
        return store.currentMessage(tournamentId)
                .map(message -> message.orElseGet(() -> Json.write(StandingsMessage.empty(tournamentId))));
    }

    /**
     * Without {@code resumeAfter} the first message is the current snapshot; with it, every stored version after
     * that one in order; then each new version. The live versions are listened to before the catch-up is read, and
     * those that arrive meanwhile wait for it.
     */
    public Multi<Published> messages(String tournamentId, Long resumeAfter) {
        Multi<Published> live = broadcaster.stream().filter(p -> p.tournamentId().equals(tournamentId));
        return clients.bounded(CatchUpThenLive.messages(live, catchUp(tournamentId, resumeAfter), Published::version,
                resumeAfter == null ? -1 : resumeAfter));
    }

    /**
     * Every stored version after {@code resumeAfter}; without it, or when the version right after it is no longer
     * kept (rating.standings.versions-kept), the current snapshot.
     */
    private Uni<List<Published>> catchUp(String tournamentId, Long resumeAfter) {
        if (resumeAfter == null) {
            return snapshot(tournamentId);
        }
        return store.messagesAfter(tournamentId, resumeAfter).chain(messages -> {
            if (!messages.isEmpty() && messages.firstKey() != resumeAfter + 1) {
                return snapshot(tournamentId);
            }
            List<Published> list = new ArrayList<>();
            messages.forEach((version, json) -> list.add(new Published(tournamentId, version, json)));
            return Uni.createFrom().item(list);
        });
    }

    private Uni<List<Published>> snapshot(String tournamentId) {
        return current(tournamentId).map(json -> List.of(new Published(tournamentId, versionOf(json), json)));
    }

    private static long versionOf(String json) {
        int at = json.indexOf("\"version\":");
        int end = at + "\"version\":".length();
        int stop = end;
        while (stop < json.length() && Character.isDigit(json.charAt(stop))) {
            stop++;
        }
        return Long.parseLong(json.substring(end, stop));
    }
}
