package org.arbiter.protocol.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arbiter.events.EventEnvelope;
import org.arbiter.events.GameStreams;
import org.arbiter.events.GameStreams.Standing;
import org.arbiter.events.game.BestMoveMade;
import org.arbiter.events.game.CandidateVotes;
import org.arbiter.events.game.DayStarted;
import org.arbiter.events.game.FoulGiven;
import org.arbiter.events.game.GameAmended;
import org.arbiter.events.game.GameCreated;
import org.arbiter.events.game.GameEnded;
import org.arbiter.events.game.GameFinalized;
import org.arbiter.events.game.JudgeAssigned;
import org.arbiter.events.game.LiftAllVoted;
import org.arbiter.events.game.NominationWithdrawn;
import org.arbiter.events.game.PlayerLeft;
import org.arbiter.events.game.PlayerNominated;
import org.arbiter.events.game.PlayerRemoved;
import org.arbiter.events.game.Role;
import org.arbiter.events.game.RolesDealt;
import org.arbiter.events.game.SeatedPlayer;
import org.arbiter.events.game.ShotsFired;
import org.arbiter.events.game.TeamDefeated;
import org.arbiter.events.game.VoteCancelled;
import org.arbiter.events.game.VotesCast;
import org.arbiter.events.game.Winner;
import org.arbiter.events.protest.ProtestDecision;
import org.arbiter.events.score.ScorePart;
import org.arbiter.events.score.ScoreSheet;
import org.arbiter.events.score.SeatScore;
import org.arbiter.events.tournament.TournamentCreated;
import org.arbiter.protocol.domain.Protocol.Amendment;
import org.arbiter.protocol.domain.Protocol.BestMove;
import org.arbiter.protocol.domain.Protocol.CancelledVote;
import org.arbiter.protocol.domain.Protocol.CandidateCount;
import org.arbiter.protocol.domain.Protocol.Departure;
import org.arbiter.protocol.domain.Protocol.Nomination;
import org.arbiter.protocol.domain.Protocol.Part;
import org.arbiter.protocol.domain.Protocol.ProtestLine;
import org.arbiter.protocol.domain.Protocol.Removal;
import org.arbiter.protocol.domain.Protocol.Result;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.arbiter.protocol.domain.Protocol.Signature;
import org.arbiter.protocol.domain.Protocol.Status;
import org.arbiter.protocol.domain.Protocol.VoteRound;

/**
 * Folds a game's events (table-events), its tournament's regulations, its latest score sheet (game-scores)
 * and its protests into the {@link Protocol}. A pure function: the same inputs give the same protocol.
 * Events taken back by a CommandUndone count as never having happened (docs/rules/RULES.md §12.17; {@link GameStreams#standing}).
 */
public final class ProtocolFolder {

    private ProtocolFolder() {
    }

    /**
     * @param events     the game's stream, in any order; it stands as {@link GameStreams#standing} says (up to a
     *                   gap); empty means an unknown game
     * @param tournament the tournament's regulations, or null when not known (then the name is its id)
     * @param sheet      the latest score sheet of the game, or null
     * @param protests   the game's protests in the order filed
     * @param zone       the time zone of the protocol's date
     */
    public static Protocol fold(List<EventEnvelope> events, TournamentCreated tournament, ScoreSheet sheet,
            List<Protest> protests, ZoneId zone) {
        Standing standing = GameStreams.standing(events);
        Fold f = new Fold();
        f.lastSeq = standing.throughSeq();
        standing.events().forEach(f::apply);
        if (f.created == null) {
            throw new IllegalArgumentException("no GameCreated in the stream");
        }
        return f.protocol(tournament, sheet, protests, zone);
    }

    private static final class Fold {
        long lastSeq;
        String gameId;
        GameCreated created;
        Instant createdAt;
        Map<Integer, Role> roles;
        final Map<Integer, Integer> fouls = new TreeMap<>();
        final Map<Integer, Removal> removals = new TreeMap<>();
        final Map<Integer, Departure> departures = new TreeMap<>();
        final Map<Integer, List<Nomination>> nominations = new TreeMap<>();
        final Set<Integer> days = new TreeSet<>();
        final List<VoteRound> rounds = new ArrayList<>();
        final List<CancelledVote> cancelled = new ArrayList<>();
        final List<String> remarks = new ArrayList<>();
        boolean nightOneShot;
        Integer firstKilled;
        BestMoveMade bestMove;
        GameEnded ended;
        Winner winner;
        boolean annulled;
        Signature signature;
        /** The table's judge: GameCreated's, then each JudgeAssigned's. */
        String judge;
        final List<GameAmended> amendedPayloads = new ArrayList<>();
        final List<EventEnvelope> amendedEnvelopes = new ArrayList<>();

