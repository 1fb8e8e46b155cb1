package org.arbiter.stream.warmup;

/**
 * One synthetic game through a service's own path, mostly in memory (the same methods its real commands or records
 * take: the events' JSON, the engine, the fold, the scores, the standings), leaving nothing written and touching none
 * of the service's state (a rehearsal may keep its own few synthetic games, as rating's does for its standings, or
 * write in a transaction it rolls back, as rating's {@code SheetPathRehearsal} does): what {@link CodeWarmup} plays
 * before the service is ready, so that the JIT has compiled that path before the first real game (issue 16 part 5).
 * Each service has one (rating two).
 */
public interface Rehearsal {

    /** Plays synthetic game {@code n} (0, 1, …; {@link WarmupGames}' game {@code n % COUNT}); the events it went through. */
    int rehearse(int n);
}
