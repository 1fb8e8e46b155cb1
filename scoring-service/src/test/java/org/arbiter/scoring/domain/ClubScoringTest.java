package org.arbiter.scoring.domain;

import static org.arbiter.scoring.domain.Sheets.parts;
import static org.arbiter.scoring.domain.Sheets.points;
import static org.arbiter.testgames.HandWrittenLog.penalty;
import static org.arbiter.testgames.HandWrittenLog.votes;
import static org.arbiter.testgames.HandWrittenLog.votesWithDefaults;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.arbiter.events.game.BallotKind;
import org.arbiter.events.game.GameEndReason;
import org.arbiter.events.game.Ruleset;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.Winner;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.testgames.HandWrittenLog;
import org.arbiter.testgames.TestGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** docs/rules/CLUB.md clause by clause (blacks 2, 6 Don, 8; Sheriff 4). */
class ClubScoringTest {

    private static HandWrittenLog club() {
        return TestGame.of(Ruleset.CLUB).dealt().byHand();
    }

    /** Red wins: the three blacks voted out on days 1–3. */
    private static HandWrittenLog redWin(HandWrittenLog game) {
        return game.voted(1, 2).voted(2, 6).voted(3, 8).redWins();
    }

    @Nested
    class Win {
        @Test
        @DisplayName("F1 CLUB-win: red win, 3 to every red player, at the table or not")
        void f1_redWin() {
            ScoreSheet sheet = redWin(club().kill(1, 1)).fold(Sheets::ended);
            assertThat(parts(sheet, 1)).containsExactly("WIN 3.00 CLUB-win");
            assertThat(parts(sheet, 4)).containsExactly("WIN 3.00 CLUB-win");
            assertThat(parts(sheet, 2)).isEmpty();
        }

