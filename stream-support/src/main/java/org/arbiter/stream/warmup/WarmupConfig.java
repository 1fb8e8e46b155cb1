package org.arbiter.stream.warmup;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The start-up warm-up's settings ({@code arbiter.warmup.*}, {@code ARBITER_WARMUP_*} in the environment;
 * docs/deploy.md "Start-up warm-up").
 */
@ConfigMapping(prefix = "arbiter.warmup")
public interface WarmupConfig {

    /** Off, the service is ready without either warm-up ({@link ConnectionWarmup}, {@link CodeWarmup}). */
    @WithDefault("true")
    boolean enabled();

    /** The synthetic games {@link CodeWarmup} plays (0: none). */
    @WithDefault("300")
    int games();

    /** How long {@link CodeWarmup} may play before it stops early. */
    @WithDefault("30")
    int seconds();

    /** The pool's connections {@link ConnectionWarmup} opens. */
    @WithDefault("4")
    int connections();
}
