// The game's events in words; which were taken back; which step an undo would take back.
import type { Command, GameEvent, JudgeView } from './interfaces';
import { lang, t } from './i18n';

type P = Record<string, any>;

const seats = (list: unknown) => (Array.isArray(list) ? list.join(', ') : '—');

function ru(e: GameEvent): string {
  const p = e.payload as P;
  switch (e.type) {
    case 'GameCreated': return `Игра создана: ${p.ruleset}, стол ${p.tableNo ?? '—'}, игра ${p.gameNo ?? '—'}`;
    case 'RolesDealt': return 'Роли розданы';
    case 'NightStarted': return `Ночь ${p.night}`;
    case 'NightEnded': return `Конец ночи ${p.night}`;
    case 'DayStarted': return `День ${p.day}, открывает ${p.opener}`;
    case 'SpeechStarted': return `Речь: ${p.seat} (${p.seconds} с)`;
    case 'SpeechEnded': return `Конец речи: ${p.seat}`;
    case 'PlayerNominated': return `${p.by} выставил ${p.target}`;
    case 'NominationWithdrawn': return `${p.by} снял кандидатуру`;
    case 'VotingStarted': return `Голосование: ${seats(p.candidates)}`;
    case 'VotesCast': return `Голоса: ${tally(p.counts)}`;
    case 'VoteTied': return `Равенство: ${seats(p.tied)}`;
    case 'LiftAllVoted': return `Подъём всех: ${p.votesFor} из ${p.atTable}`;
    case 'VoteCancelled': return `Голосование дня ${p.day} отменено`;
    case 'ShotsFired': return p.miss ? `Выстрелы: промах` : `Выстрелы: убит ${p.killed}`;
    case 'DonChecked': return `Дон проверил ${p.target}: ${p.sheriff ? 'шериф' : 'не шериф'}`;
    case 'SheriffChecked': return `Шериф проверил ${p.target}: ${p.team === 'BLACK' ? 'чёрный' : 'красный'}`;
    case 'PlayerLeft': return `${p.seat} ${t(p.how)}`;
    case 'BestMoveMade': return `Лучший ход ${p.seat}: ${seats(p.targets)}`;
    case 'FoulGiven': return `Фол ${p.seat} (${p.fouls})`;
    case 'PlayerRemoved': return `Удалён ${p.seat}${p.clause ? ` (п. ${p.clause})` : ''}`;
    case 'TeamDefeated': return `Поражение команды: ${p.seat} (п. ${p.clause})`;
    case 'WillMade': return `Завещание ${p.by}: ${p.target ?? '—'}`;
    case 'GameEnded': return `Игра окончена: ${p.winner ? t(p.winner) : '—'}`;
    case 'AwardGiven': return 'Доп. баллы записаны';
    case 'AwardApproved': return 'Доп. баллы утверждены';
    case 'GameFinalized': return 'Протокол подписан';
    case 'GameAmended': return 'Результат изменён главным судьёй';
    case 'CommandUndone': return `Отменено: ${commandName(String(p.command))}`;
    case 'JudgeAssigned': return `Стол передан судье ${p.judge} (был ${p.previousJudge})`;
    default: return e.type;
  }
}

function en(e: GameEvent): string {
  const p = e.payload as P;
  switch (e.type) {
    case 'GameCreated': return `Game created: ${p.ruleset}, table ${p.tableNo ?? '—'}, game ${p.gameNo ?? '—'}`;
    case 'RolesDealt': return 'Roles dealt';
    case 'NightStarted': return `Night ${p.night}`;
    case 'NightEnded': return `Night ${p.night} ends`;
    case 'DayStarted': return `Day ${p.day}, opened by ${p.opener}`;
    case 'SpeechStarted': return `Speech: ${p.seat} (${p.seconds} s)`;
    case 'SpeechEnded': return `Speech ends: ${p.seat}`;
    case 'PlayerNominated': return `${p.by} nominates ${p.target}`;
    case 'NominationWithdrawn': return `${p.by} withdraws`;
    case 'VotingStarted': return `Voting: ${seats(p.candidates)}`;
    case 'VotesCast': return `Votes: ${tally(p.counts)}`;
    case 'VoteTied': return `Tie: ${seats(p.tied)}`;
    case 'LiftAllVoted': return `Lift all: ${p.votesFor} of ${p.atTable}`;
    case 'VoteCancelled': return `Day ${p.day}'s vote cancelled`;
    case 'ShotsFired': return p.miss ? 'Shots: a miss' : `Shots: ${p.killed} killed`;
    case 'DonChecked': return `Don checks ${p.target}: ${p.sheriff ? 'Sheriff' : 'not the Sheriff'}`;
    case 'SheriffChecked': return `Sheriff checks ${p.target}: ${p.team === 'BLACK' ? 'black' : 'red'}`;
    case 'PlayerLeft': return `${p.seat} ${t(p.how)}`;
    case 'BestMoveMade': return `Best move by ${p.seat}: ${seats(p.targets)}`;
    case 'FoulGiven': return `Foul ${p.seat} (${p.fouls})`;
    case 'PlayerRemoved': return `${p.seat} removed${p.clause ? ` (${p.clause})` : ''}`;
    case 'TeamDefeated': return `Team defeat: ${p.seat} (${p.clause})`;
    case 'WillMade': return `Will of ${p.by}: ${p.target ?? '—'}`;
    case 'GameEnded': return `Game over: ${p.winner ? t(p.winner) : '—'}`;
    case 'AwardGiven': return 'Extra points recorded';
    case 'AwardApproved': return 'Extra points approved';
    case 'GameFinalized': return 'Protocol signed';
    case 'GameAmended': return 'Result amended by the chief judge';
    case 'CommandUndone': return `Undone: ${commandName(String(p.command))}`;
    case 'JudgeAssigned': return `Table given to judge ${p.judge} (was ${p.previousJudge})`;
    default: return e.type;
  }
}

