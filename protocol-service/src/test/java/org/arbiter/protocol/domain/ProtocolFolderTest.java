package org.arbiter.protocol.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.events.game.NightEnded;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Shot;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.Stage;
import org.arbiter.events.game.Team;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.score.PartKind;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.protocol.ThreeDayGame;
import org.arbiter.protocol.domain.Protocol.BestMove;
import org.arbiter.protocol.domain.Protocol.Nomination;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.junit.jupiter.api.Test;

class ProtocolFolderTest {

    static final ZoneId MOSCOW = ZoneId.of("Europe/Moscow");

    @Test
    void aRunningGameShowsWhatIsKnownAndNoRole() {
        ThreeDayGame game = new ThreeDayGame("g-1");
        Protocol p = ProtocolFolder.fold(game.untilDay3(), null, null, List.of(), MOSCOW);

        assertThat(p.status()).isEqualTo(Protocol.Status.IN_PROGRESS);
        assertThat(p.rolesShown()).isFalse();
        assertThat(p.tournamentName()).isEqualTo("spring-cup-2026");   // no TournamentCreated: its id
        assertThat(p.date()).isEqualTo(LocalDate.of(2026, 4, 1));
        assertThat(p.seats()).extracting(SeatLine::role).containsOnlyNulls();
        assertThat(p.seats()).extracting(SeatLine::roleLetter).containsOnlyNulls();
        assertThat(p.seats()).extracting(SeatLine::points).containsOnlyNulls();
        // the foul on 9 was taken back by undo (RULES §12.17)
        assertThat(p.seats()).extracting(SeatLine::fouls).containsExactly(0, 0, 0, 0, 0, 0, 2, 0, 0, 0);
        assertThat(p.seats().get(8).nominations()).containsExactly(new Nomination(2, 10, true), new Nomination(2, 6, false));
        assertThat(p.days()).containsExactly(1, 2, 3);
        assertThat(p.voteRounds()).extracting(r -> r.day() + "." + r.round() + " " + r.kind())
                .containsExactly("1.1 VOTE", "2.1 VOTE", "2.2 REVOTE");
        assertThat(p.bestMove()).isEqualTo(new BestMove(4, List.of(2, 6, 10), null, false, false));
        assertThat(p.result()).isNull();
        assertThat(p.signature()).isNull();
    }

    @Test
    void aJudgeAssignedMidGameIsTheProtocolsJudgeAndChangesNothingElse() {
        ThreeDayGame game = new ThreeDayGame("g-9");
        List<EventEnvelope> reassigned = new ArrayList<>(game.untilDay3());
        reassigned.add(EventEnvelope.ofGame("g-9", reassigned.size() + 1, ThreeDayGame.ENDED, "chief",
                new JudgeAssigned("judge2", ThreeDayGame.JUDGE)));
        Protocol before = ProtocolFolder.fold(game.untilDay3(), null, null, List.of(), MOSCOW);
        Protocol after = ProtocolFolder.fold(reassigned, null, null, List.of(), MOSCOW);

        assertThat(before.judge()).isEqualTo("judge");
        assertThat(after.judge()).isEqualTo("judge2");
        assertThat(after.lastSeq()).isEqualTo(before.lastSeq() + 1);
        assertThat(after).usingRecursiveComparison().ignoringFields("judge", "lastSeq").isEqualTo(before);
    }

    @Test
    void aCompleteGameHasRolesPointsInTheirColumnsAndTheSignature() {
        ThreeDayGame game = new ThreeDayGame("g-2");
        Protocol p = ProtocolFolder.fold(game.complete(), null, game.sheet(), List.of(), MOSCOW);

        assertThat(p.status()).isEqualTo(Protocol.Status.FINALIZED);
        assertThat(p.seats()).extracting(SeatLine::roleLetter)
                .containsExactly("К", "Ч", "К", "Ш", "К", "Д", "К", "Ч", "К", "К");
        assertThat(p.seats()).extracting(s -> s.points().toPlainString())
                .containsExactly("1.00", "0.00", "1.00", "1.00", "1.00", "0.00", "1.00", "0.00", "1.00", "1.00");
        assertThat(p.seats()).extracting(s -> s.extraPoints().toPlainString())
                .containsExactly("0.00", "0.00", "0.30", "0.25", "0.20", "0.00", "0.00", "0.00", "0.00", "0.00");
        assertThat(p.bestMove()).isEqualTo(new BestMove(4, List.of(2, 6, 10), 2, false, false));
        assertThat(p.result()).isEqualTo(new Protocol.Result(Winner.RED, false,
                org.arbiter.events.game.GameEndReason.NO_BLACK_LEFT, ThreeDayGame.ENDED, Winner.RED, false));
        assertThat(p.signature()).isEqualTo(new Protocol.Signature("judge", ThreeDayGame.SIGNED));
        assertThat(p.scoreVersion()).isEqualTo(game.complete().size());
    }

