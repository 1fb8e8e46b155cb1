package org.arbiter.stream.warmup;

/**
 * One synthetic game through a service's own path, mostly in memory (the same methods its real commands or records
 * take: the events' JSON, the engine, the fold, the scores, the standings), with {@link WarmupGames}' data, writing
 * nothing and touching none of the service's state (a rehearsal may keep its own few synthetic games, as rating's
 * does for its standings): what {@link CodeWarmup} plays before the service is ready, so that the JIT has compiled
 * that path before the first real game (docs/deploy.md "Start-up warm-up"). Each service has its own in its
 * {@code warmup} package (rating two).
 */
public interface Rehearsal {

    /** Plays synthetic game {@code n} (0, 1, …; {@link WarmupGames}' game {@code n % COUNT}); the events it went through. */
    int rehearse(int n);
}
