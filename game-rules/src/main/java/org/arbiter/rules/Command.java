package org.arbiter.rules;

/** A judge's command (docs/rules/TABLE-API.md "Commands"); {@link #type()} names its TABLE-API type. */
public sealed interface Command permits Deal, EndNight, Shoot, DonCheck, SheriffCheck, BestMove, EndSpeech, Nominate,
        Withdraw, Vote, LiftAll, Foul, Disqualify, TeamDefeat, Will, Award, Approve, Finalize, Amend, Undo {

    CommandType type();
}
