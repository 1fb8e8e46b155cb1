package org.arbiter.system;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Stops the running system when the test session closes, while the JVM is still alive: a shutdown hook
 * alone can be cut short when the build tool ends the forked JVM, leaving service processes behind.
 */
public class StopSystemAfterTests implements LauncherSessionListener {

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        ArbiterSystem.stopIfRunning();
    }
}
