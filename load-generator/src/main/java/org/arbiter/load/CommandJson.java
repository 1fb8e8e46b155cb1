package org.arbiter.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Penalty;
import org.arbiter.events.game.Role;
import org.arbiter.rules.*;

/** A command in the JSON of TABLE-API.md "Commands" (the inverse of {@link CommandParser}). */
final class CommandJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CommandJson() {
    }

    static String write(Command command) {
        ObjectNode o = JSON.createObjectNode();
        o.put("type", command.type());
        switch (command) {
            case Deal c -> {
                if (c.roles() != null) {
                    ObjectNode roles = o.putObject("roles");
                    for (Map.Entry<Integer, Role> e : c.roles().entrySet()) {
                        roles.put(e.getKey().toString(), e.getValue().name());
                    }
                }
            }
            case Shoot c -> {
                ObjectNode shots = o.putObject("shots");
                for (Map.Entry<Integer, Integer> e : c.shots().entrySet()) {
                    if (e.getValue() == null) {
                        shots.putNull(e.getKey().toString());
                    } else {
                        shots.put(e.getKey().toString(), e.getValue().intValue());
                    }
                }
            }
            case DonCheck c -> o.put("target", c.target());
            case SheriffCheck c -> o.put("target", c.target());
            case BestMove c -> {
                seats(o.putArray("targets"), c.targets());
                if (c.by() != null) {
                    o.put("by", c.by().intValue());
                }
                o.put("hintRequested", c.hintRequested());
            }
            case Nominate c -> o.put("by", c.by()).put("target", c.target());
            case Withdraw c -> o.put("by", c.by());
            case Vote c -> {
                ObjectNode votes = o.putObject("votes");
                for (Map.Entry<Integer, List<Integer>> e : c.votes().entrySet()) {
                    seats(votes.putArray(e.getKey().toString()), e.getValue());
                }
            }
            case LiftAll c -> seats(o.putArray("for"), c.voters());
            case Foul c -> o.put("seat", c.seat());
            case Disqualify c -> o.put("seat", c.seat()).put("clause", c.clause());
            case TeamDefeat c -> o.put("seat", c.seat()).put("clause", c.clause());
            case Will c -> {
                o.put("by", c.by());
                if (c.target() == null) {
                    o.putNull("target");
                } else {
                    o.put("target", c.target().intValue());
                }
                o.put("reminded", c.reminded());
            }
            case Award c -> {
                ObjectNode extra = o.putObject("extra");
                c.extra().forEach((seat, points) -> extra.put(seat.toString(), points));
                ObjectNode penalties = o.putObject("penalties");
                for (Map.Entry<Integer, Penalty> e : c.penalties().entrySet()) {
                    penalties.putObject(e.getKey().toString()).put("points", e.getValue().points())
                            .put("clause", e.getValue().clause());
                }
            }
            default -> {
                // endNight, endSpeech, approve, finalize, undo: the type alone
                if (!(command instanceof EndNight || command instanceof EndSpeech || command instanceof Approve
                        || command instanceof Finalize || command instanceof Undo)) {
                    throw new IllegalArgumentException("the load generator does not send " + command.type());
                }
            }
        }
        return o.toString();
    }

    private static void seats(ArrayNode array, List<Integer> seats) {
        for (Integer seat : seats) {
            array.add(seat.intValue());
        }
    }
}
