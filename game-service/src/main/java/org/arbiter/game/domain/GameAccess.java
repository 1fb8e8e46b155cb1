package org.arbiter.game.domain;

import org.arbiter.game.store.GameRow;
import org.arbiter.rules.CommandType;

/**
 * Who may do what with a game, beyond the realm role each endpoint asks for (DESIGN "Access follows the table";
 * docs/rules/TABLE-API.md "Reading"; docs/organiser.md "Who"); the one place game-service decides it. A refusal is
 * {@code FORBIDDEN} (403). A tournament's staff ({@link TournamentStaff}) is the organiser who registered it, the
 * co-organisers and the chief judges he named; a friendly game's is every organiser and chief judge.
 * <ul>
 *   <li>A game's commands: its own judge (the token's user named in {@code GameCreated.judge}) or a chief judge of its
 *       tournament; {@code approve} and {@code amend} only a chief judge of its tournament. A repeated
 *       {@code commandId} is answered under the same checks, for the command first sent with it.</li>
 *   <li>The judge's view and the log ({@code GET /api/games/{id}}, {@code /events}): the game's own judge, or its
 *       tournament's chief judge or organiser.</li>
 *   <li>A tournament is set up (players, judges, staff, a stage's seating) by its organisers or chief judges.</li>
 *   <li>A tournament's games are created by its organisers or chief judges; a friendly game (no tournament) by a
 *       judge (for himself), an organiser or a chief judge.</li>
 * </ul>
 */
final class GameAccess {

    private GameAccess() {
    }

    /** Sends commands to the game: its judge or a chief judge of its tournament. */
    static void mayRun(GameRow game, Caller caller, TournamentStaff staff) {
        if (!staff.chiefJudge(caller) && !ownJudge(game, caller)) {
            throw Refusals.forbidden("only the game's judge or a chief judge of its tournament runs this game");
        }
    }

    /** Sends a command of this type (null: not known, e.g. an answer stored before types were kept). */
    static void maySend(CommandType type, Caller caller, TournamentStaff staff) {
        if (type != null && type.chiefJudgeOnly() && !staff.chiefJudge(caller)) {
            throw Refusals.forbidden(type.wireName() + " is the command of a chief judge of the game's tournament");
        }
    }

    /** Reads the judge's view and the log, roles included. */
    static void mayRead(GameRow game, Caller caller, TournamentStaff staff) {
        if (!staff.chiefJudge(caller) && !staff.organisedBy(caller) && !ownJudge(game, caller)) {
            throw Refusals.forbidden("only the game's judge, or its tournament's chief judge or organiser, reads the judge's view");
        }
    }

    /** Creates a game of the tournament whose staff this is (a friendly game: the endpoint's roles suffice). */
    static void mayCreate(String tournamentId, TournamentStaff staff, Caller caller) {
        if (staff.friendly() || staff.organisedBy(caller) || staff.chiefJudge(caller)) {
            return;
        }
        throw Refusals.forbidden("the games of tournament " + tournamentId + " are created by its organisers or chief judges");
    }

    /** Sets up the tournament (players, judges, staff, seating): its organisers or chief judges. */
    static void mayArrange(String tournamentId, TournamentStaff staff, Caller caller) {
        if (staff.organisedBy(caller) || staff.chiefJudge(caller)) {
            return;
        }
        throw Refusals.forbidden("tournament " + tournamentId + " is set up by its organisers or chief judges");
    }

    /** Names the tournament's co-organisers and chief judges: its organisers only. */
    static void mayName(String tournamentId, TournamentStaff staff, Caller caller) {
        if (!staff.organisedBy(caller)) {
            throw Refusals.forbidden("the staff of tournament " + tournamentId + " is named by its organisers");
        }
    }

    private static boolean ownJudge(GameRow game, Caller caller) {
        return caller.has(Caller.JUDGE) && caller.subject().equals(game.judge);
    }
}
