// The ruleset's limits on the judge's extra points (docs/rules/RULES.md §9), shown while he types; the engine decides.
import { t } from './i18n';
import type { Role } from './interfaces';

export interface LimitLine { text: string; over: boolean; needsChief: boolean }

const red = (role: Role | undefined) => role === 'CIVILIAN' || role === 'SHERIFF';

export function awardLimits(ruleset: string | null, winner: string | null, roles: Record<string, Role> | null,
                            extra: Record<number, string>): LimitLine[] {
  const given = Object.entries(extra)
    .map(([seat, v]) => [Number(seat), Number(v.replace(',', '.'))] as const)
    .filter(([, n]) => Number.isFinite(n) && n > 0);
  const total = round(given.reduce((s, [, n]) => s + n, 0));
  const players = given.length;
  const lines: LimitLine[] = [];
  const line = (text: string, over: boolean, needsChief = false) => lines.push({ text, over, needsChief });
  const winnerTeam = (seat: number) => (winner === 'RED') === red(roles?.[seat]);
  if (winner === 'DRAW' && ruleset !== 'CLUB') {
    line(`8.4.6: 0 (${t('DRAW')})`, players > 0);
    return lines;
  }
  switch (ruleset) {
    case 'FIIM':
      line(`8.4.1: ≤ 3 · ${players}`, players > 3);
      line(`8.4.2: ≤ 1.0 · ${total}`, total > 1.0);
      for (const [seat, n] of given) {
        const max = winnerTeam(seat) ? 0.7 : 0.4;
        line(`${seat}: ${n} ≤ ${max}${winnerTeam(seat) && n > 0.5 ? ` — ${t('needsChief')}` : ''}`, n > max,
          winnerTeam(seat) && n > 0.5 && n <= max);
      }
      break;
    case 'FSM':
      line(`8.4.1: ≤ 4 · ${players}${players === 5 ? ` — ${t('needsChief')}` : ''}`, players > 5, players === 5);
      line(`8.4.2: ≤ 1.2 · ${total}`, total > 1.2);
      break;
    case 'RFM':
      line(`6.4.4: ≤ 2.5 · ${total}${total > 2.5 && total <= 3 ? ` — ${t('needsChief')}` : ''}`, total > 3, total > 2.5 && total <= 3);
      break;
    case 'CLUB': {
      const redSum = round(given.filter(([s]) => red(roles?.[s])).reduce((s, [, n]) => s + n, 0));
      const blackSum = round(total - redSum);
      const [redMax, blackMax] = winner === 'RED' ? [1.4, 0.6] : [1.0, 1.0];
      line(`F18/F19 ${t('red')}: ≤ ${redMax} · ${redSum}`, redSum > redMax);
      line(`F18/F19 ${t('black')}: ≤ ${blackMax} · ${blackSum}`, blackSum > blackMax);
      for (const [seat, n] of given) line(`${seat}: ${n} ≤ 0.8`, n > 0.8);
      break;
    }
  }
  return lines;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
