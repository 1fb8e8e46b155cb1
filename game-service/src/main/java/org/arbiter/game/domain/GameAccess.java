package org.arbiter.game.domain;

import org.arbiter.game.store.GameRow;
import org.arbiter.game.store.TournamentRow;
import org.arbiter.rules.CommandType;

/**
 * Who may do what with a game, beyond the realm role each endpoint asks for (DESIGN "Access follows the table";
 * docs/rules/TABLE-API.md "Reading"); the one place game-service decides it. A refusal is {@code FORBIDDEN} (403).
 * <ul>
 *   <li>A game's commands: its own judge (the token's user named in {@code GameCreated.judge}) or a chief judge;
 *       {@code approve} and {@code amend} only a chief judge. A repeated {@code commandId} is answered under the
 *       same checks, for the command first sent with it.</li>
 *   <li>The judge's view and the log ({@code GET /api/games/{id}}, {@code /events}): the game's own judge, a
 *       chief judge or an organiser.</li>
 *   <li>A tournament is set up (players, judges, a stage's seating) by the organiser who registered it or a chief
 *       judge.</li>
 *   <li>A tournament's games are created by the organiser who registered the tournament or by a chief judge; a
 *       friendly game (no tournament) by a judge (for himself), an organiser or a chief judge.</li>
 * </ul>
 */
final class GameAccess {

    private GameAccess() {
    }

    /** Sends commands to the game: its judge or a chief judge. */
    static void mayRun(GameRow game, Caller caller) {
        if (!caller.has(Caller.CHIEF_JUDGE) && !ownJudge(game, caller)) {
            throw Refusals.forbidden("only the game's judge or a chief judge runs this game");
        }
    }

    /** Sends a command of this type (null: not known, e.g. an answer stored before types were kept). */
    static void maySend(CommandType type, Caller caller) {
        if (type != null && type.chiefJudgeOnly() && !caller.has(Caller.CHIEF_JUDGE)) {
            throw Refusals.forbidden(type.wireName() + " is the chief judge's command");
        }
    }

    /** Reads the judge's view and the log, roles included. */
    static void mayRead(GameRow game, Caller caller) {
        if (!caller.has(Caller.CHIEF_JUDGE) && !caller.has(Caller.ORGANISER) && !ownJudge(game, caller)) {
            throw Refusals.forbidden("only the game's judge, a chief judge or an organiser reads the judge's view");
        }
    }

    /** Creates a game of this tournament (null: a friendly game, for which the endpoint's roles suffice). */
    static void mayCreate(TournamentRow tournament, Caller caller) {
        if (tournament == null || caller.has(Caller.CHIEF_JUDGE)
                || (caller.has(Caller.ORGANISER) && caller.subject().equals(tournament.createdBy))) {
            return;
        }
        throw Refusals.forbidden("the games of tournament " + tournament.tournamentId
                + " are created by its organiser or a chief judge");
    }

    /** Sets up the tournament (players, judges, seating): the organiser who registered it or a chief judge. */
    static void mayArrange(TournamentRow tournament, Caller caller) {
        if (caller.has(Caller.CHIEF_JUDGE) || (caller.has(Caller.ORGANISER) && caller.subject().equals(tournament.createdBy))) {
            return;
        }
        throw Refusals.forbidden("tournament " + tournament.tournamentId + " is set up by its organiser or a chief judge");
    }

    private static boolean ownJudge(GameRow game, Caller caller) {
        return caller.has(Caller.JUDGE) && caller.subject().equals(game.judge);
    }
}
