package org.arbiter.protocol.pdf;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.arbiter.protocol.domain.Labels;
import org.arbiter.protocol.domain.Protocol;
import org.arbiter.protocol.domain.Protocol.Amendment;
import org.arbiter.protocol.domain.Protocol.CancelledVote;
import org.arbiter.protocol.domain.Protocol.CandidateCount;
import org.arbiter.protocol.domain.Protocol.Nomination;
import org.arbiter.protocol.domain.Protocol.ProtestLine;
import org.arbiter.protocol.domain.Protocol.SeatLine;
import org.arbiter.protocol.domain.Protocol.VoteRound;

/**
 * The protocol's words, in Russian: each cell and line of the form as text, dates and times in the tournament's
 * zone, points with a decimal comma as the seed writes them ("-0,5"). {@link ProtocolPdf} places them.
 */
final class ProtocolText {

    private final ZoneId zone;
    private final DateTimeFormatter date = DateTimeFormatter.ofPattern("dd.MM.yyyy");
    private final DateTimeFormatter time = DateTimeFormatter.ofPattern("dd.MM.yyyy HH:mm");

    ProtocolText(ZoneId zone) {
        this.zone = zone;
    }

    /** The small line under the title: ruleset, status, game id, events read. */
    static String rulesLine(Protocol p) {
        String status = switch (p.status()) {
            case SETUP -> "игра не начата";
            case IN_PROGRESS -> "игра идёт: записано то, что известно";
            case ENDED -> "игра окончена, протокол не подписан";
            case FINALIZED -> "протокол подписан";
        };
        return "Правила: " + p.ruleset() + "  ·  " + status + "  ·  игра " + p.gameId() + "  ·  событий: " + p.lastSeq();
    }

    /** The header's values (9.2): tournament, stage, game, table, date, judge. */
    List<String> headerValues(Protocol p) {
        return List.of(nz(p.tournamentName()), Labels.stage(p.stage()), nz(p.gameNo()), nz(p.tableNo()),
                p.date() == null ? "" : date.format(p.date()), nz(p.judge()));
    }

    /**
     * A seat's row (9.3–9.5, 9.8, 9.9): №, nickname, role letter, fouls, nominations per day, votes received per
     * vote round (a column for each ballot, at least one), departure, "Баллы", "Доп. баллы", total.
     */
    static List<String> seatCells(SeatLine s, List<Integer> days, List<VoteRound> ballots) {
        List<String> cells = new ArrayList<>();
        cells.add(String.valueOf(s.seat()));
        cells.add(s.nickname());
        cells.add(nz(s.roleLetter()));
        cells.add(s.fouls() == 0 ? "" : String.valueOf(s.fouls()));
        for (Integer d : days) {
            cells.add(s.nominations().stream().filter(n -> n.day() == d).map(ProtocolText::nomination)
                    .collect(Collectors.joining(" ")));
        }
        for (int i = 0; i < Math.max(1, ballots.size()); i++) {
            String cell = "";
            if (i < ballots.size()) {
                cell = ballots.get(i).counts().stream().filter(cc -> cc.candidate() == s.seat())
                        .map(cc -> String.valueOf(cc.votes())).findFirst().orElse("");
            }
            cells.add(cell);
        }
        String gone = s.departure() == null ? "" : Labels.departure(s.departure().how(), s.departure().day(),
                s.departure().night());
        if (s.departure() == null && s.removal() != null) {
            gone = "удалён";
        }
        cells.add(gone);
        cells.add(points(s.points()));
        cells.add(points(s.extraPoints()));
        cells.add(points(s.total()));
        return cells;
    }

    /** A nomination in the seat table; a withdrawn one in brackets (4.4.3). */
    private static String nomination(Nomination n) {
        return n.withdrawn() ? "(" + n.target() + ")" : String.valueOf(n.target());
    }

    static String voteLine(VoteRound r) {
        String prefix = "День " + r.day() + ", круг " + r.round() + " (" + switch (r.kind()) {
            case "VOTE" -> "голосование";
            case "REVOTE" -> "переголосование";
            case "SINGLE_CANDIDATE" -> "одна кандидатура, голоса всех";
            case "LIFT_ALL" -> "за подъём всех";
            default -> r.kind();
        } + "): ";
        if ("LIFT_ALL".equals(r.kind())) {
            return prefix + seats(r.tied()) + " — «за» " + r.liftAllFor() + " из " + r.atTable() + " → "
                    + (Boolean.TRUE.equals(r.passed()) ? "покидают стол " + seats(r.leaving()) : "остаются");
        }
        String counts = r.counts().stream().map(ProtocolText::count).collect(Collectors.joining(", "));
        String outcome = !r.leaving().isEmpty() ? "покидает " + seats(r.leaving())
                : !r.tied().isEmpty() ? "равенство голосов " + seats(r.tied()) : "";
        return prefix + counts + (outcome.isEmpty() ? "" : " → " + outcome);
    }

