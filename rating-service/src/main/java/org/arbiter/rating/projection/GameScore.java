package org.arbiter.rating.projection;

import org.arbiter.events.score.ScoreSheet;

/**
 * A record of game-scores (compacted, key {@code gameId}): the game's sheet, or none when the record is a tombstone
 * (scoring-service withdrew the sheet because the game's end was taken back).
 *
 * @param gameId the record's key
 * @param sheet  the sheet, or null for a tombstone
 */
public record GameScore(String gameId, ScoreSheet sheet) {

    /** The record with key {@code gameId} and value {@code json} (null: a tombstone). */
    public static GameScore of(String gameId, String json) {
        return new GameScore(gameId, json == null ? null : ScoreSheet.fromJson(json));
    }

    public boolean withdrawn() {
        return sheet == null;
    }
}