        void apply(EventEnvelope e) {
            switch (e.payload()) {
                case GameCreated c -> {
                    created = c;
                    judge = c.judge();
                    gameId = e.gameId();
                    createdAt = e.occurredAt();
                }
                case RolesDealt r -> roles = new TreeMap<>(r.roles());
                case ShotsFired s -> {
                    if (s.night() == 1) {
                        nightOneShot = true;
                        firstKilled = s.miss() ? null : s.killed();
                    }
                }
                case DayStarted d -> days.add(d.day());
                case PlayerNominated n -> {
                    days.add(n.day());
                    nominations.computeIfAbsent(n.by(), k -> new ArrayList<>()).add(new Nomination(n.day(), n.target(), false));
                }
                case NominationWithdrawn w -> {
                    List<Nomination> list = nominations.getOrDefault(w.by(), new ArrayList<>());
                    for (int i = list.size() - 1; i >= 0; i--) {
                        Nomination n = list.get(i);
                        if (n.day() == w.day() && n.target() == w.target() && !n.withdrawn()) {
                            list.set(i, new Nomination(n.day(), n.target(), true));
                            break;
                        }
                    }
                }
                case VotesCast v -> {
                    List<CandidateCount> counts = new ArrayList<>();
                    for (CandidateVotes c : v.counts()) {
                        List<Integer> voters = new ArrayList<>(c.voters());
                        voters.addAll(c.defaultVoters());
                        voters.sort(Comparator.naturalOrder());
                        counts.add(new CandidateCount(c.candidate(), c.votes(), List.copyOf(voters)));
                    }
                    rounds.add(new VoteRound(v.day(), v.round(), v.kind().name(), List.copyOf(counts),
                            List.copyOf(v.leaving()), List.copyOf(v.tied()), null, null, null));
                }
                case LiftAllVoted l -> {
                    int round = (int) rounds.stream().filter(r -> r.day() == l.day()).count() + 1;
                    rounds.add(new VoteRound(l.day(), round, "LIFT_ALL", List.of(),
                            l.passed() ? List.copyOf(l.candidates()) : List.of(), List.copyOf(l.candidates()),
                            l.votesFor(), l.atTable(), l.passed()));
                }
                case VoteCancelled c -> {
                    cancelled.add(new CancelledVote(c.day(), c.removedSeat(), c.clause()));
                    remarks.add("Голосование дня " + c.day() + " не проводится (" + c.clause() + "): удалён №"
                            + c.removedSeat());
                }
                case FoulGiven g -> fouls.put(g.seat(), g.fouls());
                case PlayerRemoved r -> {
                    removals.put(r.seat(), new Removal(r.reason(), r.clause(), r.afterGameEnd()));
                    remarks.add("№" + r.seat() + " удалён: " + Labels.removal(r.reason()) + " (" + r.clause() + ")"
                            + (r.afterGameEnd() ? " после окончания игры, результат сохраняется (7.12)" : ""));
                }
                case PlayerLeft l -> departures.put(l.seat(), new Departure(l.how(), l.day(), l.night(), l.clause()));
                case BestMoveMade b -> bestMove = b;
                case TeamDefeated t -> remarks.add("Поражение команде " + Labels.teamGenitive(t.losingTeam())
                        + ": нарушение игрока №" + t.seat() + " (" + t.clause() + ")");
                case GameEnded g -> {
                    ended = g;
                    winner = g.winner();
                }
                case GameFinalized fin -> signature = new Signature(e.actor(), fin.at());
                case JudgeAssigned j -> judge = j.judge();
                case GameAmended a -> {
                    amendedPayloads.add(a);
                    amendedEnvelopes.add(e);
                    winner = a.annulled() ? null : a.winner();
                    annulled = a.annulled();
                }
                default -> {
                    // speeches, checks, nights, wills, awards: not on the official form
                }
            }
        }

