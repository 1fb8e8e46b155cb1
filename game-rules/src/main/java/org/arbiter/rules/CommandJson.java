package org.arbiter.rules;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Penalty;

/**
 * A command in the JSON of docs/rules/TABLE-API.md "Commands" (the inverse of {@link CommandParser}), written straight into
 * a string: the load generator and the fault suite write one per request, which should cost the shared machine little. Map keys come out
 * in the map's order; the values are seats, roles, points and clause numbers, which need no escaping.
 */
public final class CommandJson {

    private CommandJson() {
    }

    public static String write(Command command) {
        StringBuilder o = new StringBuilder(96).append("{\"type\":\"").append(command.type().wireName()).append('"');
        switch (command) {
            case Deal c -> {
                if (c.roles() != null) {
                    object(o.append(",\"roles\":"), c.roles(), (b, role) -> b.append('"').append(role.name()).append('"'));
                }
            }
            case Shoot c -> object(o.append(",\"shots\":"), c.shots(), (b, target) -> b.append(target));
            case DonCheck c -> o.append(",\"target\":").append(c.target());
            case SheriffCheck c -> o.append(",\"target\":").append(c.target());
            case BestMove c -> {
                seats(o.append(",\"targets\":"), c.targets());
                if (c.by() != null) {
                    o.append(",\"by\":").append(c.by().intValue());
                }
                o.append(",\"hintRequested\":").append(c.hintRequested());
            }
            case Nominate c -> o.append(",\"by\":").append(c.by()).append(",\"target\":").append(c.target());
            case Withdraw c -> o.append(",\"by\":").append(c.by());
            case Vote c -> object(o.append(",\"votes\":"), c.votes(), CommandJson::seats);
            case LiftAll c -> seats(o.append(",\"for\":"), c.voters());
            case Foul c -> o.append(",\"seat\":").append(c.seat());
            case Disqualify c -> o.append(",\"seat\":").append(c.seat()).append(",\"clause\":\"").append(c.clause()).append('"');
            case TeamDefeat c -> o.append(",\"seat\":").append(c.seat()).append(",\"clause\":\"").append(c.clause()).append('"');
            case Will c -> o.append(",\"by\":").append(c.by()).append(",\"target\":").append(c.target())
                    .append(",\"reminded\":").append(c.reminded());
            case Award c -> {
                object(o.append(",\"extra\":"), c.extra(), (b, points) -> b.append(points));
                object(o.append(",\"penalties\":"), c.penalties(), (b, p) -> penalty(b, p));
            }
            default -> {
                // endNight, endSpeech, approve, finalize, undo: the type alone
                if (!(command instanceof EndNight || command instanceof EndSpeech || command instanceof Approve
                        || command instanceof Finalize || command instanceof Undo)) {
                    throw new IllegalArgumentException("CommandJson does not write " + command.type().wireName());
                }
            }
        }
        return o.append('}').toString();
    }

    private interface Value<V> {
        void append(StringBuilder b, V value);
    }

    /** {@code {"seat": value, ...}}; a null value is written as null. */
    private static <V> void object(StringBuilder b, Map<Integer, V> map, Value<V> value) {
        b.append('{');
        Iterator<Map.Entry<Integer, V>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<Integer, V> e = entries.next();
            b.append('"').append(e.getKey()).append("\":");
            if (e.getValue() == null) {
                b.append("null");
            } else {
                value.append(b, e.getValue());
            }
            if (entries.hasNext()) {
                b.append(',');
            }
        }
        b.append('}');
    }

    private static void seats(StringBuilder b, List<Integer> seats) {
        b.append('[');
        for (int i = 0; i < seats.size(); i++) {
            b.append(i == 0 ? "" : ",").append(seats.get(i).intValue());
        }
        b.append(']');
    }

    private static void penalty(StringBuilder b, Penalty p) {
        b.append("{\"points\":").append(p.points()).append(",\"clause\":\"").append(p.clause()).append("\"}");
    }
}
