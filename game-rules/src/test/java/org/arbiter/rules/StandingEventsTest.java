package org.arbiter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import java.util.stream.Stream;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.game.CommandUndone;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEvent;
import org.arbiter.events.game.GameOptions;
import org.arbiter.rules.EnginePropertiesTest.GameCase;
import org.arbiter.rules.simulation.RandomJudge;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link GameStreams#standing}, the one fold of undos every consumer uses, against the engine's own fold (docs/rules/RULES.md
 * §12.17): random games with a mischievous judge who also takes back one to three commands in a row now and then, as
 * game-service publishes them (envelopes, GameCreated at seq 1). Seeded like {@link EnginePropertiesTest} ({@code -Dproperties.seed}, {@code -Dproperties.tries}).
 */
class StandingEventsTest {

    private static final int MAX_COMMANDS = 400;
    private static final double MISCHIEF = 0.1;
    /** the chance that the judge, besides the random judge's own mischief, takes back one to three commands */
    private static final double UNDOS = 0.1;
    private static final int SHUFFLES = 5;

    @TestFactory
    Stream<DynamicTest> standingEventsGiveTheEnginesState() {
        return EnginePropertiesTest.cases("standing-engine", EnginePropertiesTest.TRIES / 2, GameCase::draw)
                .map(c -> DynamicTest.dynamicTest(c.toString(), () -> standingGivesTheEnginesState(c)));
    }

    @TestFactory
    Stream<DynamicTest> anyShuffleAndDuplicationGivesTheSameStandingEvents() {
        return EnginePropertiesTest.cases("standing-shuffle", EnginePropertiesTest.TRIES / 2, GameCase::draw)
                .map(c -> DynamicTest.dynamicTest(c.toString(), () -> shufflesAndDuplicatesChangeNothing(c)));
    }

    /** One random game: its envelopes, and the engine's state after each accepted command with its event count. */
    private record Played(List<EventEnvelope> envelopes, List<GameState> states, List<Integer> counts) {
    }

    private static Played play(GameCase c) {
        GameCreated created = RandomJudge.newGame(c.ruleset(), new GameOptions(c.withdrawal(), c.noLiftAtThreeOrFour()));
        RandomJudge judge = new RandomJudge(c.seed(), MISCHIEF);
        Random undos = new Random(c.seed());
        int undosLeft = 0;
        Instant now = Instant.parse("2026-04-01T10:00:00Z");
        List<EventEnvelope> envelopes = new ArrayList<>();
        List<GameState> states = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        GameState state = GameRules.start(created);
        envelopes.add(EventEnvelope.ofGame("g-" + c.seed(), 1, now, "judge", created));
        states.add(state);
        counts.add(1);
        for (int i = 0; i < MAX_COMMANDS && !state.result().finalized(); i++) {
            if (undosLeft == 0 && undos.nextDouble() < UNDOS) {
                undosLeft = 1 + undos.nextInt(3);
            }
            Command command = undosLeft > 0 ? new Undo() : judge.next(state);
            undosLeft = Math.max(0, undosLeft - 1);
            Step step = GameRules.play(state, command, now.plusSeconds(i));
            if (step.decision() instanceof Accepted accepted) {
                for (GameEvent event : accepted.events()) {
                    envelopes.add(EventEnvelope.ofGame("g-" + c.seed(), envelopes.size() + 1, now.plusSeconds(i),
                            "judge", event));
                }
                state = step.state();
                states.add(state);
                counts.add(envelopes.size());
            }
        }
        return new Played(List.copyOf(envelopes), states, counts);
    }

    void standingGivesTheEnginesState(GameCase c) {
        Played game = play(c);
        Set<Long> undone = new HashSet<>();
        Set<Long> undos = new HashSet<>();
        for (EventEnvelope e : game.envelopes()) {
            if (e.payload() instanceof CommandUndone undo) {
                // what the one fold relies on: an undo names only events that stand, never an undo
                assertThat(undo.seqs()).as("undo at " + e.seq())
                        .allMatch(seq -> seq < e.seq() && !undos.contains(seq) && !undone.contains(seq));
                undone.addAll(undo.seqs());
                undos.add(e.seq());
            }
        }
        for (int i = 0; i < game.states().size(); i++) {
            int count = game.counts().get(i);
            Standing standing = GameStreams.standing(game.envelopes().subList(0, count));
            assertThat(standing.throughSeq()).isEqualTo(count);
            assertThat(standing.hasGap()).isFalse();
            List<GameEvent> events = standing.events().stream().map(e -> (GameEvent) e.payload()).toList();
            GameState refolded = GameRules.fold(events);
            // the refold numbers its events 1, 2, 3 ...: its seqs map back to the standing events' own
            LongUnaryOperator streamSeq = n -> n == 0 ? 0 : standing.events().get((int) n - 1).seq();
            GameState engine = game.states().get(i);
            assertThat(comparable(refolded, streamSeq)).as("after %d events", count)
                    .isEqualTo(comparable(engine, LongUnaryOperator.identity()));
            assertThat(undoChain(refolded, streamSeq)).as("what further undos would take back, after %d events", count)
                    .isEqualTo(undoChain(engine, LongUnaryOperator.identity()));
        }
    }

    /** The state with its seqs in the stream's numbering; the seq count and the undo chain aside. */
    private static GameState comparable(GameState s, LongUnaryOperator streamSeq) {
        return s.at(0, streamSeq.applyAsLong(s.effectiveSeq()), null)
                .with(s.result().withAward(s.result().award(), streamSeq.applyAsLong(s.result().awardSeq())));
    }

    /** The commands further undos would take back, newest first, each with its first event's seq. */
    private static List<String> undoChain(GameState s, LongUnaryOperator streamSeq) {
        List<String> chain = new ArrayList<>();
        for (CommandFrame f = s.previous(); f != null; f = f.before().previous()) {
            chain.add(f.command() + "@" + streamSeq.applyAsLong(f.firstSeq()));
        }
        return chain;
    }

    void shufflesAndDuplicatesChangeNothing(GameCase c) {
        List<EventEnvelope> ordered = play(c).envelopes();
        Standing expected = GameStreams.standing(ordered);
        assertThat(expected.throughSeq()).isEqualTo(ordered.size());
        Random random = new Random(c.seed());
        for (int i = 0; i < SHUFFLES; i++) {
            assertThat(GameStreams.standing(shuffledWithDuplicates(ordered, random))).isEqualTo(expected);
        }
        // with one seq missing: what stands up to it, flagged, whatever the order and duplicates
        int missing = 1 + random.nextInt(ordered.size());
        List<EventEnvelope> gapped = new ArrayList<>(ordered);
        gapped.remove(missing - 1);
        Standing beforeGap = GameStreams.standing(shuffledWithDuplicates(gapped, random));
        Standing prefix = GameStreams.standing(ordered.subList(0, missing - 1));
        assertThat(beforeGap.events()).isEqualTo(prefix.events());
        assertThat(beforeGap.throughSeq()).isEqualTo(missing - 1);
        assertThat(beforeGap.missingSeq()).isEqualTo(missing == ordered.size() ? 0 : missing);
    }

    /** The events in a random order, each one to three times. */
    private static List<EventEnvelope> shuffledWithDuplicates(List<EventEnvelope> events, Random random) {
        List<EventEnvelope> mixed = new ArrayList<>();
        for (EventEnvelope e : events) {
            int copies = 1 + random.nextInt(3);
            for (int k = 0; k < copies; k++) {
                mixed.add(e);
            }
        }
        Collections.shuffle(mixed, random);
        return mixed;
    }
}
