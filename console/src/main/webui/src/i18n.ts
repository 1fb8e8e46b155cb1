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
  // the organiser's screens
  orgTitle: 'Пульт организатора', tournaments: 'Турниры', players: 'Игроки', judges: 'Судьи', seating: 'Рассадка', publish: 'Публикация тура',
  newTournament: 'Новый турнир', tournamentId: 'Код турнира', name: 'Название', startsOn: 'Начало', endsOn: 'Окончание',
  ruleset: 'Правила', options: 'Опции', withdrawal: 'Снятие кандидатуры (4.4.3)',
  noLiftAtThreeOrFour: 'Без подъёма всех при 3–4 за столом (7.6)', stages: 'Этапы', stage: 'Этап',
  gamesPerPlayer: 'Игр на игрока', addStage: 'Добавить этап', remove: 'Убрать', create: 'Создать турнир',
  myTournaments: 'Мои турниры', noTournaments: 'Турниров пока нет: создайте первый.', dates: 'Даты',
  required: 'Обязательное поле', tooLong: 'Слишком длинно', badTournamentId: 'Латиница, цифры, «.», «_», «-»; до 64 знаков',
  endsBeforeStart: 'Окончание раньше начала', noStage: 'Нужен хотя бы один этап', gamesRange: 'От 1 до 100',
  stageTwice: 'Этап указан дважды',
  addPlayer: 'Добавить игрока', nickname: 'Ник', club: 'Клуб', externalId: 'Внешний ID', add: 'Добавить',
  registered: 'Зарегистрированы', noPlayers: 'Игроков пока нет.', importCsv: 'Импорт из CSV',
  csvHint: 'По игроку в строке: ник[,клуб[,внешний ID]]; первая строка nickname,… — заголовок',
  csvFile: 'Выбрать файл CSV', csvPreview: 'Будут зарегистрированы', csvUnreadable: 'Не читаются строки',
  importSend: 'Зарегистрировать всех', importRefused: 'Импорт отклонён, никто не зарегистрирован', line: 'Строка',
  badRowCount: 'Строк с ошибками', csvRows: 'Строк с игроками', csvNoneRegistered: 'будет зарегистрировано: 0 — исправьте отмеченные строки',
  judgeNames: 'Логины судей в Keycloak', addJudges: 'Зарегистрировать судей', noJudges: 'Судей пока нет.',
  notUsername: 'Не логин Keycloak', judgesHint: 'Через пробел, запятую или с новой строки',
  stageSeating: 'Рассадка этапа', noSeating: 'Рассадка этого этапа ещё не составлена.', seatingRounds: 'Туров', seatingPlayers: 'Игроков', seatingGames: 'Игр у каждого',
  seatNo: 'Место', tableNo: 'Стол', roundNo: 'Тур',
  judgeOf: 'Судья', pickJudge: '— судья —', publishSend: 'Опубликовать тур', publishedTables: 'Опубликованные столы',
  unjudged: 'Столы без судьи', judgeTwice: 'Судья за двумя столами', notPublished: 'Тур ещё не опубликован.',
  game: 'Игра', noRound: 'В рассадке нет этого тура.', saved: 'Сохранено',
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
  orgTitle: "Organiser's console", tournaments: 'Tournaments', players: 'Players', judges: 'Judges', seating: 'Seating', publish: 'Publish a round',
  newTournament: 'New tournament', tournamentId: 'Tournament id', name: 'Name', startsOn: 'Starts', endsOn: 'Ends',
  ruleset: 'Ruleset', options: 'Options', withdrawal: 'Withdrawing a nomination (4.4.3)',
  noLiftAtThreeOrFour: 'No lift-all with 3–4 at the table (7.6)', stages: 'Stages', stage: 'Stage',
  gamesPerPlayer: 'Games per player', addStage: 'Add a stage', remove: 'Remove', create: 'Create the tournament',
  myTournaments: 'My tournaments', noTournaments: 'No tournaments yet: create the first one.', dates: 'Dates',
  required: 'Required', tooLong: 'Too long', badTournamentId: "Latin letters, digits, '.', '_', '-'; up to 64",
  endsBeforeStart: 'Ends before it starts', noStage: 'At least one stage', gamesRange: '1 to 100',
  stageTwice: 'Stage listed twice',
  addPlayer: 'Add a player', nickname: 'Nickname', club: 'Club', externalId: 'External id', add: 'Add',
  registered: 'Registered', noPlayers: 'No players yet.', importCsv: 'Import CSV',
  csvHint: 'One player a line: nickname[,club[,externalId]]; a first line nickname,… is a header',
  csvFile: 'Choose a CSV file', csvPreview: 'To be registered', csvUnreadable: 'Unreadable lines',
  importSend: 'Register them all', importRefused: 'Import refused, nobody registered', line: 'Line',
  badRowCount: 'Bad lines', csvRows: 'Lines with players', csvNoneRegistered: 'to be registered: 0 — correct the marked lines',
  judgeNames: "Judges' Keycloak usernames", addJudges: 'Register the judges', noJudges: 'No judges yet.',
  notUsername: 'Not a Keycloak username', judgesHint: 'Apart by spaces, commas or lines',
  stageSeating: "The stage's seating", noSeating: 'This stage has no seating yet.', seatingRounds: 'Rounds', seatingPlayers: 'Players', seatingGames: 'Games each',
  seatNo: 'Seat', tableNo: 'Table', roundNo: 'Round',
  judgeOf: 'Judge', pickJudge: '— judge —', publishSend: 'Publish the round', publishedTables: 'Published tables',
  unjudged: 'Tables without a judge', judgeTwice: 'A judge at two tables', notPublished: 'The round is not published yet.',
  game: 'Game', noRound: 'The seating has no such round.', saved: 'Saved',
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
