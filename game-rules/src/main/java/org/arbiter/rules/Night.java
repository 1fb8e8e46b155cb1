package org.arbiter.rules;

/**
 * This night's shooting and checks (4.5), cleared when the next night falls.
 *
 * @param shot the shooting is recorded
 * @param shotTarget the kill, 0 for none
 * @param shotMiss the shooting was a miss
 * @param donChecked the Don checked
 * @param sheriffChecked the Sheriff checked
 */
public record Night(boolean shot, int shotTarget, boolean shotMiss, boolean donChecked, boolean sheriffChecked) {

    static final Night NONE = new Night(false, 0, false, false, false);

    Night withShooting(int target, boolean miss) {
        return new Night(true, target, miss, donChecked, sheriffChecked);
    }

    Night withDonCheck() {
        return new Night(shot, shotTarget, shotMiss, true, sheriffChecked);
    }

    Night withSheriffCheck() {
        return new Night(shot, shotTarget, shotMiss, donChecked, true);
    }
}
