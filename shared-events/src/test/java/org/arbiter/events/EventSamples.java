package org.arbiter.events;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arbiter.events.game.*;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameOptions;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.Stage;
import org.arbiter.events.protest.ProtestDecided;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.protest.ProtestFiled;
import org.arbiter.events.tournament.PlayersRegistered;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.events.tournament.TournamentStaffNamed;

/** One filled-in instance of every event type, for the snapshot and round-trip tests. */
final class EventSamples {

    private EventSamples() {
    }

    static List<SeatedPlayer> tenPlayers() {
        List<SeatedPlayer> players = new ArrayList<>();
        for (int seat = 1; seat <= 10; seat++) {
            players.add(new SeatedPlayer(seat, "p-" + seat, "Игрок " + seat));
        }
        return players;
    }

    static List<EventPayload> all() {
        return List.of(
                new GameCreated("spring-cup-2026", Stage.QUALIFYING, 3, 12, Ruleset.FIIM,
                        GameOptions.DEFAULT, tenPlayers(), "judge-1"),
                new TournamentCreated("Весенний кубок", LocalDate.of(2026, 4, 1), LocalDate.of(2026, 4, 3),
                        Ruleset.FIIM, GameOptions.DEFAULT,
                        List.of(new TournamentCreated.StagePlan(Stage.QUALIFYING, 10),
                                new TournamentCreated.StagePlan(Stage.FINAL, 5)),
                        List.of(new TournamentCreated.RegisteredPlayer("p-1", "Гром"))),
                new PlayersRegistered(List.of(
                        new TournamentCreated.RegisteredPlayer("p2", "Молния", "Северный ветер", "fiim-1042"),
                        new TournamentCreated.RegisteredPlayer("p3", "Туман"))),
                new TournamentStaffNamed(List.of("organiser2"), List.of("chief", "chief2")),
                new RolesDealt(standardDeal(), false),
                new NightStarted(1),
                new ShotsFired(1, List.of(new Shot(2, 4), new Shot(6, 4), new Shot(8, null)), null, true),
                new DonChecked(1, 6, 4, true),
                new SheriffChecked(1, 4, 8, Team.BLACK),
                new NightEnded(1, 4),
                new DayStarted(2, 3, List.of(3, 5, 6, 7, 8, 9, 10, 1)),
                new SpeechStarted(2, 3, SpeechKind.DISCUSSION, 60),
                new SpeechEnded(2, 3, SpeechKind.DISCUSSION),
                new PlayerNominated(2, 3, 6, List.of(8, 6)),
                new NominationWithdrawn(2, 3, 6, List.of(8)),
                new VotingStarted(2, 1, List.of(8, 6)),
                new VotesCast(2, 1, BallotKind.VOTE, List.of(8, 6),
                        List.of(new CandidateVotes(8, List.of(1, 3, 5, 7), List.of(), 4),
                                new CandidateVotes(6, List.of(), List.of(6, 8, 9, 10), 4)),
                        List.of(1, 3, 5, 6, 7, 8, 9, 10), List.of(), List.of(8, 6)),
                new VoteTied(2, 1, List.of(8, 6), TieOutcome.TIE_SPEECHES, "4.4.13"),
                new LiftAllVoted(2, List.of(8, 6), List.of(1, 3, 5, 7, 9), 5, 8, true),
                new PlayerLeft(8, DepartureHow.VOTED, 2, null, "4.4.12", true),
                new FoulGiven(5, 3, false),
                new PlayerRemoved(5, RemovalReason.DISQUALIFICATION, "6.7.4", 2, null, true, false),
                new VoteCancelled(2, 5, "7.1"),
                new BestMoveMade(4, List.of(2, 6, 8), false, 3),
                new WillMade(1, 8, true, 2),
                new TeamDefeated(6, "6.8.1", Team.BLACK),
                new GameEnded(Winner.RED, GameEndReason.NO_BLACK_LEFT, "8", Instant.parse("2026-04-01T11:02:00Z"),
                        List.of(8)),
                new AwardGiven(new TreeMap<>(Map.of(1, new BigDecimal("0.6"), 4, new BigDecimal("0.3"))),
                        new TreeMap<>(Map.of(6, new Penalty(new BigDecimal("-0.4"), "8.5.4"))), true,
                        List.of("8.4.3: 0.6 to a player of the winning team")),
                new AwardApproved(42),
                new GameFinalized(Instant.parse("2026-04-01T11:15:00Z")),
                new GameAmended(Winner.BLACK, false, "protest upheld: wrong Sheriff check shown", "protest-7"),
                new CommandUndone("vote", List.of(40L, 41L, 42L)),
                new JudgeAssigned("judge-2", "judge-1"),
                new ProtestFiled("5f0c1e2a-0000-4000-8000-000000000001", "spring-cup-2026", "p-3", 3,
                        "Судья показал Шерифу неверную проверку", Instant.parse("2026-04-01T11:02:00Z")),
                new ProtestDecided("5f0c1e2a-0000-4000-8000-000000000001", ProtestDecision.UPHELD,
                        "видеозапись подтверждает ошибку судьи",
                        new ProtestDecided.ResultChange(Winner.BLACK, false)));
    }

    static Map<Integer, Role> standardDeal() {
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
}
