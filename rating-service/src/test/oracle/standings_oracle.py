#!/usr/bin/env python3
"""Independent oracle for the 32-game tournament fixture of StandingsFixtureTest.

Generates the fixture (seeded, so it is stable) and computes the expected standings by a second, separate
reading of docs/rules/RULES.md §10 / seed 004 8.6-8.8, with exact fractions. The Java test reads the fixture file and
compares its table with the lines this script prints. Run:
    python3 src/test/oracle/standings_oracle.py generate > src/test/resources/fixtures/cup-32-games.txt
    python3 src/test/oracle/standings_oracle.py expect src/test/resources/fixtures/cup-32-games.txt
"""
import hashlib
import random
import sys
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

ROLES = ["CIVILIAN"] * 6 + ["SHERIFF", "MAFIA", "MAFIA", "DON"]
RED = {"CIVILIAN", "SHERIFF"}


def generate(seed=1748):
    rnd = random.Random(seed)
    players = [f"p{n:02d}" for n in range(1, 21)]
    names = ["Гром", "Луна", "Сова", "Кит", "Рысь", "Лис", "Ёж", "Волк", "Барс", "Орёл",
             "Ветер", "Тень", "Факел", "Скала", "Искра", "Шторм", "Пик", "Дюна", "Мираж", "Север"]
    out = ["tournament cup-32 FIIM seed=lot-seed-cup-32 QUALIFYING:12 SEMIFINAL:4 FINAL:4"]
    for p, n in zip(players, names):
        out.append(f"player {p} {n}")
    out.append("removed p17")
    games = []
    for g in range(24):
        off = (g * 5) % 20
        games.append(("QUALIFYING", [players[(off + j) % 20] for j in range(10)]))
    for g in range(4):
        games.append(("SEMIFINAL", players[:10]))
    for g in range(4):
        games.append(("FINAL", players[:10]))
    for idx, (stage, table) in enumerate(games, 1):
        roles = ROLES[:]
        rnd.shuffle(roles)
        winner = rnd.choices(["RED", "BLACK", "DRAW"], [70, 25, 5])[0]
        fk = rnd.randrange(11)  # 10 = a miss on night 1
        seats = []
        judged = rnd.sample(range(10), rnd.choice([0, 0, 0, 1, 2]))
        for s in range(10):
            role = roles[s]
            won = winner != "DRAW" and ((role in RED) == (winner == "RED"))
            win = "1.00" if won else "0.00"
            bm = "0.00"
            if s == fk and role in RED:
                bm = rnd.choice(["0.00", "0.00", "0.00", "0.25", "0.40"])
            judge = "0.00"
            if s in judged and winner != "DRAW":
                judge = rnd.choice(["0.20", "0.30"] if won else ["0.20"])
            pen = "0.00"
            if rnd.random() < 0.01 and ((role in RED and winner == "BLACK") or (role not in RED and winner == "RED")):
                pen = "-0.40"
            removed = rnd.random() < 0.01
            dq = "-0.50" if removed else "0.00"
            flags = ("fk" if s == fk else "-") + ("R" if removed else "-")
            seats.append(f"{table[s]}:{role}:{win}:{bm}:{judge}:{pen}:{dq}:{flags}")
        out.append(f"game g{idx:02d} {stage} {winner} finalized " + " ".join(seats))
    return "\n".join(out) + "\n"


def parse(text):
    t = {"players": {}, "removed": set(), "games": []}
    for line in text.splitlines():
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        if f[0] == "tournament":
            t["id"], t["ruleset"] = f[1], f[2]
            t["seed"] = f[3].split("=", 1)[1]
            t["gpp"] = {k: int(v) for k, v in (x.split(":") for x in f[4:])}
        elif f[0] == "player":
            t["players"][f[1]] = f[2]
        elif f[0] == "removed":
            t["removed"].add(f[1])
        elif f[0] == "game":
            seats = []
            for s in f[5:]:
                pid, role, win, bm, judge, pen, dq, flags = s.split(":")
                seats.append(dict(pid=pid, role=role, win=Fraction(win), bm=Fraction(bm), judge=Fraction(judge),
                                  pen=Fraction(pen), dq=Fraction(dq), fk=flags[0:2] == "fk", removed=flags.endswith("R")))
            t["games"].append(dict(id=f[1], stage=f[2], winner=f[3], seats=seats))
    return t


def r2(x):
    return Decimal(x.numerator) / Decimal(x.denominator)


