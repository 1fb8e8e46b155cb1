package org.arbiter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbiter.events.game.*;

/** Night (4.2, 4.5): ending it, the shooting, the Don's and the Sheriff's checks; 7.8 at dawn. */
final class NightCommands {

    private NightCommands() {
    }

    static Rejection endNight(Emitter em) {
        GameState s = em.state();
        if (s.night() == 0) {
            em.emit(new NightEnded(0, null));
            Flow.startDay(em, 0);
            return null;
        }
        if (!s.tonight().shot()) {
            return Decider.reject(Errors.SHOOTING_NOT_RECORDED, "4.5.3", "record the shooting before the night ends");
        }
        int target = s.tonight().shotTarget();
        em.emit(new NightEnded(s.night(), target == 0 ? null : target));
        int killed = target != 0 && s.seating().isAtTable(target) ? target : 0;
        if (killed != 0) {
            em.emit(new PlayerLeft(killed, DepartureHow.KILLED, null, s.night(), "4.5.4", true));
            if (Flow.endIfDecided(em, List.of(killed))) {
                return null;
            }
        } else if (em.state().streaks().missesAtFour() >= Flow.table(s).missesAtFourForRedWin()) {
            em.emit(new GameEnded(Winner.RED, GameEndReason.THREE_MISSES_AT_FOUR, "7.8", em.now, List.of()));
            return null;
        }
        Flow.startDay(em, killed);
        return null;
    }

    static Rejection shoot(Emitter em, Shoot shoot) {
        GameState s = em.state();
        if (s.night() == 0) {
            return Decider.reject(Errors.WRONG_PHASE, "4.2", "nobody is shot on night 0");
        }
        if (s.tonight().shot()) {
            return Decider.reject(Errors.ALREADY_SHOT, "4.5.5", "this night's shooting is recorded");
        }
        Seating seating = s.seating();
        for (int shooter : shoot.shots().keySet()) {
            if (!seating.isBlack(shooter) || !seating.isAtTable(shooter)) {
                return Decider.reject(Errors.NOT_A_BLACK_PLAYER, "4.5.3", shooter + " is not a black player at the table");
            }
        }
        Integer target = null;
        boolean together = true;
        for (int seat = 1; seat <= 10 && together; seat++) {
            if (seating.isBlack(seat) && seating.isAtTable(seat)) {
                Integer shot = shoot.shots().get(seat);
                if (shot == null || (target != null && !target.equals(shot))) {
                    together = false;
                } else {
                    target = shot;
                }
            }
        }
        Integer killed = together && target != null && seating.isAtTable(target) ? target : null;
        List<Shot> shots = new ArrayList<>();
        for (Map.Entry<Integer, Integer> entry : new java.util.TreeMap<>(shoot.shots()).entrySet()) {
            shots.add(new Shot(entry.getKey(), entry.getValue()));
        }
        em.emit(new ShotsFired(s.night(), List.copyOf(shots), killed, killed == null));
        return null;
    }

    private static Rejection checkCommon(GameState s, int checker, boolean checked, int target, String clause) {
        if (s.night() == 0) {
            return Decider.reject(Errors.WRONG_PHASE, "4.2", "nobody is checked on night 0");
        }
        // the night's order (4.5.3): checks come after the shooting, whoever would check
        if (!s.tonight().shot()) {
            return Decider.reject(Errors.SHOOTING_NOT_RECORDED, "4.5.3", "checks come after the shooting");
        }
        if (!s.seating().isAtTable(checker)) {
            return Decider.reject(Errors.ROLE_NOT_AT_TABLE, clause, checker + " is no longer at the table");
        }
        if (checked) {
            return Decider.reject(Errors.ALREADY_CHECKED, "4.5.8", "one check a night");
        }
        if (target == checker) {
            return Decider.reject(Errors.INVALID_CHECK, "12.15", "a check names a seat other than his own");
        }
        return null;
    }

    static Rejection donCheck(Emitter em, DonCheck check) {
        GameState s = em.state();
        Seating seating = s.seating();
        Rejection rejection = checkCommon(s, seating.don(), s.tonight().donChecked(), check.target(), "4.5.6");
        if (rejection != null) {
            return rejection;
        }
        em.emit(new DonChecked(s.night(), seating.don(), check.target(), check.target() == seating.sheriff()));
        return null;
    }

    static Rejection sheriffCheck(Emitter em, SheriffCheck check) {
        GameState s = em.state();
        Seating seating = s.seating();
        Rejection rejection = checkCommon(s, seating.sheriff(), s.tonight().sheriffChecked(), check.target(), "4.5.7");
        if (rejection != null) {
            return rejection;
        }
        em.emit(new SheriffChecked(s.night(), seating.sheriff(), check.target(),
                seating.isBlack(check.target()) ? Team.BLACK : Team.RED));
        return null;
    }
}
