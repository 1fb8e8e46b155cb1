package org.arbiter.rules.rulebook;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.Ruleset;

/**
 * The rulebooks by stable id: FIIM is the default (seed 004 + 001); FSM, RFM and CLUB override only
 * what their seeds change (docs/rules/RULES.md §5, §7, §9; docs/rules/CLUB.md).
 */
public final class Rulebooks {

    private static BigDecimal d(String value) {
        return new BigDecimal(value);
    }

    /** FIIM 2018 (004 8.2–8.5, 001): the default every other rulebook starts from. */
    public static final Rulebook FIIM = new Rulebook(
            "fiim-2018",
            Ruleset.FIIM,
            TableNumbers.STANDARD,
            d("1"),
            d("-0.5"),
            BestMoveWindow.LAST_WORDS,
            false,
            BestMoveTable.same("0.4", "0.25", true),
            BestMoveTable.same("0.4", "0.25", true),
            BestMoveVsJudge.SUM,
            RemovalPolicy.FIIM,
            new AwardLimits(d("0.05"), 3, 3, d("1.0"), d("1.0"), d("0.5"), d("0.7"), d("0.4"), null, null),
            new PenaltyRule(d("-0.4"), List.of("8.5.1", "8.5.2", "8.5.3", "8.5.4")),
            null,
            false);

    /** FSM (000): best move at night, +0.5/+0.25, none after a day-1 double elimination, 4 (5) players, 1.2. */
    public static final Rulebook FSM = FIIM.with(b -> b
            .id("fsm")
            .ruleset(Ruleset.FSM)
            .bestMoveWindow(BestMoveWindow.NIGHT)
            .noBestMoveAfterDay1Double(true)
            .bestMove(BestMoveTable.same("0.5", "0.25", false))
            .bestMoveVsJudge(BestMoveVsJudge.MAX_JUDGE_OUTSIDE_LIMIT)
            .awardLimits(new AwardLimits(d("0.05"), 4, 5, d("1.2"), d("1.2"), null, null, null, null, null))
            .penaltyRule(new PenaltyRule(null, List.of())));

    /** RFM (002, 003): "three blacks" at night, red/Sheriff values, 2.5 (3.0) in total, removal policy 5.7.3. */
    public static final Rulebook RFM = FIIM.with(b -> b
            .id("rfm")
            .ruleset(Ruleset.RFM)
            .bestMoveWindow(BestMoveWindow.NIGHT)
            .noBestMoveAfterDay1Double(true)
            .bestMove(new BestMoveTable(d("0.7"), d("0.45"), d("0.6"), d("0.35"), BigDecimal.ZERO, false))
            .bestMoveVsJudge(BestMoveVsJudge.MAX_JUDGE_IN_LIMIT_WHEN_LARGER)
            .removalPolicy(RemovalPolicy.RFM)
            .awardLimits(new AwardLimits(d("0.05"), null, null, d("2.5"), d("3.0"), null, null, null, null, null))
            .penaltyRule(new PenaltyRule(null, List.of())));

    /** CLUB (004 tail, docs/rules/CLUB.md): the FIIM flow plus wills; its own points. */
    public static final Rulebook CLUB = FIIM.with(b -> b
            .id("club-004")
            .ruleset(Ruleset.CLUB)
            .winPoints(d("3"))
            .removalPoints(BigDecimal.ZERO)
            .bestMove(new BestMoveTable(d("0.8"), d("0.3"), d("0.8"), d("0.3"), d("-1"), true),
                    new BestMoveTable(d("1"), d("0.4"), d("1"), d("0.4"), d("-1"), true))
            .awardLimits(new AwardLimits(d("0.1"), null, null, null, null, null, null, null, d("0.8"),
                    new AwardLimits.TeamCaps(d("1.4"), d("0.6"), d("1.0"), d("1.0"))))
            .penaltyRule(new PenaltyRule(d("-1"), List.of(ClubNumbers.UNSPORTING)))
            .club(ClubNumbers.SEED_004)
            .wills(true));

    private static final Map<Ruleset, Rulebook> BY_RULESET = new EnumMap<>(Map.of(
            Ruleset.FIIM, FIIM, Ruleset.FSM, FSM, Ruleset.RFM, RFM, Ruleset.CLUB, CLUB));

    private Rulebooks() {
    }

    public static Rulebook of(Ruleset ruleset) {
        return BY_RULESET.get(ruleset);
    }

    public static Rulebook byId(String id) {
        return BY_RULESET.values().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no rulebook " + id));
    }

    public static List<Rulebook> all() {
        return List.of(FIIM, FSM, RFM, CLUB);
    }
}