export function describe(e: GameEvent): string {
  return lang() === 'ru' ? ru(e) : en(e);
}

/** The event types the tournament log filters by, each with its name in Russian and in English. */
const EVENT_TYPES: Record<string, [string, string]> = {
  GameCreated: ['Игра создана', 'Game created'],
  RolesDealt: ['Роли розданы', 'Roles dealt'],
  FoulGiven: ['Фол', 'Foul'],
  PlayerRemoved: ['Удаление игрока', 'Player removed'],
  TeamDefeated: ['Поражение команды', 'Team defeat'],
  VotesCast: ['Голосование', 'Votes cast'],
  ShotsFired: ['Выстрелы', 'Shots'],
  GameEnded: ['Игра окончена', 'Game over'],
  AwardGiven: ['Доп. баллы', 'Extra points'],
  AwardApproved: ['Доп. баллы утверждены', 'Extra points approved'],
  GameFinalized: ['Протокол подписан', 'Protocol signed'],
  GameAmended: ['Результат изменён', 'Result amended'],
  CommandUndone: ['Отмена команды', 'Command undone'],
  JudgeAssigned: ['Смена судьи стола', "Table's judge changed"],
};
export const FILTER_TYPES = Object.keys(EVENT_TYPES);

/** An event type in words (the tournament log's filter); a type it does not know stays as it is. */
export function eventTypeName(type: string): string {
  const names = EVENT_TYPES[type];
  return names ? names[lang() === 'ru' ? 0 : 1] : type;
}

/** A command type in words (the undo button, the queue). */
export function commandName(type: string): string {
  const key: Record<string, string> = {
    deal: 'dealTitle', endNight: 'endNight', shoot: 'shots', donCheck: 'donCheck', sheriffCheck: 'sheriffCheck',
    bestMove: 'bestMove', endSpeech: 'endSpeech', nominate: 'nominate', withdraw: 'withdraw', vote: 'sendVote',
    liftAll: 'liftAll', foul: 'foul', disqualify: 'disqualify', teamDefeat: 'teamDefeat', will: 'will',
    award: 'award', finalize: 'finalize', undo: 'undo',
  };
  return key[type] ? t(key[type]) : type;
}

/** A command named with its seats ("Фол: 7", "Выставление: 2 → 9"); the speaker's seat from the view it is decided on. */
export function commandWithSeats(command: Command, before: JudgeView | null): string {
  const c = command as Record<string, unknown>;
  const pairs = (v: unknown, arrow: string) => Object.entries((v ?? {}) as Record<string, unknown>)
    .map(([k, x]) => `${k}${arrow}${Array.isArray(x) ? `(${x.join(', ')})` : x ?? '—'}`).join(', ');
  switch (command.type) {
    case 'foul': return `${t('foul')}: ${c.seat}`;
    case 'nominate': return `${t('nomination')}: ${c.by} → ${c.target}`;
    case 'withdraw': return `${t('withdraw')}: ${c.by}`;
    case 'endSpeech': return before?.speaker != null ? `${t('endSpeech')}: ${before.speaker}` : t('endSpeech');
    case 'donCheck': case 'sheriffCheck': return `${commandName(command.type)}: ${c.target}`;
    case 'shoot': return `${t('shots')}: ${pairs(c.shots, ' → ')}`;
    case 'vote': return `${t('sendVote')}: ${pairs(c.votes, ' ')}`;
    case 'liftAll': return `${t('liftAll')}: ${seats(c.for)}`;
    case 'disqualify': case 'teamDefeat': return `${commandName(command.type)}: ${c.seat} (${c.clause})`;
    case 'will': return `${t('will')}: ${c.by} → ${c.target ?? '—'}`;
    case 'bestMove': return `${t('bestMove')}: ${seats(c.targets)}`;
    default: return commandName(command.type);
  }
}

/** Seqs taken back by undos. */
export function undoneSeqs(events: GameEvent[]): Set<number> {
  const undone = new Set<number>();
  for (const e of events) {
    if (e.type === 'CommandUndone') for (const seq of (e.payload as P).seqs ?? []) undone.add(Number(seq));
  }
  return undone;
}

/** The step an undo would take back: the first event of the judge's last command still standing (one command's
 *  events share their acceptance time and actor), or null. A JudgeAssigned (the organiser's, no part of play) is
 *  never one: undo steps over it. */
export function lastStep(events: GameEvent[]): GameEvent | null {
  const undone = undoneSeqs(events);
  const standing = events.filter(e => !undone.has(e.seq) && e.type !== 'CommandUndone' && e.type !== 'JudgeAssigned');
  const last = standing[standing.length - 1];
  if (!last) return null;
  let first = last;
  for (let i = standing.length - 2; i >= 0; i--) {
    const e = standing[i];
    if (e.occurredAt !== last.occurredAt || e.actor !== last.actor) break;
    first = e;
  }
  return first.type === 'RolesDealt' || first.type === 'GameCreated' ? null : first;
}

/** A ballot's counts in words: "2: 6, 8: 4" (candidate: votes, in the ballot's order). */
function tally(counts: { candidate: number; votes: number }[] | undefined): string {
  return (counts ?? []).map(c => `${c.candidate}: ${c.votes}`).join(', ');
}
