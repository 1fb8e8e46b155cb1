// Every label, Russian first, with English beside it.
export type Lang = 'ru' | 'en';

const ru = {
  title: 'Пульт судьи', loading: 'Загрузка…', login: 'Вход…', logout: 'Выйти', lang: 'English',
  myTables: 'Мои столы', openGame: 'Открыть игру', gameId: 'Номер игры', open: 'Открыть', back: 'К столам',
  noTables: 'Вам не назначено ни одного стола: откройте игру по номеру.', tablesOffline: 'Столы не загрузились',
  notYourGame: 'Эта игра назначена другому судье: открыть её может только её судья или главный судья.',
  noSuchGame: 'Игры с таким номером нет.',
  round: 'тур', table: 'стол',
  QUALIFYING: 'отбор', SEMIFINAL: 'полуфинал', FINAL: 'финал', FRIENDLY: 'товарищеская', adHoc: 'без турнира', signed: 'подписан',
  phase: 'Фаза', day: 'День', night: 'Ночь', speaker: 'Говорит', seat: 'Место',
  SETUP: 'Раздача', NIGHT: 'Ночь', DAY: 'День', VOTING: 'Голосование', TIE_SPEECHES: 'Речи в автокатастрофе',
  REVOTE: 'Переголосование', LIFT_ALL: 'Подъём всех', LAST_WORDS: 'Последнее слово', FINISHED: 'Игра окончена',
  CIVILIAN: 'Мирный', SHERIFF: 'Шериф', MAFIA: 'Мафия', DON: 'Дон',
  KILLED: 'убит', VOTED: 'заголосован', REMOVED: 'удалён',
  dealTitle: 'Раздача ролей', dealHint: 'Выберите роль и коснитесь мест', dealSend: 'Раздать эти роли',
  dealServer: 'Раздать случайно (сервер)', dealClear: 'Сбросить',
  endSpeech: 'Закончить речь', nominate: 'Выставить', withdraw: 'Снять кандидатуру', pickNominee: 'Коснитесь кандидата',
  candidates: 'Кандидаты', voteFor: 'Голоса за', restTo: 'Остальные — за', nextCandidate: 'Следующий кандидат',
  sendVote: 'Записать голосование', liftAll: 'За подъём всех', sendLiftAll: 'Записать подъём',
  shots: 'Выстрелы', miss: 'Промах', sendShots: 'Записать выстрелы', donCheck: 'Проверка дона',
  sheriffCheck: 'Проверка шерифа', endNight: 'Закончить ночь', checks: 'Проверки', isSheriff: 'шериф',
  notSheriff: 'не шериф', red: 'красный', black: 'чёрный',
  bestMove: 'Лучший ход', hint: 'С подсказкой', sendBestMove: 'Записать лучший ход', will: 'Завещание',
  foul: 'Фол', disqualify: 'Дисквалификация', teamDefeat: 'Поражение команды', clause: 'Пункт',
  pickSeat: 'Коснитесь места', cancel: 'Отмена', undo: 'Отменить', undoNothing: 'Нечего отменять',
  award: 'Доп. баллы', penalty: 'Штраф', sendAward: 'Записать баллы', finalize: 'Подписать протокол',
  needsChief: 'нужно утверждение главного судьи', awaitingApproval: 'Ждёт утверждения главного судьи',
  finalized: 'Протокол подписан', winner: 'Победа', RED: 'красных', BLACK: 'чёрных', DRAW: 'ничья',
  log: 'Ход игры', offline: 'Нет связи: команды ждут на устройстве', online: 'На связи',
  pending: 'В очереди', refused: 'Отказ', conflict: 'Игра изменилась на другом устройстве',
  changed: 'Изменилось', resend: 'Отправить мои команды', discard: 'Отбросить мои команды', dismiss: 'Понятно',
  limits: 'Лимиты', fouls: 'Фолы', roles: 'Роли', left: 'выбыл', keys: 'Клавиши: Пробел — конец речи, U — отмена, 1–0 — места',
  event: 'Событие',
  // the live board and the audit logs
  boardTitle: 'Доска', dayShort: 'Д', nightShort: 'Н', annulled: 'Аннулирована', boardSince: 'С последней команды',
  boardTables: 'Столов', boardEnded: 'окончено', boardIdle: 'простаивают', boardIdleAfter: 'простой после',
  boardOffline: 'Нет связи', boardEmpty: 'В этом туре пока нет столов.',
  auditGame: 'Журнал игры', auditTournament: 'Журнал турнира', auditTime: 'Время', auditActor: 'Кто',
  auditUndoneBy: 'Отменено событием', auditFailed: 'Журнал не загрузился', auditJudge: 'Судья',
  auditExport: 'Скачать JSON', auditAll: 'все события', auditFilter: 'Показать', auditMore: 'Показаны первые записи: уточните фильтр.',
  auditProtest: 'протест',
};
export type Key = keyof typeof ru;