def q2(x):
    return (Decimal(x.numerator) / Decimal(x.denominator)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def f2(x):
    return Decimal(x).quantize(Decimal("0.01"))


def q4(x):
    return (Decimal(x.numerator) / Decimal(x.denominator)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP)


def expect(text):
    t = parse(text)
    # 8.6.1: B = 40% of qualifying + semi-final games per player, nearest whole number
    b = int((Fraction(2, 5) * (t["gpp"].get("QUALIFYING", 0) + t["gpp"].get("SEMIFINAL", 0)) + Fraction(1, 2)) // 1)
    n_games = len(t["games"])
    red = sum(1 for g in t["games"] if g["winner"] == "RED")
    black = sum(1 for g in t["games"] if g["winner"] == "BLACK")
    heavy = None if red == black else ("RED" if red < black else "BLACK")
    n_heavy = min(red, black) if heavy else 0
    k = Fraction(1) + (Fraction(n_games, 2) - n_heavy) / Fraction(n_games, 2) if heavy else Fraction(1)
    p = {}
    for g in t["games"]:
        for s in g["seats"]:
            r = p.setdefault(s["pid"], dict(games=0, wins=0, don=0, sher=0, fnd=0, i=0, cgames=0, heavy=0,
                                            win=Fraction(0), hwin=Fraction(0), bm=Fraction(0), judge=Fraction(0),
                                            pen=Fraction(0), dq=Fraction(0), rem=0))
            r["games"] += 1
            won = g["winner"] in ("RED", "BLACK") and ((s["role"] in RED) == (g["winner"] == "RED"))
            if won:
                r["wins"] += 1
                r["don"] += s["role"] == "DON"
                r["sher"] += s["role"] == "SHERIFF"
            if s["fk"]:
                r["fnd"] += 1
                if g["stage"] in ("QUALIFYING", "SEMIFINAL") and s["role"] in RED:
                    r["i"] += 1
                    if g["winner"] == "BLACK":
                        r["cgames"] += 1
            if won and g["winner"] == heavy:
                r["heavy"] += 1
                r["hwin"] += s["win"]
            else:
                r["win"] += s["win"]
            r["bm"] += s["bm"]
            r["judge"] += s["judge"]
            r["pen"] += s["pen"]
            r["dq"] += s["dq"]
            r["rem"] += s["removed"]
    lines = []
    for pid, r in p.items():
        ci = Fraction(0) if r["i"] == 0 else (Fraction(2, 5) if r["i"] > b else Fraction(2, 5) * r["i"] / b)
        cpts = q2(ci * r["cgames"])
        kpts = q2(r["hwin"] * k)
        main = r2(r["win"]) + kpts + cpts
        extra = r2(r["bm"] + r["judge"] + r["pen"] + r["dq"])
        total = main + extra
        ds = r["don"] + r["sher"]
        lines.append(dict(pid=pid, r=r, ci=ci, cpts=cpts, kpts=kpts, main=main, extra=extra, total=total, ds=ds,
                          removed=pid in t["removed"], lot=None))
    key = lambda x: (x["removed"], -x["total"], -x["extra"], -x["r"]["wins"], -x["ds"], -x["r"]["fnd"])
    groups = {}
    for x in lines:
        groups.setdefault(key(x), []).append(x)
    for grp in groups.values():
        if len(grp) > 1:
            for x in grp:
                h = hashlib.sha256((t["seed"] + "|" + x["pid"]).encode()).digest()
                x["lot"] = int.from_bytes(h[:6], "big") + 1
    lines.sort(key=lambda x: key(x) + (x["lot"] if x["lot"] is not None else 2 ** 63, x["pid"]))

    def decided(a, c):
        if a["removed"] != c["removed"]:
            return "7.3"
        for f, cl in ((lambda x: x["total"], "8.8"), (lambda x: x["extra"], "8.8.1"), (lambda x: x["r"]["wins"], "8.8.2"),
                      (lambda x: x["ds"], "8.8.3"), (lambda x: x["r"]["fnd"], "8.8.4")):
            if f(a) != f(c):
                return cl
        return "8.8.5"

    out = [f"B={b} K={q4(k)} N={n_games} n={n_heavy} heavy={heavy} red={red} black={black}"]
    used = set()
    for idx, x in enumerate(lines):
        r = x["r"]
        above = "-" if idx == 0 else decided(lines[idx - 1], x)
        below = "-" if idx == len(lines) - 1 else decided(x, lines[idx + 1])
        used.add(above)
        out.append(f"{idx + 1} {x['pid']} {t['players'][x['pid']]} total={f2(x['total'])} main={f2(x['main'])} extra={f2(x['extra'])}"
              f" games={r['games']} wins={r['wins']} don={r['don']} sheriff={r['sher']} fnd={r['fnd']}"
              f" bm={q2(r['bm'])} judge={q2(r['judge'])} pen={q2(r['pen'])} dq={q2(r['dq'])} removals={r['rem']}"
              f" ci={r['i']}/{q4(x['ci'])}x{r['cgames']}={x['cpts']} k={r['heavy']}/{q2(r['hwin'])}->{x['kpts']}"
              f" above={above} below={below} lot={x['lot'] if x['lot'] is not None else '-'}"
              f"{' REMOVED' if x['removed'] else ''}")
    return out, used


if __name__ == "__main__":
    if sys.argv[1] == "generate":
        print(generate(int(sys.argv[2])) if len(sys.argv) > 2 else generate(), end="")
    elif sys.argv[1] == "search":
        for seed in range(int(sys.argv[2]), int(sys.argv[3])):
            out, used = expect(generate(seed))
            if {"8.8.1", "8.8.2", "8.8.3", "8.8.4", "8.8.5"} <= used:
                print(seed, out[0], sorted(used))
    else:
        print("\n".join(expect(open(sys.argv[2], encoding="utf-8").read())[0]))