    static String cancelledVoteLine(CancelledVote v) {
        return "День " + v.day() + ": голосование не проводится (" + v.clause() + "), удалён №" + v.removedSeat();
    }

    private static String count(CandidateCount c) {
        return "№" + c.candidate() + " — " + c.votes();
    }

    private static String seats(List<Integer> seats) {
        return seats.stream().map(s -> "№" + s).collect(Collectors.joining(", "));
    }

    static String bestMove(Protocol.BestMove b) {
        if (b == null) {
            return "первая ночь ещё не наступила";
        }
        if (b.dash()) {
            return "—";
        }
        String three = b.targets().isEmpty() ? "—"
                : b.targets().stream().map(String::valueOf).collect(Collectors.joining(", "));
        String line = "ПУ №" + b.firstKilled() + ": " + three;
        if (b.blacks() != null) {
            line += " (чёрных: " + b.blacks() + ")";
        }
        if (b.hintRequested()) {
            line += " — просил подсказку (8.3.5)";
        }
        return line;
    }

    String result(Protocol p) {
        Protocol.Result r = p.result();
        if (r == null) {
            return "игра не окончена";
        }
        String now = r.annulled() ? "игра аннулирована" : Labels.winner(r.winner());
        String line = now + " (окончена " + at(r.endedAt()) + ")";
        if (r.amended()) {
            line += "; результат изменён главным судьёй, было: " + Labels.winner(r.originalWinner());
        }
        return line;
    }

    String signature(Protocol p) {
        return p.signature() == null
                ? "Судья: " + nz(p.judge()) + ". Подпись: не подписан"
                : "Судья: " + nz(p.judge()) + ". Подпись: ✓ подписал " + p.signature().finalizedBy() + " "
                        + at(p.signature().finalizedAt());
    }

    /** In place of a protest's text or a decision's reasons the reader may not see (ProtestAccess.shownTo). */
    static final String WITHHELD = "текст только для игроков стола, его судьи, главных судей и организаторов";

    String protestLine(int n, ProtestLine pr) {
        String who = pr.seat() == null ? "судья стола " + pr.filedBy()
                : "игрок №" + pr.seat() + " " + nz(pr.nickname()) + " (" + pr.filedBy() + ")";
        String line = n + ". " + at(pr.filedAt()) + ", " + who + ": " + (pr.text() == null ? WITHHELD : "«" + pr.text() + "»")
                + ". Решение: " + Labels.decision(pr.decision());
        if (pr.decision() != null) {
            line += " (" + pr.decidedBy() + ", " + at(pr.decidedAt()) + "): " + (pr.reasons() == null ? WITHHELD : pr.reasons());
            if (pr.changeAnnulled() != null) {
                line += ". Новый результат: " + (pr.changeAnnulled() ? "игра аннулирована" : Labels.winner(pr.changeWinner()));
                line += pr.amendmentSeq() != null ? ", внесён (событие №" + pr.amendmentSeq() + ")"
                        : ", ещё не внесён в игру";
            }
        }
        return line + ".  [" + pr.protestId() + "]";
    }

    String amendmentLine(Amendment a, List<ProtestLine> protests) {
        String result = a.annulled() ? "игра аннулирована" : "победа: " + Labels.winner(a.winner());
        String protest = "без связи с протестом";
        for (int i = 0; i < protests.size(); i++) {
            if (protests.get(i).protestId().equals(a.protestId())) {
                protest = "по протесту " + (i + 1) + " [" + a.protestId() + "]";
            }
        }
        return "Событие №" + a.seq() + ", " + at(a.at()) + ", " + a.by() + ": " + result + "; " + protest
                + "; основание: " + nz(a.reason());
    }

    /** Points as the seed writes them: decimal comma, no trailing zeros ("1", "0,4", "-0,5", "0,25"). */
    private static String points(BigDecimal value) {
        if (value == null) {
            return "";
        }
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString().replace('.', ',');
    }

    private String at(Instant instant) {
        return instant == null ? "" : time.format(instant.atZone(zone));
    }

    private static String nz(Object value) {
        return value == null ? "" : value.toString();
    }
}
