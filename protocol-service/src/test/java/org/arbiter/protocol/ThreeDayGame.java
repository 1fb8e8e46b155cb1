package org.arbiter.protocol;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.EventPayload;
import org.arbiter.events.game.*;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;

/**
 * One complete FIIM game with Cyrillic nicknames, as table-events would carry it, and its score sheet.
 * Black: 2, 8 (mafia), 6 (Don); Sheriff 4. Day 1: 8 voted out 6–4; night 1: 4 killed, best move 2, 6, 10
 * (two black); a foul on 9 taken back by undo; day 2: tie 2/6 4–4, re-vote 5–3, 2 leaves; night 2: 1
 * killed; day 3: 6 voted out 4–2, red win. Judge's extras 3: 0.3, 5: 0.2. Signed by the judge.
 */
public final class SampleGame {

    public static final String TOURNAMENT = "spring-cup-2026";
    public static final String JUDGE = "judge";
    public static final Instant START = Instant.parse("2026-04-01T10:00:00Z");
    public static final Instant ENDED = Instant.parse("2026-04-01T11:02:00Z");
    public static final Instant SIGNED = Instant.parse("2026-04-01T11:15:00Z");
    public static final String[] NICKNAMES = {"Гром", "Лиса", "Барон", "Ёлка", "Шмель", "Кощей", "Маркиза",
            "Чеширский Кот", "Сова", "Юла"};

    private final String gameId;
    private final String tournamentId;
    private final List<EventEnvelope> events = new ArrayList<>();
    private boolean complete;
    private int completeSize;

    public SampleGame(String gameId) {
        this(gameId, TOURNAMENT);
    }

    public SampleGame(String gameId, String tournamentId) {
        this.gameId = gameId;
        this.tournamentId = tournamentId;
    }

