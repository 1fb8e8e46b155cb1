// The chief judge's screen in words and numbers: how long a protest's window has left, who filed it, a held award,
// whether "return" may take the award back, and the amended result a decision carries.
import { clock } from './board';
import { t, tf, type Key } from './i18n';
import type { AwaitingAward, GameEvent, GameLog, ProtestDecisionBody, Protest } from './interfaces';
import { lastStep } from './log';

/** docs/rules/RULES.md §11 / 8.9: a protest is filed within 10 minutes after the game ended. */
export const PROTEST_WINDOW_SECONDS = 600;

/** Whole seconds left in the protest's window at `now` (ms), never below 0. */
export function windowLeft(p: Protest, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(p.gameEndedAt) + PROTEST_WINDOW_SECONDS * 1000 - now) / 1000));
}

/** "4:59 left" while the window is open, "window closed" after. */
export function windowWords(p: Protest, now: number): string {
  const left = windowLeft(p, now);
  return left > 0 ? `${t('chiefLeft')} ${clock(left)}` : t('chiefWindowClosed');
}

/** The seats' nicknames from the game's log (its GameCreated). */
export function nicknames(log: GameLog | undefined): Map<number, string> {
  const created = log?.entries.find(e => e.type === 'GameCreated');
  const players = (created?.payload.players ?? []) as { seat: number; nickname: string }[];
  return new Map(players.map(p => [p.seat, p.nickname]));
}

/** Who filed: "Гром (место 3)", or the table's judge. */
export function filerWords(p: Protest, names: Map<number, string>): string {
  if (p.seat == null) return `${p.filedBy} (${t('chiefTableJudge')})`;
  return `${names.get(p.seat) ?? p.filedBy} (${t('seat').toLowerCase()} ${p.seat})`;
}

const points = (n: number) => (n > 0 ? `+${n}` : String(n).replace('-', '−'));

/** The award in words: "1: +0.6; 3: +0.2; штраф 5: −0.4 (8.5.1)". */
export function awardWords(a: AwaitingAward): string {
  const extras = Object.entries(a.extra).map(([seat, p]) => `${seat}: ${points(p)}`);
  const penalties = Object.entries(a.penalties).map(([seat, p]) => `${t('penalty').toLowerCase()} ${seat}: ${points(p.points)} (${p.clause})`);
  return [...extras, ...penalties].join('; ');
}

/** "Return" takes the held award back with the chief judge's undo: only while the award is the judge's last step. */
export function returnable(events: GameEvent[]): boolean {
  return lastStep(events)?.type === 'AwardGiven';
}

/** The result an upheld protest sets: '' (unchanged), RED, BLACK, DRAW or ANNULLED. */
export type ResultChoice = '' | 'RED' | 'BLACK' | 'DRAW' | 'ANNULLED';

/** The decision's body; a result change only with an upheld protest. */
export function decisionBody(upheld: boolean, reasons: string, result: ResultChoice): ProtestDecisionBody {
  const change = upheld && result ? { winner: result === 'ANNULLED' ? null : result, annulled: result === 'ANNULLED' } : null;
  return { decision: upheld ? 'UPHELD' : 'REJECTED', reasons: reasons.trim(), resultChange: change };
}

/** The amend command that carries an upheld protest's result change to the game (TABLE-API `amend`), or null. */
export function amendCommand(body: ProtestDecisionBody, protestId: string): { type: string; [f: string]: unknown } | null {
  const change = body.resultChange;
  if (!change) return null;
  return change.annulled
    ? { type: 'amend', annulled: true, reason: body.reasons, protestId }
    : { type: 'amend', winner: change.winner, reason: body.reasons, protestId };
}

/**
 * Why a held award waits for the chief judge, in the console's language: the engine's reasons (game-rules
 * AfterGameCommands, one a limit passed) are English sentences with the clause first; each shape is read once here.
 * A reason of another shape stays as the engine wrote it.
 */
const APPROVAL_REASONS: { shape: RegExp; words: Key }[] = [
  { shape: /^8\.4\.1: extra points to (?<players>\d+) players$/, words: 'approvalPlayers' },
  { shape: /^8\.4\.3: (?<points>[\d.]+) to seat (?<seat>\d+) of the winning team$/, words: 'approvalWinner' },
  { shape: /^6\.4\.4: extra points (?<total>[\d.]+) in total$/, words: 'approvalTotal' },
];

export function approvalReasonWords(reason: string): string {
  for (const { shape, words } of APPROVAL_REASONS) {
    const read = shape.exec(reason);
    if (read?.groups) return tf(words, read.groups);
  }
  return reason;
}
