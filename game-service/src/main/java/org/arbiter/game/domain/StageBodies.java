package org.arbiter.game.domain;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.seating.SeatingRequest;
import org.arbiter.stream.refusal.Refusal;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A stage's request bodies (docs/organiser.md) beside its seating ({@link StageSeating}), described once: each record
 * checks its shape as it is read (MALFORMED_COMMAND for a missing field, a wrong type or a text beyond its limit);
 * what needs the tournament (registered players and judges, the seating's tables) is the services'.
 */
public final class StageBodies {

    private StageBodies() {
    }

    /**
     * {@code POST .../stages/{stage}/seating/solve}: what the solver seats; every field optional. Games per player come
     * from the regulations' stage.
     */
    @Schema(name = "SeatingOrder")
    public record SeatingOrder(
            @Schema(description = "the stage's players (registered ids); default every registered player but the substitutes, "
                    + "in registration order") List<String> players,
            @Schema(description = "pairs of players who never share a table: [[\"p1\", \"p2\"], ...]") List<List<String>> separated,
            @Schema(type = SchemaType.STRING, implementation = StageSeater.Filling.class,
                    description = "required when the players are not a multiple of ten") String filling,
            @Schema(description = "with filling SUBSTITUTES: registered players (not the stage's) who take the seats left over, "
                    + "at least 10 - players mod 10") List<String> substitutes,
            @Schema(description = "the random start's and the solver's seed; default 1") Long seed) {

        public SeatingOrder {
            if (RequestLimits.text(filling, "filling", false) != null) {
                JsonFields.enumValue(StageSeater.Filling.class, filling, Refusals.MALFORMED_COMMAND, "filling");
            }
            substitutes = names(substitutes, "substitutes");
            if (!substitutes.isEmpty() && !substituting(filling)) {
                throw Refusals.malformed("substitutes are named only with filling SUBSTITUTES");
            }
            separated = separated == null ? List.of() : separated.stream().map(SeatingOrder::pair).toList();
            seed = seed == null ? 1L : seed;
            players = players == null ? null : names(players, "players");
        }

        private static boolean substituting(String filling) {
            return StageSeater.Filling.SUBSTITUTES.name().equals(filling);
        }

        private static List<String> pair(List<String> pair) {
            List<String> two = names(pair, "a separated pair");
            if (two.size() != 2) {
                throw Refusals.malformed("a separated pair names two players: " + pair);
            }
            return two;
        }

        private static List<String> names(List<String> names, String what) {
            if (names == null) {
                return List.of();
            }
            for (String name : names) {
                if (name == null || name.isBlank()) {
                    throw Refusals.malformed(what + " must be a list of player ids");
                }
                RequestLimits.text(name, what, true);
            }
            return List.copyOf(names);
        }

        /**
         * The seating module's request: the stage's players (those named, or every registered player but the
         * substitutes, in registration order), each name a registered player (else UNREGISTERED_PLAYER), a filling
         * chosen when the players are not a multiple of ten (else FILLING_REQUIRED); what the module refuses is
         * SEATING_IMPOSSIBLE.
         */
        SeatingRequest request(List<String> registered, int gamesPerPlayer) {
            Set<String> known = new HashSet<>(registered);
            List<String> named = new ArrayList<>(substitutes);
            separated.forEach(named::addAll);
            if (players != null) {
                named.addAll(players);
            }
            for (String name : named) {
                if (!known.contains(name)) {
                    throw Refusal.byRules("UNREGISTERED_PLAYER", null, name + " is not registered for the tournament");
                }
            }
            Set<String> aside = new LinkedHashSet<>(substitutes);
            List<String> stage = players != null ? players : registered.stream().filter(p -> !aside.contains(p)).toList();
            if (stage.size() % SeatingRequest.SEATS_PER_TABLE != 0 && filling == null) {
                throw Refusal.byRules("FILLING_REQUIRED", null, stage.size() + " players do not fill whole tables: choose "
                        + "filling BYES or SUBSTITUTES");
            }
            try {
                return new SeatingRequest(stage, gamesPerPlayer,
                        separated.stream().map(pair -> new SeatingRequest.SeparatedPair(pair.get(0), pair.get(1))).toList(),
                        substituting(filling) ? new SeatingRequest.Filling.Substitutes(substitutes)
                                : new SeatingRequest.Filling.Byes(),
                        seed);
            } catch (IllegalArgumentException impossible) {
                throw Refusal.byRules("SEATING_IMPOSSIBLE", null, impossible.getMessage());
            }
        }
    }

    /** {@code PUT .../rounds/{round}/tables/{table}/judge}: the table's judge from now on. */
    @Schema(name = "TableJudge", requiredProperties = {"judge"})
    public record TableJudge(@Schema(maxLength = 64, description = "a registered judge's username who judges no other table of "
            + "the round") String judge) {

        public TableJudge {
            RequestLimits.text(judge, "judge", true);
        }
    }

    /** {@code POST .../rounds/{round}/publish}: the judge of each table of the round, by table number. */
    @Schema(name = "RoundJudges", requiredProperties = {"judges"})
    public record RoundJudges(@Schema(description = "table number → a registered judge's username; every table of the round, "
            + "no judge twice") Map<String, String> judges) {

        public RoundJudges {
            if (judges == null) {
                throw Refusals.malformed("judges (table number → judge) must be a JSON object");
            }
            judges = Collections.unmodifiableMap(new LinkedHashMap<>(judges));
            byTable(judges);
        }

        /** The judges by table number, in the order the request names them. */
        public Map<Integer, String> byTable() {
            return byTable(judges);
        }

        private static Map<Integer, String> byTable(Map<String, String> judges) {
            Map<Integer, String> byTable = new LinkedHashMap<>();
            judges.forEach((key, judge) -> {
                int table;
                try {
                    table = Integer.parseInt(key);
                } catch (NumberFormatException e) {
                    throw Refusals.malformed("judges: " + key + " is not a table number");
                }
                if (judge == null) {
                    throw Refusals.malformed("judges: table " + table + " must name a judge's username");
                }
                byTable.put(table, RequestLimits.text(judge, "judge", true));
            });
            return byTable;
        }
    }
}
