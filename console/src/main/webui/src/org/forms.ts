// The organiser's forms checked as he types, with game-service's limits (docs/organiser.md), so a form the service
// would refuse as malformed is not sent; the service still checks everything.
import type { Key } from '../i18n';
import type { NewPlayer, NewTournament } from './types';

export const NICKNAME_MAX = 40;
export const CLUB_MAX = 60;
export const EXTERNAL_ID_MAX = 64;
const TOURNAMENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A Keycloak username as the realm takes it. */
const USERNAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/** The problems of a tournament's form: field → the label of what is wrong. */
export function tournamentProblems(t: NewTournament): Partial<Record<string, Key>> {
  const problems: Partial<Record<string, Key>> = {};
  if (!TOURNAMENT_ID.test(t.id)) problems.id = 'badTournamentId';
  if (t.name.trim() === '') problems.name = 'required';
  if (!isDate(t.startsOn)) problems.startsOn = 'required';
  if (!isDate(t.endsOn)) problems.endsOn = 'required';
  else if (isDate(t.startsOn) && t.endsOn < t.startsOn) problems.endsOn = 'endsBeforeStart';
  if (t.stages.length === 0) problems.stages = 'noStage';
  t.stages.forEach((s, i) => {
    if (!Number.isInteger(s.gamesPerPlayer) || s.gamesPerPlayer < 1 || s.gamesPerPlayer > 100) problems[`games${i}`] = 'gamesRange';
    if (t.stages.findIndex(o => o.stage === s.stage) !== i) problems[`stage${i}`] = 'stageTwice';
  });
  return problems;
}

function isDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
}

/** The problems of one player's form. */
export function playerProblems(p: NewPlayer): Partial<Record<keyof NewPlayer, Key>> {
  const problems: Partial<Record<keyof NewPlayer, Key>> = {};
  const nickname = p.nickname.trim();
  if (nickname === '') problems.nickname = 'required';
  else if (nickname.length > NICKNAME_MAX) problems.nickname = 'tooLong';
  if ((p.club ?? '').trim().length > CLUB_MAX) problems.club = 'tooLong';
  if ((p.externalId ?? '').trim().length > EXTERNAL_ID_MAX) problems.externalId = 'tooLong';
  return problems;
}

/** The player as the service takes him: trimmed, empty optional fields left out. */
export function playerBody(p: NewPlayer): NewPlayer {
  const body: NewPlayer = { nickname: p.nickname.trim() };
  if (p.club?.trim()) body.club = p.club.trim();
  if (p.externalId?.trim()) body.externalId = p.externalId.trim();
  return body;
}

/** Usernames typed apart by spaces, commas or lines: the names, and those that cannot be Keycloak usernames. */
export function usernames(text: string): { names: string[]; bad: string[] } {
  const all = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return { names: all.filter(n => USERNAME.test(n)), bad: all.filter(n => !USERNAME.test(n)) };
}