    public static List<SeatedPlayer> players() {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, NICKNAMES[seat - 1]));
        }
        return players;
    }

    public static Map<Integer, Role> roles() {
        Map<Integer, Role> roles = new TreeMap<>();
        for (int seat = 1; seat <= 10; seat++) {
            roles.put(seat, Role.CIVILIAN);
        }
        roles.put(2, Role.MAFIA);
        roles.put(4, Role.SHERIFF);
        roles.put(6, Role.DON);
        roles.put(8, Role.MAFIA);
        return roles;
    }

    private EventEnvelope add(String actor, Instant at, EventPayload payload) {
        EventEnvelope e = EventEnvelope.ofGame(gameId, events.size() + 1, at, actor, payload);
        events.add(e);
        return e;
    }

    private EventEnvelope add(EventPayload payload) {
        return add(JUDGE, START.plusSeconds(60L * events.size()), payload);
    }

    private static CandidateVotes votes(int candidate, Integer... voters) {
        return new CandidateVotes(candidate, List.of(voters), List.of(), voters.length);
    }

    /** Everything up to (and excluding) the end of the game: the state of a running game on day 3. */
    public List<EventEnvelope> untilDay3() {
        if (!events.isEmpty()) {
            return List.copyOf(events);
        }
        add(new GameCreated(tournamentId, Stage.QUALIFYING, 3, 12, Ruleset.FIIM, GameOptions.DEFAULT, players(), JUDGE));
        add(new RolesDealt(roles(), false));
        add(new NightStarted(0));
        add(new NightEnded(0, null));
        List<Integer> all = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        add(new DayStarted(1, 1, all));
        add(new PlayerNominated(1, 3, 8, List.of(8)));
        add(new PlayerNominated(1, 5, 2, List.of(8, 2)));
        add(new FoulGiven(7, 1, false));
        add(new VotingStarted(1, 1, List.of(8, 2)));
        add(new VotesCast(1, 1, BallotKind.VOTE, List.of(8, 2),
                List.of(votes(8, 1, 3, 4, 5, 9, 10), votes(2, 2, 6, 7, 8)), all, List.of(8), List.of()));
        add(new PlayerLeft(8, DepartureHow.VOTED, 1, null, "4.4.12", true));
        add(new NightStarted(1));
        add(new ShotsFired(1, List.of(new Shot(2, 4), new Shot(6, 4)), 4, false));
        add(new NightEnded(1, 4));
        add(new PlayerLeft(4, DepartureHow.KILLED, null, 1, "4.5.4", true));
        add(new BestMoveMade(4, List.of(2, 6, 10), false, 2));
        List<Integer> day2 = List.of(2, 3, 5, 6, 7, 9, 10, 1);
        add(new DayStarted(2, 2, day2));
        add(new FoulGiven(7, 2, false));
        EventEnvelope wrongFoul = add(new FoulGiven(9, 1, false));
        add(new CommandUndone("foul", List.of(wrongFoul.seq())));
        add(new PlayerNominated(2, 3, 2, List.of(2)));
        add(new PlayerNominated(2, 9, 10, List.of(2, 10)));
        add(new NominationWithdrawn(2, 9, 10, List.of(2)));
        add(new PlayerNominated(2, 9, 6, List.of(2, 6)));
        add(new VotingStarted(2, 1, List.of(2, 6)));
        add(new VotesCast(2, 1, BallotKind.VOTE, List.of(2, 6),
                List.of(votes(2, 1, 3, 5, 9), votes(6, 2, 6, 7, 10)), day2, List.of(), List.of(2, 6)));
        add(new VoteTied(2, 1, List.of(2, 6), TieOutcome.TIE_SPEECHES, "4.4.13"));
        add(new VotingStarted(2, 2, List.of(2, 6)));
        add(new VotesCast(2, 2, BallotKind.REVOTE, List.of(2, 6),
                List.of(votes(2, 1, 3, 5, 9, 10), votes(6, 2, 6, 7)), day2, List.of(2), List.of()));
        add(new PlayerLeft(2, DepartureHow.VOTED, 2, null, "4.4.12", true));
        add(new NightStarted(2));
        add(new ShotsFired(2, List.of(new Shot(6, 1)), 1, false));
        add(new NightEnded(2, 1));
        add(new PlayerLeft(1, DepartureHow.KILLED, null, 2, "4.5.4", true));
        List<Integer> day3 = List.of(3, 5, 6, 7, 9, 10);
        add(new DayStarted(3, 3, day3));
        add(new PlayerNominated(3, 5, 6, List.of(6)));
        add(new PlayerNominated(3, 7, 3, List.of(6, 3)));
        add(new VotingStarted(3, 1, List.of(6, 3)));
        return List.copyOf(events);
    }

    /** The whole game: day 3's vote, the end (red win), the award and the signature. */
    public List<EventEnvelope> complete() {
        if (complete) {
            return List.copyOf(events.subList(0, completeSize));
        }
        complete = true;
        untilDay3();
        List<Integer> day3 = List.of(3, 5, 6, 7, 9, 10);
        add(new VotesCast(3, 1, BallotKind.VOTE, List.of(6, 3),
                List.of(votes(6, 3, 5, 9, 10), votes(3, 6, 7)), day3, List.of(6), List.of()));
        add(new PlayerLeft(6, DepartureHow.VOTED, 3, null, "4.4.12", true));
        add(JUDGE, ENDED, new GameEnded(Winner.RED, GameEndReason.NO_BLACK_LEFT, "8", ENDED, List.of(6)));
        add(JUDGE, ENDED.plusSeconds(120), new AwardGiven(
                new TreeMap<>(Map.of(3, new BigDecimal("0.3"), 5, new BigDecimal("0.2"))), new TreeMap<>(), false,
                List.of()));
        add(JUDGE, SIGNED, new GameFinalized(SIGNED));
        completeSize = events.size();
        return List.copyOf(events);
    }

    /** The chief judge's amend after an upheld protest (appended to the complete game). */
    public EventEnvelope amend(String chief, Instant at, Winner winner, String reason) {
        return add(chief, at, new GameAmended(winner, false, reason));
    }

    /** The score sheet of {@link #complete()} as scoring-service would publish it (FIIM, red win). */
    public ScoreSheet sheet() {
        return sheet(Team.RED, complete().size());
    }

    /** The sheet with {@code winners} winning (an amended result), at {@code version}. */
    public ScoreSheet sheet(Team winners, long version) {
        List<SeatScore> seats = new ArrayList<>();
        Map<Integer, Role> roles = roles();
        for (int seat = 1; seat <= 10; seat++) {
            List<ScorePart> parts = new ArrayList<>();
            if (roles.get(seat).team() == winners) {
                parts.add(ScorePart.of(PartKind.WIN, "1", "8.2.1"));
            }
            if (seat == 4) {
                parts.add(ScorePart.of(PartKind.BEST_MOVE, "0.25", "8.3.4"));
            }
            if (seat == 3) {
                parts.add(ScorePart.of(PartKind.JUDGE, "0.3", "8.4"));
            }
            if (seat == 5) {
                parts.add(ScorePart.of(PartKind.JUDGE, "0.2", "8.4"));
            }
            seats.add(SeatScore.of(seat, "p-" + seat, roles.get(seat), parts, seat == 4, false));
        }
        return new ScoreSheet(gameId, tournamentId, Stage.QUALIFYING, Ruleset.FIIM, version, winners.name(), false,
                true, seats);
    }

    public String gameId() {
        return gameId;
    }
}
