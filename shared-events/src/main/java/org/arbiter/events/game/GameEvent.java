package org.arbiter.events.game;

import org.arbiter.events.EventPayload;

/** Every event of a game's stream (key: gameId). */
public sealed interface GameEvent extends EventPayload permits GameCreated,
        RolesDealt, NightStarted, ShotsFired, DonChecked, SheriffChecked, NightEnded,
        DayStarted, SpeechStarted, SpeechEnded, PlayerNominated, NominationWithdrawn,
        VotingStarted, VotesCast, VoteTied, LiftAllVoted,
        PlayerLeft, FoulGiven, PlayerRemoved, VoteCancelled,
        BestMoveMade, WillMade, TeamDefeated, GameEnded,
        AwardGiven, AwardApproved, GameFinalized, GameAmended, CommandUndone, JudgeAssigned {
}
