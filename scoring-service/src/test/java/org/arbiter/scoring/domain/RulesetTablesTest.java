package org.arbiter.scoring.domain;

import static org.arbiter.scoring.domain.Sheets.parts;
import static org.arbiter.scoring.domain.Sheets.points;
import static org.arbiter.testgames.HandWrittenLog.penalty;
import static org.arbiter.testgames.HandWrittenLog.votes;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.testgames.HandWrittenLog;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** FIIM's table (004 8.2–8.5) and the FSM / RFM overrides (docs/rules/RULES.md §5, §6, §9, §12), clause by clause. */
class RulesetTablesTest {

    /** Night 1 kills {@code firstKilled}, who names a best move; red wins at the table. */
    private static HandWrittenLog redWinWithBestMove(Ruleset ruleset, int firstKilled, int blacks, boolean hint) {
        return TestGame.of(ruleset).dealt().byHand().kill(1, firstKilled, true).bestMove(firstKilled, blacks, hint, 2, 6, 8)
                .voted(2, 2).voted(3, 6).voted(4, 8).redWins();
    }

    @Test
    @DisplayName("8.2.1: red win, +1 to every red seat, at the table or not; blacks 0")
    void fiim_8_2_1_redWin() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().kill(1, 1).voted(1, 2).voted(2, 6).voted(3, 8).redWins().fold(Sheets::ended);
        assertThat(sheet.winner()).isEqualTo("RED");
        for (int seat : List.of(1, 3, 4, 5, 7, 9, 10)) {
            assertThat(parts(sheet, seat)).containsExactly("WIN 1.00 8.2.1");
        }
        for (int seat : List.of(2, 6, 8)) {
            assertThat(parts(sheet, seat)).isEmpty();
            assertThat(points(sheet, seat)).isEqualTo("0.00 0.00 0.00");
        }
    }

    @Test
    @DisplayName("8.2.2: black win, +1 to every black seat; 8.2.3 reds 0")
    void fiim_8_2_2_blackWin() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).blackWins().fold(Sheets::ended);
        assertThat(parts(sheet, 2)).containsExactly("WIN 1.00 8.2.2");
        assertThat(parts(sheet, 6)).containsExactly("WIN 1.00 8.2.2");
        assertThat(parts(sheet, 4)).isEmpty();
    }

    @Test
    @DisplayName("8.2.3, 7.9: a draw gives nobody win points")
    void fiim_8_2_3_draw() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW).fold(Sheets::ended);
        assertThat(sheet.winner()).isEqualTo("DRAW");
        assertThat(sheet.seats()).allSatisfy(s -> assertThat(s.parts()).isEmpty());
    }

    static Stream<Arguments> bestMoveTables() {
        return Stream.of(
                // ruleset, first-killed seat (1 civilian, 4 Sheriff), blacks named, points, clause
                Arguments.of(Ruleset.FIIM, 1, 3, "0.40", "8.3.4"),
                Arguments.of(Ruleset.FIIM, 4, 3, "0.40", "8.3.4"),
                Arguments.of(Ruleset.FIIM, 1, 2, "0.25", "8.3.4"),
                Arguments.of(Ruleset.FIIM, 4, 2, "0.25", "8.3.4"),
                Arguments.of(Ruleset.FSM, 1, 3, "0.50", "8.3.4"),
                Arguments.of(Ruleset.FSM, 4, 2, "0.25", "8.3.4"),
                Arguments.of(Ruleset.RFM, 1, 3, "0.70", "6.6.4"),
                Arguments.of(Ruleset.RFM, 1, 2, "0.45", "6.6.5"),
                Arguments.of(Ruleset.RFM, 4, 3, "0.60", "6.6.4"),
                Arguments.of(Ruleset.RFM, 4, 2, "0.35", "6.6.5"));
    }

    @ParameterizedTest(name = "RULES §5 best-move table: {0}, seat {1}, {2} black named → +{3} ({4})")
    @MethodSource("bestMoveTables")
    @DisplayName("RULES §5 best move per ruleset and role: FIIM 8.3.4, FSM 8.3.4, RFM 6.6.4–6.6.5")
    void bestMoveTable(Ruleset ruleset, int seat, int blacks, String points, String clause) {
        ScoreSheet sheet = redWinWithBestMove(ruleset, seat, blacks, false).fold(Sheets::ended);
        assertThat(parts(sheet, seat)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE " + points + " " + clause);
        assertThat(sheet.seat(seat).firstKilled()).isTrue();
    }

    @Test
    @DisplayName("8.3.4: one black named, or none, gives nothing")
    void fiim_8_3_4_oneBlackGivesNothing() {
        ScoreSheet sheet = redWinWithBestMove(Ruleset.FIIM, 1, 1, false).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("WIN 1.00 8.2.1");
    }

    @Test
    @DisplayName("8.3.5: a hint asked for (hintRequested) voids the FIIM best move")
    void fiim_8_3_5_hintVoidsBestMove() {
        assertThat(parts(redWinWithBestMove(Ruleset.FIIM, 1, 3, true).fold(Sheets::ended), 1)).containsExactly("WIN 1.00 8.2.1");
    }

    @Test
    @DisplayName("RULES §5: FSM and RFM have no hint clause: hintRequested changes nothing there")
    void fsmRfm_hintChangesNothing() {
        assertThat(parts(redWinWithBestMove(Ruleset.FSM, 1, 3, true).fold(Sheets::ended), 1))
                .containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.50 8.3.4");
        assertThat(parts(redWinWithBestMove(Ruleset.RFM, 1, 3, true).fold(Sheets::ended), 1))
                .containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.70 6.6.4");
    }

    @Test
    @DisplayName("RULES §5: best-move points go to a red player only; a black first-killed gets none")
    void bestMoveForRedOnly() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().kill(1, 2, true).bestMove(2, 2, false, 6, 8, 1)
                .voted(2, 6).voted(3, 8).redWins().fold(Sheets::ended);
        assertThat(parts(sheet, 2)).isEmpty();
        assertThat(sheet.seat(2).firstKilled()).isTrue();
    }

    @Test
    @DisplayName("RULES §5: the best move stands after a black win (not only for the winners)")
    void bestMoveAfterBlackWin() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().kill(1, 4, true).bestMove(4, 3, false, 2, 6, 8).blackWins().fold(Sheets::ended);
        assertThat(parts(sheet, 4)).containsExactly("BEST_MOVE 0.40 8.3.4");
    }

    @Test
    @DisplayName("RULES §5/§9 FIIM: best move and the judge's points add up (sum)")
    void fiim_bestMoveAndJudgeAddUp() {
        ScoreSheet sheet = redWinWithBestMove(Ruleset.FIIM, 4, 3, false).award(Map.of(4, "0.3")).fold(Sheets::ended);
        assertThat(parts(sheet, 4)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.40 8.3.4", "JUDGE 0.30 8.4");
        assertThat(points(sheet, 4)).isEqualTo("1.00 0.70 1.70");
    }

    @Test
    @DisplayName("FSM 8.4.6: best move vs judge's points, the larger counts (best move larger)")
    void fsm_8_4_6_bestMoveLarger() {
        ScoreSheet sheet = redWinWithBestMove(Ruleset.FSM, 1, 3, false).award(Map.of(1, "0.3", 5, "0.4")).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.50 8.3.4", "JUDGE 0.00 8.4.6");
        assertThat(points(sheet, 1)).isEqualTo("1.00 0.50 1.50");
        assertThat(parts(sheet, 5)).containsExactly("WIN 1.00 8.2.1", "JUDGE 0.40 8.4");
    }

    @Test
    @DisplayName("FSM 8.4.6: best move vs judge's points, the larger counts (judge's larger)")
    void fsm_8_4_6_judgeLarger() {
        ScoreSheet sheet = redWinWithBestMove(Ruleset.FSM, 1, 2, false).award(Map.of(1, "0.3")).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.00 8.4.6", "JUDGE 0.30 8.4");
        assertThat(points(sheet, 1)).isEqualTo("1.00 0.30 1.30");
    }

    @Test
    @DisplayName("RFM 6.4.8: best move vs judge's points, the larger counts")
    void rfm_6_4_8_largerCounts() {
        ScoreSheet bestMove = redWinWithBestMove(Ruleset.RFM, 4, 3, false).award(Map.of(4, "0.5")).fold(Sheets::ended);
        assertThat(parts(bestMove, 4)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.60 6.6.4", "JUDGE 0.00 6.4.8");
        ScoreSheet judge = redWinWithBestMove(Ruleset.RFM, 4, 2, false).award(Map.of(4, "0.5")).fold(Sheets::ended);
        assertThat(parts(judge, 4)).containsExactly("WIN 1.00 8.2.1", "BEST_MOVE 0.00 6.4.8", "JUDGE 0.50 6.4");
    }

    @Test
    @DisplayName("8.4: the judge's extra points are extra; 8.5.4: a −0.4 penalty under its clause")
    void fiim_8_4_and_8_5_judgeExtrasAndPenalties() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).voted(2, 6).voted(3, 8).redWins()
                .award(Map.of(1, "0.6", 8, "0.1"), Map.of(6, penalty("-0.4", "8.5.4"), 3, penalty("-0.4", "8.5.1")), false)
                .fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("WIN 1.00 8.2.1", "JUDGE 0.60 8.4");
        assertThat(parts(sheet, 8)).containsExactly("JUDGE 0.10 8.4");
        assertThat(parts(sheet, 6)).containsExactly("PENALTY -0.40 8.5.4");
        assertThat(points(sheet, 3)).isEqualTo("1.00 -0.40 0.60");
    }

    @Test
    @DisplayName("RULES §12.10: a new award replaces the last one")
    void award_12_10_replaces() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).blackWins()
                .award(Map.of(1, "0.3")).award(Map.of(2, "0.2")).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).isEmpty();
        assertThat(parts(sheet, 2)).containsExactly("WIN 1.00 8.2.2", "JUDGE 0.20 8.4");
    }

    @Test
    @DisplayName("RULES §12.10, 8.4.3: an award awaiting the chief judge counts only once approved (AwardApproved)")
    void award_12_10_heldUntilApproved() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).blackWins().award(Map.of(2, "0.6"), Map.of(), true);
        long awardSeq = game.lastSeq();
        assertThat(parts(game.fold(Sheets::ended), 2)).containsExactly("WIN 1.00 8.2.2");
        game.approve(awardSeq);
        assertThat(parts(game.fold(Sheets::ended), 2)).containsExactly("WIN 1.00 8.2.2", "JUDGE 0.60 8.4");
        assertThat(game.fold(Sheets::ended).version()).isEqualTo(awardSeq + 1);
    }

    @Test
    @DisplayName("8.2.4, RULES §6: a disqualification gives −0.5 as extra (also a 4th foul, §6 default)")
    void fiim_8_2_4_removal() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().removed(3, 1, false).voted(1, 2).voted(2, 6).voted(3, 8)
                .redWins().fold(Sheets::ended);
        assertThat(parts(sheet, 3)).containsExactly("WIN 1.00 8.2.1", "DISQUALIFICATION -0.50 8.2.4");
        assertThat(points(sheet, 3)).isEqualTo("1.00 -0.50 0.50");
        assertThat(sheet.seat(3).removed()).isTrue();
    }

    @Test
    @DisplayName("7.12, 8.2.4: a removal after the end keeps the result and gives −0.5 (a new version)")
    void fiim_7_12_removalAfterEnd() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).voted(2, 6).voted(3, 8).redWins();
        ScoreSheet before = game.fold(Sheets::ended);
        game.removed(9, 3, true);
        ScoreSheet after = game.fold(Sheets::ended);
        assertThat(after.winner()).isEqualTo("RED");
        assertThat(parts(after, 9)).containsExactly("WIN 1.00 8.2.1", "DISQUALIFICATION -0.50 8.2.4");
        assertThat(after.version()).isEqualTo(before.version() + 1);
    }

    @Test
    @DisplayName("RULES §12.9, 8.4.6: after a draw the judge's extras do not count; best move and −0.5 stand")
    void draw_12_9() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().kill(1, 1, true).bestMove(1, 3, false, 2, 6, 8)
                .removed(5, 2, false).ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW)
                .award(Map.of(3, "0.3")).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("BEST_MOVE 0.40 8.3.4");
        assertThat(parts(sheet, 5)).containsExactly("DISQUALIFICATION -0.50 8.2.4");
        assertThat(parts(sheet, 3)).isEmpty();
    }

    @Test
    @DisplayName("6.8, RULES §12.11: a team defeat: the other team wins; no −0.5 by itself")
    void teamDefeat_6_8() {
        ScoreSheet sheet = TestGame.of(Ruleset.FSM).dealt().byHand().ended(Winner.RED, GameEndReason.TEAM_DEFEAT).fold(Sheets::ended);
        assertThat(parts(sheet, 1)).containsExactly("WIN 1.00 8.2.1");
        assertThat(parts(sheet, 6)).isEmpty();
        assertThat(sheet.seats()).noneMatch(s -> s.removed());
    }

    @Test
    @DisplayName("8.9 amend: a changed winner moves the win points; the award stays as validated")
    void amend_winnerChanged() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).voted(2, 6).voted(3, 8).redWins()
                .award(Map.of(5, "0.3")).finalized();
        ScoreSheet before = game.fold(Sheets::ended);
        ScoreSheet after = game.amend(Winner.BLACK).fold(Sheets::ended);
        assertThat(after.winner()).isEqualTo("BLACK");
        assertThat(parts(after, 2)).containsExactly("WIN 1.00 8.2.2");
        assertThat(parts(after, 5)).containsExactly("JUDGE 0.30 8.4");
        assertThat(after.version()).isGreaterThan(before.version());
        assertThat(after.finalized()).isTrue();
    }

    @Test
    @DisplayName("8.4.6, RULES §12.9: amend to a draw: no win points and the judge's extras drop")
    void amend_toDraw() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).blackWins().award(Map.of(2, "0.3")).finalized()
                .amend(Winner.DRAW).fold(Sheets::ended);
        assertThat(sheet.winner()).isEqualTo("DRAW");
        assertThat(parts(sheet, 2)).isEmpty();
    }

    @Test
    @DisplayName("8.9 amend annulled (choice: FIIM/FSM/RFM have no annulled-game points): no points, winner null")
    void amend_annulledOutsideClub() {
        ScoreSheet sheet = TestGame.of(Ruleset.FIIM).dealt().byHand().removed(3, 1, false).voted(1, 2).blackWins()
                .award(Map.of(2, "0.3")).finalized().annul().fold(Sheets::ended);
        assertThat(sheet.winner()).isNull();
        assertThat(sheet.annulled()).isTrue();
        assertThat(sheet.seats()).allSatisfy(s -> assertThat(s.parts()).isEmpty());
    }

    @Test
    @DisplayName("RULES §12.17: events taken back by an undo count as never having happened")
    void undo_12_17() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).voted(2, 6)
                .ballot(3, 1, BallotKind.VOTE, List.of(3), votes(3, 1, 2, 4, 5, 6, 7), votes(8, 8));
        long wrongBallot = game.lastSeq();
        game.voted(3, 3).undo(wrongBallot, wrongBallot + 1).voted(3, 8).redWins();
        ScoreSheet sheet = game.fold(Sheets::ended);
        assertThat(parts(sheet, 3)).containsExactly("WIN 1.00 8.2.1");
        assertThat(sheet.version()).isEqualTo(game.lastSeq());
    }

    @Test
    @DisplayName("RULES §12.17: a sheet undone back into the game is gone: no sheet while the game goes on")
    void undo_ofTheEnd() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().voted(1, 2).blackWins();
        long end = game.lastSeq();
        game.undo(end - 1, end);
        assertThat(ScoreSheets.fold(game.events())).isEmpty();
    }

    @Test
    @DisplayName("RULES §8: no sheet before GameEnded; the provisional points exist (scenarios stopped mid-game)")
    void noSheetBeforeTheEnd() {
        HandWrittenLog game = TestGame.of(Ruleset.FIIM).dealt().byHand().removed(3, 1, false);
        assertThat(ScoreSheets.fold(game.events())).isEmpty();
        assertThat(game.fold(Sheets::provisional).winner()).isNull();
        assertThat(parts(game.fold(Sheets::provisional), 3)).containsExactly("DISQUALIFICATION -0.50 8.2.4");
        assertThat(ScoreSheets.fold(List.of())).isEmpty();
    }

    @Test
    @DisplayName("Idempotent: a duplicated, reordered or replayed stream gives the same bytes; version = last seq")
    void idempotentFold() {
        HandWrittenLog game = TestGame.of(Ruleset.RFM).dealt().byHand().kill(1, 4, true).bestMove(4, 2, false, 2, 6, 5).voted(2, 2)
                .blackWins().award(Map.of(6, "0.5"));
        var events = game.events();
        var shuffled = new java.util.ArrayList<>(events);
        java.util.Collections.reverse(shuffled);
        shuffled.addAll(events.subList(3, 6));
        String once = game.fold(Sheets::ended).toJson();
        assertThat(ScoreSheets.fold(shuffled).orElseThrow().toJson()).isEqualTo(once);
        assertThat(ScoreSheet.fromJson(once).toJson()).isEqualTo(once);
        assertThat(game.fold(Sheets::ended).version()).isEqualTo(events.size());
    }
}