    @Test
    void disqualificationIsInThePointsColumnAndPenaltiesInTheExtraColumn() {
        // 9.8: "Баллы" = win/loss + the −0.5 of a disqualification (RULES §12.13); 9.9: judge, best move, 8.5
        ThreeDayGame game = new ThreeDayGame("g-3");
        List<EventEnvelope> events = game.complete();
        List<SeatScore> seats = new ArrayList<>(game.sheet().seats());
        seats.set(6, SeatScore.of(7, "p-7", seats.get(6).role(), List.of(
                ScorePart.of(PartKind.WIN, "1", "8.2.1"),
                ScorePart.of(PartKind.DISQUALIFICATION, "-0.5", "8.2.4"),
                ScorePart.of(PartKind.PENALTY, "-0.4", "8.5.1"),
                ScorePart.of(PartKind.JUDGE, "0.1", "8.4")), false, true));
        ScoreSheet sheet = new ScoreSheet("g-3", "spring-cup-2026", Stage.QUALIFYING, Ruleset.FIIM, events.size(),
                "RED", false, true, seats);
        SeatLine seven = ProtocolFolder.fold(events, null, sheet, List.of(), MOSCOW).seats().get(6);
        assertThat(seven.points()).isEqualByComparingTo("0.5");
        assertThat(seven.extraPoints()).isEqualByComparingTo("-0.3");
        assertThat(seven.total()).isEqualByComparingTo("0.2");
    }

    @Test
    void aMissOnTheFirstShootingNightIsADash() {
        Instant at = Instant.parse("2026-04-01T10:00:00Z");
        List<EventEnvelope> events = ThreeDayGame.seating("g-4").tournament(null, Stage.FRIENDLY, 1, 1)
                .clock(at, Duration.ZERO).dealt().byHand()
                .add(new ShotsFired(1, List.of(new Shot(2, 4), new Shot(6, 5)), null, true))
                .add(new NightEnded(1, null)).events();
        Protocol p = ProtocolFolder.fold(events, null, null, List.of(), MOSCOW);
        assertThat(p.bestMove()).isEqualTo(new BestMove(null, List.of(), null, false, true));
        assertThat(p.tournamentName()).isNull();
    }

    @Test
    void anAmendmentIsLinkedToTheUpheldProtestItCarriesOut() {
        ThreeDayGame game = new ThreeDayGame("g-5");
        game.complete();
        Instant t = ThreeDayGame.ENDED;
        Protest rejected = protest("11111111-0000-4000-8000-000000000001", t.plusSeconds(60), ProtestDecision.REJECTED, null);
        Protest annul = protest("11111111-0000-4000-8000-000000000002", t.plusSeconds(70), ProtestDecision.UPHELD, null);
        Protest black = protest("11111111-0000-4000-8000-000000000003", t.plusSeconds(80), ProtestDecision.UPHELD, Winner.BLACK);
        EventEnvelope amend = game.amend("chief", t.plusSeconds(900), Winner.BLACK, "wrong Sheriff check shown");
        List<EventEnvelope> events = new ArrayList<>(game.complete());
        events.add(amend);

        Protocol p = ProtocolFolder.fold(events, null, game.sheet(Team.BLACK, amend.seq()),
                List.of(rejected, annul, black), MOSCOW);

        // the reason names no protest: the upheld protest whose result change is this amendment's
        assertThat(p.amendments()).extracting(Protocol.Amendment::protestId).containsExactly(black.protestId());
        assertThat(p.protests()).extracting(Protocol.ProtestLine::amendmentSeq).containsExactly(null, null, amend.seq());
        assertThat(p.result().winner()).isEqualTo(Winner.BLACK);
        assertThat(p.result().originalWinner()).isEqualTo(Winner.RED);
        assertThat(p.seats().get(1).total()).isEqualByComparingTo(BigDecimal.ONE);
    }

    static Protest protest(String id, Instant at, ProtestDecision decision, Winner winner) {
        return new Protest(id, "g-5", "spring-cup-2026", "p-3", 3, "протест", at, ThreeDayGame.ENDED, decision,
                "причины", winner, decision == ProtestDecision.UPHELD && winner != null ? Boolean.FALSE : null,
                "chief", at.plusSeconds(300));
    }
}