        @Test
        @DisplayName("F2 CLUB-win: black win, 3 to every black player; a draw gives 0 (§3.1)")
        void f2_blackWin() {
            ScoreSheet sheet = club().voted(1, 2).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 2)).containsExactly("WIN 3.00 CLUB-win");
            assertThat(parts(sheet, 1)).isEmpty();
            ScoreSheet draw = club().ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW).fold(Sheets::ended);
            assertThat(draw.seats()).allSatisfy(s -> assertThat(s.parts()).isEmpty());
        }
    }

    @Nested
    class FirstKilled {
        @Test
        @DisplayName("F12 CLUB-first-killed: +1 compensation (main) to the red first-killed player when black wins")
        void f12_blackWin() {
            ScoreSheet sheet = club().kill(1, 3, true).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 3)).containsExactly("COMPENSATION 1.00 CLUB-first-killed");
            assertThat(points(sheet, 3)).isEqualTo("1.00 0.00 1.00");
        }

        @Test
        @DisplayName("F12: no compensation when red wins")
        void f12_redWin() {
            assertThat(parts(redWin(club().kill(1, 3, true)).fold(Sheets::ended), 3)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("F12 Choice 1: a black first-killed player gets no compensation")
        void f12_choice1_blackFirstKilled() {
            assertThat(parts(club().kill(1, 8, true).blackWins().fold(Sheets::ended), 8)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("F12 Choice 2: after a miss on night 1 there is no first-killed (a night-2 kill is not one)")
        void f12_choice2_missOnNight1() {
            ScoreSheet sheet = club().kill(2, 3, false).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 3)).isEmpty();
            assertThat(sheet.seat(3).firstKilled()).isFalse();
        }
    }

    @Nested
    class BestMove {
        private ScoreSheet blackWin(int blacks, boolean hint, Integer... targets) {
            return club().kill(1, 3, true).bestMove(3, blacks, hint, targets).blackWins().fold(Sheets::ended);
        }

        private ScoreSheet redWinWith(int blacks, boolean hint, Integer... targets) {
            return redWin(club().kill(1, 3, true).bestMove(3, blacks, hint, targets)).fold(Sheets::ended);
        }

        @Test
        @DisplayName("F13 CLUB-best-move, black win: 3 of 3 +1 (total 2), 2 of 3 +0.4 (total 1.4), three reds −1 (total 0)")
        void f13_blackWin() {
            assertThat(parts(blackWin(3, false, 2, 6, 8), 3))
                    .containsExactly("COMPENSATION 1.00 CLUB-first-killed", "BEST_MOVE 1.00 CLUB-best-move");
            assertThat(points(blackWin(3, false, 2, 6, 8), 3)).isEqualTo("1.00 1.00 2.00");
            assertThat(points(blackWin(2, false, 2, 6, 5), 3)).isEqualTo("1.00 0.40 1.40");
            assertThat(points(blackWin(0, false, 1, 5, 7), 3)).isEqualTo("1.00 -1.00 0.00");
        }

        @Test
        @DisplayName("F14 CLUB-best-move, red win: +0.8 (total 3.8), +0.3 (3.3), three reds −1 (2)")
        void f14_redWin() {
            assertThat(parts(redWinWith(3, false, 2, 6, 8), 3))
                    .containsExactly("WIN 3.00 CLUB-win", "BEST_MOVE 0.80 CLUB-best-move");
            assertThat(points(redWinWith(3, false, 2, 6, 8), 3)).isEqualTo("3.00 0.80 3.80");
            assertThat(points(redWinWith(2, false, 2, 6, 5), 3)).isEqualTo("3.00 0.30 3.30");
            assertThat(points(redWinWith(0, false, 1, 5, 7), 3)).isEqualTo("3.00 -1.00 2.00");
        }

        @Test
        @DisplayName("§3.3 Choice 6: one or two seats with no black give 0; two seats both black are 2 of 3")
        void choice6_fewerSeats() {
            assertThat(points(blackWin(0, false, 1, 5), 3)).isEqualTo("1.00 0.00 1.00");
            assertThat(points(blackWin(2, false, 2, 6), 3)).isEqualTo("1.00 0.40 1.40");
        }

        @Test
        @DisplayName("§3.3 Choice 7 (8.3.5): a hint voids the plus points, not the −1")
        void choice7_hint() {
            assertThat(points(blackWin(3, true, 2, 6, 8), 3)).isEqualTo("1.00 0.00 1.00");
            assertThat(points(blackWin(0, true, 1, 5, 7), 3)).isEqualTo("1.00 -1.00 0.00");
        }

        @Test
        @DisplayName("§3.3: a draw gives no best-move points; a black first-killed gets none (Choice 1)")
        void drawAndBlack() {
            ScoreSheet draw = club().kill(1, 3, true).bestMove(3, 3, false, 2, 6, 8)
                    .ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW).fold(Sheets::ended);
            assertThat(parts(draw, 3)).isEmpty();
            ScoreSheet black = club().kill(1, 8, true).bestMove(8, 2, false, 2, 6, 1).blackWins().fold(Sheets::ended);
            assertThat(parts(black, 8)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("RULES §9 CLUB 'sum': best move and best-player points add up")
        void sumWithJudge() {
            ScoreSheet sheet = redWin(club().kill(1, 4, true).bestMove(4, 3, false, 2, 6, 8)).award(Map.of(4, "0.8")).fold(Sheets::ended);
            assertThat(parts(sheet, 4)).containsExactly("WIN 3.00 CLUB-win", "BEST_MOVE 0.80 CLUB-best-move",
                    "JUDGE 0.80 CLUB-best-players");
            assertThat(points(sheet, 4)).isEqualTo("3.00 1.60 4.60");
        }
    }

    @Nested
    class Wills {
        /** Night 2 kills 9 (morning last words); table at day 3: 1,3,4,5,6,7,8,10 minus day-2 departures. */
        private HandWrittenLog nightTwoKill(Integer willTarget, boolean reminded, boolean willMade) {
            HandWrittenLog game = club().kill(1, 3, true).voted(2, 2).voted(2, 10);
            game.kill(2, 9);
            if (willMade) {
                game.will(9, willTarget, reminded, 2);
            }
            return game;
        }

        /** Day 3 starts with 1,4,5,6,7,8 = 4 red v 2 black: not critical. */
        private HandWrittenLog notCritical(Integer willTarget, boolean reminded, boolean willMade) {
            HandWrittenLog game = nightTwoKill(willTarget, reminded, willMade);
            return game.day(3, 9);
        }

        /** One more red voted out on day 2 → day 3 starts with 1,4,6,7,8 = 3 red v 2 black: critical. */
        private HandWrittenLog critical(Integer willTarget, boolean reminded, boolean willMade) {
            HandWrittenLog game = club().kill(1, 3, true).voted(2, 2).voted(2, 10).voted(2, 5);
            game.kill(2, 9);
            if (willMade) {
                game.will(9, willTarget, reminded, 2);
            }
            return game.day(3, 9);
        }

        @Test
        @DisplayName("F8 CLUB-will: a black named and black wins → +0.5 compensation (main)")
        void f8_rightWill() {
            ScoreSheet sheet = notCritical(6, true, true).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 9)).containsExactly("COMPENSATION 0.50 CLUB-will");
        }

        @Test
        @DisplayName("F8: a black named and red wins → 0")
        void f8_rightWillRedWin() {
            ScoreSheet sheet = notCritical(6, true, true).voted(3, 6).voted(4, 8).redWins().fold(Sheets::ended);
            assertThat(parts(sheet, 9)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("F9 CLUB-will: a red named before a critical round: −0.5 when black wins (extra)")
        void f9_wrongWillBlackWin() {
            ScoreSheet sheet = critical(5, true, true).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 9)).containsExactly("PENALTY -0.50 CLUB-will");
        }

        @Test
        @DisplayName("F9 CLUB-will: a red named before a critical round: −1 when red wins (total 2)")
        void f9_wrongWillRedWin() {
            ScoreSheet sheet = critical(5, true, true).voted(3, 6).voted(4, 8).redWins().fold(Sheets::ended);
            assertThat(parts(sheet, 9)).containsExactly("WIN 3.00 CLUB-win", "PENALTY -1.00 CLUB-will");
            assertThat(points(sheet, 9)).isEqualTo("3.00 -1.00 2.00");
        }

        @Test
        @DisplayName("F9: a red named when the next round is not critical: no minus")
        void f9_notCritical() {
            assertThat(parts(notCritical(5, true, true).blackWins().fold(Sheets::ended), 9)).isEmpty();
        }

        @Test
        @DisplayName("F10, Choice 14: no will (no will command) = a wrong will")
        void f10_noWill() {
            assertThat(parts(critical(null, true, false).blackWins().fold(Sheets::ended), 9)).containsExactly("PENALTY -0.50 CLUB-will");
            assertThat(parts(critical(null, true, true).blackWins().fold(Sheets::ended), 9)).containsExactly("PENALTY -0.50 CLUB-will");
        }

        @Test
        @DisplayName("F11: the judge forgot to remind him (reminded false) and he left none: no minus")
        void f11_notReminded() {
            assertThat(parts(critical(null, false, true).blackWins().fold(Sheets::ended), 9)).isEmpty();
        }

        @Test
        @DisplayName("F9 Choice 15: a will may name his own seat and counts by its role (red)")
        void choice15_ownSeat() {
            assertThat(parts(critical(9, true, true).blackWins().fold(Sheets::ended), 9)).containsExactly("PENALTY -0.50 CLUB-will");
        }

        @Test
        @DisplayName("F8 Choice 13: killed in the night that ended the game (no last words): no will, no minus")
        void choice13_noLastWords() {
            ScoreSheet sheet = club().kill(1, 3, true).voted(2, 2).voted(2, 10).voted(2, 5).kill(2, 9)
                    .blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 9)).isEmpty();
        }

        @Test
        @DisplayName("F8 Choice 1: a black will-maker gets nothing either way")
        void choice1_blackWillMaker() {
            ScoreSheet sheet = club().kill(1, 3, true).voted(2, 5).voted(2, 10).kill(2, 8, true).will(8, 7, true, 2)
                    .blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 8)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("§3.10: a draw gives will-makers nothing")
        void draw() {
            assertThat(parts(critical(5, true, true).ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW).fold(Sheets::ended), 9))
                    .isEmpty();
        }
    }

    @Nested
    class WrongVotes {
        /** 1, 3, 5, 7, 9 leave; 4, 10 red with 2, 6, 8 black → 5 at the table: 2 red v 3 black? no: build the table. */
        private HandWrittenLog tableOf(List<Integer> leave) {
            HandWrittenLog game = club();
            int day = 1;
            for (int seat : leave) {
                game.voted(day++, seat);
            }
            return game;
        }

        @Test
        @DisplayName("F3, F5 CLUB-wrong-vote-critical: reds voting red on the critical round (3 red v 2 black) get −1")
        void f3_critical() {
            // at the table 1, 4, 6, 7, 8 (3 red v 2 black) on day 6
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 9, 10));
            game.ballot(6, 1, BallotKind.VOTE, List.of(7), votes(7, 1, 6, 8), votes(6, 4, 7)).voted(6, 7).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 1)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 4)).isEmpty();
            assertThat(parts(sheet, 7)).isEmpty();
        }

        @Test
        @DisplayName("F4 CLUB-wrong-vote-four: the four-player round: −0.5 each red voting red")
        void f4_four() {
            // at the table 1, 4, 7, 8 (3 red v 1 black); 1 voted out, then the night kill wins
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 6, 9, 10));
            game.ballot(7, 1, BallotKind.VOTE, List.of(1), votes(1, 4, 7, 8), votes(8, 1)).voted(7, 1).kill(7, 4).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 4)).containsExactly("PENALTY -0.50 CLUB-wrong-vote-four");
            assertThat(parts(sheet, 7)).containsExactly("PENALTY -0.50 CLUB-wrong-vote-four");
            assertThat(parts(sheet, 1)).isEmpty();
        }

        @Test
        @DisplayName("W3 Choice 5: at 6 players (4 v 2) a red out, then the kill wins: no minus")
        void choice5_sixPlayers() {
            // at the table 1, 3, 4, 5, 6, 8 (4 red v 2 black) on day 5
            HandWrittenLog game = tableOf(List.of(2, 7, 9, 10));
            game.ballot(5, 1, BallotKind.VOTE, List.of(1), votes(1, 3, 4, 5, 6, 8), votes(6, 1)).voted(5, 1).kill(5, 3)
                    .blackWins();
            assertThat(game.fold(Sheets::ended).seats()).allSatisfy(s -> assertThat(s.parts())
                    .noneMatch(p -> p.clause().startsWith("CLUB-wrong-vote")));
        }

        @Test
        @DisplayName("W3: a ballot whose own result gave black the win (two reds lifted at 6) → −1")
        void w3_twoRedsLifted() {
            HandWrittenLog game = tableOf(List.of(2, 7, 9, 10)); // 1, 3, 4, 5, 6, 8
            game.ballot(5, 2, BallotKind.REVOTE, List.of(), votes(1, 3, 4, 6), votes(3, 1, 5, 8))
                    .voted(5, 1).voted(5, 3).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 4)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 5)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
        }

        @Test
        @DisplayName("F6 E1: not yet voted when the decisive hands were down, a black after them: no minus (4.4.9 included)")
        void f6_decisiveHands() {
            // scenario 52's day 4: 1, 5, 6, 7, 8; [7, 6, 1]: 7 gets 5, 6, 8; 6 gets 7; 1 the unlisted 1
            HandWrittenLog game = tableOf(List.of(2, 3, 4, 9, 10));
            game.ballot(6, 1, BallotKind.VOTE, List.of(7), votes(7, 5, 6, 8), votes(6, 7), votesWithDefaults(1, List.of(), List.of(1)))
                    .voted(6, 7).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 5)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 1)).isEmpty();
            assertThat(parts(sheet, 7)).isEmpty();
        }

        @Test
        @DisplayName("F6 E1: no black after the decisive hands → the late red voter gets the minus")
        void f6_noBlackAfter() {
            // [7, 1, 6]... no: [7, 1] with 1 after the decisive hands but no black after them
            HandWrittenLog game = tableOf(List.of(2, 3, 4, 9, 10));
            game.ballot(6, 1, BallotKind.VOTE, List.of(7), votes(7, 5, 6, 8), votesWithDefaults(1, List.of(7), List.of(1)))
                    .voted(6, 7).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 1)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 7)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
        }

        @Test
        @DisplayName("§2 decisive hands: the smallest i ≥ index(L) with n(L) > N − counted and n(L) above every earlier count")
        void decisiveIndex() {
            VotesCast early = new VotesCast(4, 1, BallotKind.VOTE, List.of(7, 6, 1),
                    List.of(votes(7, 5, 6, 8), votes(6, 7), votes(1, 1)), List.of(1, 5, 6, 7, 8), List.of(7), List.of());
            assertThat(ClubWrongVotes.decisiveIndex(early)).isEqualTo(0);
            VotesCast late = new VotesCast(4, 1, BallotKind.VOTE, List.of(6, 7, 1),
                    List.of(votes(6, 7, 1), votes(7, 5, 6, 8)), List.of(1, 5, 6, 7, 8), List.of(7), List.of());
            assertThat(ClubWrongVotes.decisiveIndex(late)).isEqualTo(1);
            VotesCast tie = new VotesCast(4, 1, BallotKind.VOTE, List.of(6, 7),
                    List.of(votes(6, 7, 1), votes(7, 5, 6)), List.of(1, 5, 6, 7), List.of(), List.of(6, 7));
            assertThat(ClubWrongVotes.decisiveIndex(tie)).isEqualTo(-1);
        }

        @Test
        @DisplayName("F7 E2: all-red shoot-out, a red who voted black on the ballot before it: no minus; the others −1")
        void f7_allRedShootOut() {
            // 1, 4, 6, 7, 8 (3 v 2): [1, 6, 7] tie 2:1:2 → shoot-out of 1 and 7 (all red); 7 leaves → black wins
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 9, 10));
            game.ballot(6, 1, BallotKind.VOTE, List.of(), votes(1, 7, 8), votes(6, 4), votes(7, 1, 6))
                    .ballot(6, 2, BallotKind.REVOTE, List.of(7), votes(1, 8), votes(7, 1, 4, 6, 7)).voted(6, 7).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 4)).isEmpty();
            assertThat(parts(sheet, 1)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 7)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
        }

        @Test
        @DisplayName("Choice 9: a single red candidate on the critical round: every red −1")
        void choice9_singleCandidate() {
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 9, 10)); // 1, 4, 6, 7, 8
            game.ballot(6, 1, BallotKind.SINGLE_CANDIDATE, List.of(7), votesWithDefaults(7, List.of(), List.of(1, 4, 6, 7, 8)))
                    .voted(6, 7).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            for (int red : List.of(1, 4, 7)) {
                assertThat(parts(sheet, red)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            }
            assertThat(parts(sheet, 6)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("W1 Choice 8: no wrong-vote minus after a black win by a removal, a team defeat or an amend")
        void choice8_noMinus() {
            HandWrittenLog removal = tableOf(List.of(2, 3, 5, 9, 10));
            removal.ballot(6, 1, BallotKind.VOTE, List.of(1), votes(1, 4, 7, 6, 8), votes(6, 1)).voted(6, 1)
                    .removed(4, 6, false).blackWins();
            assertThat(parts(removal.fold(Sheets::ended), 7)).isEmpty();
            HandWrittenLog defeat = tableOf(List.of(2, 3, 5, 9, 10));
            defeat.ballot(6, 1, BallotKind.VOTE, List.of(), votes(1, 4, 7), votes(6, 1, 6, 8))
                    .ended(Winner.BLACK, GameEndReason.TEAM_DEFEAT);
            assertThat(parts(defeat.fold(Sheets::ended), 4)).isEmpty();
            HandWrittenLog amended = tableOf(List.of(2, 3, 5, 9, 10));
            amended.ballot(6, 1, BallotKind.VOTE, List.of(8), votes(8, 1, 4, 7), votes(6, 6, 8)).voted(6, 8).redWins().finalized()
                    .amend(Winner.BLACK);
            assertThat(parts(amended.fold(Sheets::ended), 1)).isEmpty();
        }

        @Test
        @DisplayName("W2 Choice 4: a day whose vote a removal cancelled has no judged ballot")
        void choice4_cancelledDay() {
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 9, 10)); // 1, 4, 6, 7, 8
            game.ballot(6, 1, BallotKind.VOTE, List.of(), votes(1, 4, 7), votes(6, 1, 6, 8)).cancelled(6, 10).kill(6, 4)
                    .blackWins();
            assertThat(parts(game.fold(Sheets::ended), 7)).isEmpty();
        }

        @Test
        @DisplayName("W2: a win at night n judges day n's last ballot (critical: −1)")
        void w2_winAtNight() {
            HandWrittenLog game = tableOf(List.of(2, 3, 5, 9, 10)); // 1, 4, 6, 7, 8: 3 v 2
            game.ballot(6, 1, BallotKind.VOTE, List.of(), votes(1, 4, 7), votes(6, 1, 6, 8)).kill(6, 4).blackWins();
            ScoreSheet sheet = game.fold(Sheets::ended);
            assertThat(parts(sheet, 7)).containsExactly("PENALTY -1.00 CLUB-wrong-vote-critical");
            assertThat(parts(sheet, 1)).isEmpty();
        }
    }

    @Nested
    class RemovalUnsportingJudgeAnnulled {
        @Test
        @DisplayName("F16 CLUB-removal, Choice 16: a removed red's game total is −1, replacing win, best move and judge's points")
        void f16_removedRed() {
            ScoreSheet sheet = redWin(club().kill(1, 4, true).bestMove(4, 3, false, 2, 6, 8).removed(4, 2, true))
                    .award(Map.of(4, "0.5", 3, "0.3")).fold(Sheets::ended);
            assertThat(parts(sheet, 4)).containsExactly("DISQUALIFICATION -1.00 CLUB-removal");
            assertThat(points(sheet, 4)).isEqualTo("0.00 -1.00 -1.00");
            assertThat(points(sheet, 3)).isEqualTo("3.00 0.30 3.30");
            assertThat(sheet.seat(4).removed()).isTrue();
        }

        @Test
        @DisplayName("F16 Choice 17: a removed black gets no automatic points (no −0.5 of 8.2.4 in CLUB)")
        void choice17_removedBlack() {
            ScoreSheet sheet = club().removed(8, 1, false).voted(1, 1).blackWins().fold(Sheets::ended);
            assertThat(parts(sheet, 8)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("F17 CLUB-unsporting: −1, added to everything, a removed red's −1 included")
        void f17_unsporting() {
            ScoreSheet sheet = redWin(club().removed(5, 1, false))
                    .award(Map.of(), Map.of(5, penalty("-1", "CLUB-unsporting"), 8, penalty("-1", "CLUB-unsporting")), false)
                    .fold(Sheets::ended);
            assertThat(parts(sheet, 5)).containsExactly("DISQUALIFICATION -1.00 CLUB-removal", "PENALTY -1.00 CLUB-unsporting");
            assertThat(points(sheet, 5)).isEqualTo("0.00 -2.00 -2.00");
            assertThat(parts(sheet, 8)).containsExactly("PENALTY -1.00 CLUB-unsporting");
        }

        @Test
        @DisplayName("F18, F19 CLUB-best-players: the judge's points are extra; none after a draw (§3.8)")
        void f18_f19_bestPlayers() {
            ScoreSheet sheet = club().voted(1, 2).blackWins().award(Map.of(6, "0.8", 1, "0.3")).fold(Sheets::ended);
            assertThat(parts(sheet, 6)).containsExactly("WIN 3.00 CLUB-win", "JUDGE 0.80 CLUB-best-players");
            assertThat(parts(sheet, 1)).containsExactly("JUDGE 0.30 CLUB-best-players");
            ScoreSheet draw = club().voted(1, 2).blackWins().award(Map.of(6, "0.8")).finalized().amend(Winner.DRAW).fold(Sheets::ended);
            assertThat(parts(draw, 6)).isEmpty();
        }

        @Test
        @DisplayName("F15 CLUB-annulled, Choice 19: every seat 2 (main), nothing else; winner null")
        void f15_annulled() {
            ScoreSheet sheet = club().kill(1, 3, true).bestMove(3, 3, false, 2, 6, 8).removed(3, 2, true).voted(2, 4)
                    .blackWins().award(Map.of(2, "0.5"), Map.of(6, penalty("-1", "CLUB-unsporting")), false).finalized()
                    .annul().fold(Sheets::ended);
            assertThat(sheet.winner()).isNull();
            assertThat(sheet.annulled()).isTrue();
            for (int seat = 1; seat <= 10; seat++) {
                assertThat(parts(sheet, seat)).containsExactly("WIN 2.00 CLUB-annulled");
                assertThat(points(sheet, seat)).isEqualTo("2.00 0.00 2.00");
            }
        }

        @Test
        @DisplayName("§3.9: a later amend {winner} restores normal scoring; the award cleared by the annulment stays cleared")
        void f15_amendAfterAnnulment() {
            ScoreSheet sheet = club().voted(1, 2).blackWins().award(Map.of(6, "0.5")).finalized().annul()
                    .amend(Winner.BLACK).fold(Sheets::ended);
            assertThat(sheet.winner()).isEqualTo("BLACK");
            assertThat(parts(sheet, 6)).containsExactly("WIN 3.00 CLUB-win");
        }

        @Test
        @DisplayName("§3.10: after a draw the removal's −1 and the unsporting −1 stand")
        void draw() {
            ScoreSheet sheet = club().removed(5, 1, false).ended(Winner.DRAW, GameEndReason.QUIET_ROUNDS_DRAW)
                    .award(Map.of(), Map.of(2, penalty("-1", "CLUB-unsporting")), false).fold(Sheets::ended);
            assertThat(parts(sheet, 5)).containsExactly("DISQUALIFICATION -1.00 CLUB-removal");
            assertThat(parts(sheet, 2)).containsExactly("PENALTY -1.00 CLUB-unsporting");
        }
    }
}
