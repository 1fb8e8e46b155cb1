package org.arbiter.scoring.domain;

import java.util.List;
import java.util.Map;
import org.arbiter.events.score.ScorePart;

/** One ruleset's way from a game's facts to each seat's parts (seat → parts in a stable order). */
interface RulesetScoring {

    Map<Integer, List<ScorePart>> parts(GameFacts facts);
}
