package org.arbiter.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.NightStarted;
import org.arbiter.events.game.PlayerNominated;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Stage;
import org.arbiter.events.tournament.TournamentCreated;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link GameStreams#standing}: the cases by hand; the engine's random games are checked in game-rules. */
class GameStreamsTest {

    private static final Instant AT = Instant.parse("2026-04-01T10:00:00Z");

    /** A stream as the engine writes it (UndoTest's game): seq 1 GameCreated ... 10 the second undo. */
    private static List<EventEnvelope> undoneTwice() {
        List<EventEnvelope> game = new ArrayList<>();
        add(game, "g", new GameCreated("t", Stage.QUALIFYING, 1, 1, Ruleset.FIIM, GameOptions.DEFAULT,
                EventSamples.tenPlayers(), "judge"));
        add(game, "g", new RolesDealt(Map.of(1, Role.DON), false));               // 2 deal
        add(game, "g", new NightEnded(0, null));                                  // 3 endNight
        add(game, "g", new DayStarted(1, 1, List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))); // 4
        add(game, "g", new FoulGiven(1, 1, false));                               // 5
        add(game, "g", new PlayerNominated(1, 1, 3, List.of(3)));                 // 6 nominate
        add(game, "g", new FoulGiven(2, 1, false));                               // 7 foul
        add(game, "g", new FoulGiven(3, 1, false));                               // 8
        add(game, "g", new CommandUndone("foul", List.of(7L, 8L)));               // 9
        add(game, "g", new CommandUndone("nominate", List.of(6L)));               // 10
        return game;
    }

    private static void add(List<EventEnvelope> stream, String gameId, EventPayload payload) {
        long seq = stream.size() + 1;
        stream.add(EventEnvelope.ofGame(gameId, seq, AT.plusSeconds(seq), "judge", payload));
    }

    private static List<Long> seqs(Standing standing) {
        return standing.events().stream().map(EventEnvelope::seq).toList();
    }

    @Test
    @DisplayName("§12.17: what an undo names is left out, and the undo too; repeated undos step further back")
    void undoneEventsAndUndosAreLeftOut() {
        Standing standing = GameStreams.standing(undoneTwice());
        assertThat(seqs(standing)).containsExactly(1L, 2L, 3L, 4L, 5L);
        assertThat(standing.throughSeq()).isEqualTo(10);
        assertThat(standing.hasGap()).isFalse();
        assertThat(standing.missingSeq()).isZero();
    }

    @Test
    @DisplayName("reversed, with every event twice: the same standing events, once each, in seq order")
    void orderAndDuplicatesDoNotMatter() {
        List<EventEnvelope> game = undoneTwice();
        List<EventEnvelope> twice = new ArrayList<>(game.reversed());
        twice.addAll(game);
        assertThat(GameStreams.standing(twice)).isEqualTo(GameStreams.standing(game));
    }

    @Test
    @DisplayName("docs/architecture.md \"Undo\": a gap is never folded over; the stream stands up to it, the rest (its undo too) waits")
    void standingUpToTheFirstGap() {
        List<EventEnvelope> game = undoneTwice();
        List<EventEnvelope> gapAtSix = new ArrayList<>(game);
        gapAtSix.remove(5);                                   // seq 6 missing: 7..10 are left aside, undos included
        Standing standing = GameStreams.standing(gapAtSix);
        assertThat(seqs(standing)).containsExactly(1L, 2L, 3L, 4L, 5L);
        assertThat(standing.throughSeq()).isEqualTo(5);
        assertThat(standing.missingSeq()).isEqualTo(6);
        assertThat(standing.hasGap()).isTrue();

        List<EventEnvelope> gapAtEight = new ArrayList<>(game);
        gapAtEight.remove(7);                                 // the undo at 9 is beyond the gap: 6 and 7 stand for now
        Standing beforeEight = GameStreams.standing(gapAtEight);
        assertThat(seqs(beforeEight)).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(beforeEight.throughSeq()).isEqualTo(7);
        assertThat(beforeEight.missingSeq()).isEqualTo(8);

        Standing noStart = GameStreams.standing(game.subList(1, game.size()));
        assertThat(noStart.events()).isEmpty();
        assertThat(noStart.throughSeq()).isZero();
        assertThat(noStart.missingSeq()).isEqualTo(1);
    }

    @Test
    @DisplayName("a prefix of the stream is no gap: it stands as far as it goes")
    void aPrefixIsNoGap() {
        Standing prefix = GameStreams.standing(undoneTwice().subList(0, 8));
        assertThat(seqs(prefix)).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
        assertThat(prefix.throughSeq()).isEqualTo(8);
        assertThat(prefix.hasGap()).isFalse();

        Standing nothing = GameStreams.standing(List.of());
        assertThat(nothing.events()).isEmpty();
        assertThat(nothing.throughSeq()).isZero();
        assertThat(nothing.hasGap()).isFalse();
    }

    @Test
    @DisplayName("refused: a tournament's event, events of two games, two different events at one seq")
    void refusesWhatIsNotOneGamesStream() {
        List<EventEnvelope> game = undoneTwice();
        EventEnvelope tournament = EventEnvelope.ofTournament("t", 1, AT, "organiser",
                EventSamples.all().stream().filter(TournamentCreated.class::isInstance).findFirst().orElseThrow());
        assertThatThrownBy(() -> GameStreams.standing(List.of(game.get(0), tournament)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a game's event: TournamentCreated of tournament t");

        List<EventEnvelope> other = new ArrayList<>();
        add(other, "h", game.get(0).payload());
        assertThatThrownBy(() -> GameStreams.standing(List.of(game.get(0), other.get(0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("events of two games: g, h");

        EventEnvelope second = EventEnvelope.ofGame("g", 2, AT, "judge", new NightStarted(0));
        assertThatThrownBy(() -> GameStreams.standing(List.of(game.get(0), game.get(1), second)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("two events at seq 2 of game g: " + game.get(1).eventId() + " (RolesDealt), "
                        + second.eventId() + " (NightStarted)");
    }
}