const en: Record<Key, string> = {
  title: "Judge's console", loading: 'Loading…', login: 'Signing in…', logout: 'Sign out', lang: 'Русский',
  myTables: 'My tables', openGame: 'Open a game', gameId: 'Game id', open: 'Open', back: 'Tables',
  noTables: 'No tables are assigned to you: open a game by its id.', tablesOffline: 'The tables did not load',
  notYourGame: 'This game is assigned to another judge: only its judge or a chief judge may open it.',
  noSuchGame: 'There is no game with this id.',
  round: 'round', table: 'table',
  QUALIFYING: 'qualifying', SEMIFINAL: 'semi-final', FINAL: 'final', FRIENDLY: 'friendly', adHoc: 'no tournament', signed: 'signed',
  phase: 'Phase', day: 'Day', night: 'Night', speaker: 'Speaking', seat: 'Seat',
  SETUP: 'Deal', NIGHT: 'Night', DAY: 'Day', VOTING: 'Voting', TIE_SPEECHES: 'Tie speeches',
  REVOTE: 'Re-vote', LIFT_ALL: 'Lift all', LAST_WORDS: 'Last words', FINISHED: 'Game over',
  CIVILIAN: 'Civilian', SHERIFF: 'Sheriff', MAFIA: 'Mafia', DON: 'Don',
  KILLED: 'killed', VOTED: 'voted out', REMOVED: 'removed',
  dealTitle: 'Deal the roles', dealHint: 'Pick a role, then tap seats', dealSend: 'Deal these roles',
  dealServer: 'Random deal (server)', dealClear: 'Clear',
  endSpeech: 'End speech', nominate: 'Nominate', withdraw: 'Withdraw', pickNominee: 'Tap the nominee',
  candidates: 'Candidates', voteFor: 'Votes for', restTo: 'The rest go to', nextCandidate: 'Next candidate',
  sendVote: 'Record the vote', liftAll: 'For lifting all', sendLiftAll: 'Record lift-all',
  shots: 'Shots', miss: 'Miss', sendShots: 'Record the shots', donCheck: "Don's check",
  sheriffCheck: "Sheriff's check", endNight: 'End night', checks: 'Checks', isSheriff: 'Sheriff',
  notSheriff: 'not the Sheriff', red: 'red', black: 'black',
  bestMove: 'Best move', hint: 'With the hint', sendBestMove: 'Record best move', will: 'Will',
  foul: 'Foul', disqualify: 'Disqualify', teamDefeat: 'Team defeat', clause: 'Clause',
  pickSeat: 'Tap a seat', cancel: 'Cancel', undo: 'Undo', undoNothing: 'Nothing to undo',
  award: 'Extra points', penalty: 'Penalty', sendAward: 'Record points', finalize: 'Sign the protocol',
  needsChief: "needs the chief judge's approval", awaitingApproval: "Awaits the chief judge's approval",
  finalized: 'Protocol signed', winner: 'Win', RED: 'red', BLACK: 'black', DRAW: 'draw',
  log: 'Game log', offline: 'Offline: commands wait on this device', online: 'Online',
  pending: 'Waiting', refused: 'Refused', conflict: 'The game changed on another device',
  changed: 'Changed', resend: 'Send my commands', discard: 'Drop my commands', dismiss: 'OK',
  limits: 'Limits', fouls: 'Fouls', roles: 'Roles', left: 'left', keys: 'Keys: Space end speech, U undo, 1–0 seats',
  event: 'Event',
  // the live board and the audit logs
  boardTitle: 'Board', dayShort: 'D', nightShort: 'N', annulled: 'Annulled', boardSince: 'Since the last command',
  boardTables: 'Tables', boardEnded: 'ended', boardIdle: 'idle', boardIdleAfter: 'idle after',
  boardOffline: 'Offline', boardEmpty: 'No tables in this round yet.',
  auditGame: 'Game log', auditTournament: 'Tournament log', auditTime: 'Time', auditActor: 'Who',
  auditUndoneBy: 'Undone by event', auditFailed: 'The log did not load', auditJudge: 'Judge',
  auditExport: 'Download JSON', auditAll: 'every event', auditFilter: 'Show', auditMore: 'The first entries are shown: narrow the filter.',
  auditProtest: 'protest',
};

const dictionaries: Record<Lang, Record<Key, string>> = { ru, en };
let current: Lang = (typeof localStorage !== 'undefined' && localStorage.getItem('arbiter.lang') === 'en') ? 'en' : 'ru';

export function lang(): Lang {
  return current;
}

export function setLang(next: Lang): void {
  current = next;
  localStorage.setItem('arbiter.lang', next);
  document.documentElement.lang = next;
  document.title = `${t('title')} — Arbiter`;
}

export function t(key: Key | string): string {
  return (dictionaries[current] as Record<string, string>)[key] ?? key;
}
