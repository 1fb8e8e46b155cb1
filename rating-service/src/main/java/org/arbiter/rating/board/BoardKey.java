package org.arbiter.rating.board;

import java.util.List;
import java.util.Objects;
import org.arbiter.rating.table.TableView;

/** Which games a board shows: a tournament's, of one stage (or every stage), of one round (or every round). */
public record BoardKey(String tournamentId, String stage, Integer round) {

    public BoardKey {
        Objects.requireNonNull(tournamentId, "tournamentId");
        if (stage == null && round != null) {
            throw new IllegalArgumentException("a round is a round of a stage");
        }
    }

    boolean shows(String gameTournament, String gameStage, Integer gameRound) {
        return tournamentId.equals(gameTournament) && (stage == null || stage.equals(gameStage))
                && (round == null || round.equals(gameRound));
    }

    /** The boards a view of a tournament's game appears on: its round's, its stage's and its tournament's. */
    static List<BoardKey> of(TableView view) {
        if (view.stage() == null) {
            return List.of(new BoardKey(view.tournamentId(), null, null));
        }
        if (view.gameNo() == null) {
            return List.of(new BoardKey(view.tournamentId(), view.stage(), null), new BoardKey(view.tournamentId(), null, null));
        }
        return List.of(new BoardKey(view.tournamentId(), view.stage(), view.gameNo()),
                new BoardKey(view.tournamentId(), view.stage(), null), new BoardKey(view.tournamentId(), null, null));
    }
}