        Protocol protocol(TournamentCreated tournament, ScoreSheet sheet, List<Protest> protests, ZoneId zone) {
            boolean shown = ended != null;
            Status status = signature != null ? Status.FINALIZED : shown ? Status.ENDED
                    : roles == null ? Status.SETUP : Status.IN_PROGRESS;
            Map<Integer, SeatScore> scores = new TreeMap<>();
            if (sheet != null && shown) {
                sheet.seats().forEach(s -> scores.put(s.seat(), s));
            }
            List<SeatLine> seats = new ArrayList<>();
            for (SeatedPlayer p : created.players().stream().sorted(Comparator.comparingInt(SeatedPlayer::seat)).toList()) {
                Role role = shown && roles != null ? roles.get(p.seat()) : null;
                SeatScore score = scores.get(p.seat());
                BigDecimal points = null;
                BigDecimal extra = null;
                BigDecimal total = null;
                List<Part> parts = List.of();
                if (score != null) {
                    points = BigDecimal.ZERO.setScale(ScoreSheet.SCALE);
                    extra = BigDecimal.ZERO.setScale(ScoreSheet.SCALE);
                    List<Part> list = new ArrayList<>();
                    for (ScorePart part : score.parts()) {
                        list.add(new Part(part.kind(), part.points(), part.clause()));
                        if (Labels.inPointsColumn(part.kind())) {
                            points = points.add(part.points());
                        } else {
                            extra = extra.add(part.points());
                        }
                    }
                    parts = List.copyOf(list);
                    total = score.total();
                }
                seats.add(new SeatLine(p.seat(), p.playerId(), p.nickname(), role,
                        role == null ? null : Labels.letter(role), fouls.getOrDefault(p.seat(), 0),
                        removals.get(p.seat()), departures.get(p.seat()),
                        List.copyOf(nominations.getOrDefault(p.seat(), List.of())), points, extra, total, parts));
            }

            BestMove best = null;
            if (bestMove != null) {
                best = new BestMove(bestMove.seat(), List.copyOf(bestMove.targets()), shown ? bestMove.blacks() : null,
                        bestMove.hintRequested(), false);
            } else if (nightOneShot && firstKilled == null) {
                best = new BestMove(null, List.of(), null, false, true);       // 9.6: a miss on night 1 → a dash
            } else if (nightOneShot) {
                best = new BestMove(firstKilled, List.of(), null, false, false); // killed, nothing named (yet)
            } else if (shown) {
                best = new BestMove(null, List.of(), null, false, true);       // the game ended before night 1
            }

            Result result = null;
            if (ended != null) {
                result = new Result(winner, annulled, ended.reason(), ended.endedAt(), ended.winner(),
                        !amendedPayloads.isEmpty());
            }

            List<Amendment> amendments = new ArrayList<>();
            Set<String> linked = new HashSet<>();
            for (int i = 0; i < amendedPayloads.size(); i++) {
                GameAmended a = amendedPayloads.get(i);
                EventEnvelope e = amendedEnvelopes.get(i);
                String protestId = ProtestLink.find(a, protests, linked);
                if (protestId != null) {
                    linked.add(protestId);
                }
                amendments.add(new Amendment(e.seq(), e.occurredAt(), e.actor(), a.winner(), a.annulled(), a.reason(),
                        protestId));
            }

            List<ProtestLine> protestLines = new ArrayList<>();
            for (Protest p : protests) {
                Long amendmentSeq = amendments.stream().filter(a -> p.protestId().equals(a.protestId()))
                        .map(Amendment::seq).findFirst().orElse(null);
                String nickname = p.seat() == null ? null : created.players().stream()
                        .filter(s -> s.seat() == p.seat()).map(SeatedPlayer::nickname).findFirst().orElse(null);
                protestLines.add(new ProtestLine(p.protestId(), p.filedBy(), p.seat(), nickname, p.text(), p.filedAt(),
                        p.decision(), p.reasons(), p.decidedBy(), p.decidedAt(), p.changeWinner(), p.changeAnnulled(),
                        amendmentSeq));
            }

            String name = tournament != null ? tournament.name() : created.tournamentId();
            return new Protocol(gameId, created.tournamentId(), name, created.stage(), created.gameNo(),
                    created.tableNo(), createdAt.atZone(zone).toLocalDate(), judge, created.ruleset(), status,
                    shown, lastSeq, List.copyOf(days), List.copyOf(seats), List.copyOf(rounds),
                    List.copyOf(cancelled), best, result, signature, sheet != null && shown ? sheet.version() : null,
                    List.copyOf(protestLines), List.copyOf(amendments), List.copyOf(remarks));
        }
    }

    /** How an amendment finds the protest it carries out. */
    static final class ProtestLink {
        private ProtestLink() {
        }

        /**
         * The upheld protest whose id the amend's reason names; else the first upheld protest, not yet linked,
         * whose result change is this amendment's; else the first upheld one with any change not yet linked.
         */
        static String find(GameAmended amended, List<Protest> protests, Set<String> linked) {
            List<Protest> upheld = protests.stream()
                    .filter(p -> p.decision() == ProtestDecision.UPHELD && !linked.contains(p.protestId())).toList();
            String reason = amended.reason() == null ? "" : amended.reason();
            for (Protest p : upheld) {
                if (reason.contains(p.protestId())) {
                    return p.protestId();
                }
            }
            for (Protest p : upheld) {
                boolean sameChange = Boolean.TRUE.equals(p.changeAnnulled()) == amended.annulled()
                        && (amended.annulled() || amended.winner() == p.changeWinner());
                if (p.changeAnnulled() != null && sameChange) {
                    return p.protestId();
                }
            }
            for (Protest p : upheld) {
                if (p.changeAnnulled() != null) {
                    return p.protestId();
                }
            }
            return null;
        }
    }
}
