// The engine's refusal codes (docs/rules/TABLE-API.md, "Error codes") in the judge's words. The engine answers in
// English; the Russian console shows these, the English one the engine's own message.
import type { ApiError } from './interfaces';
import { lang } from './i18n';

const ru: Record<string, string> = {
  MALFORMED_COMMAND: 'Команда составлена неверно: поле пропущено, не того типа или вне пределов',
  UNKNOWN_COMMAND: 'Такой команды нет',
  UNKNOWN_OPTION: 'Такой опции нет',
  UNKNOWN_RULESET: 'Таких правил нет',
  INVALID_DEAL: 'Раздача должна быть: 6 мирных, шериф, 2 мафии, дон',
  ALREADY_DEALT: 'Роли уже розданы',
  WRONG_PHASE: 'Сейчас эта команда невозможна',
  GAME_OVER: 'Игра уже окончена',
  GAME_NOT_OVER: 'Игра ещё не окончена',
  NOT_CURRENT_SPEAKER: 'Этот игрок сейчас не говорит',
  NOT_AT_TABLE: 'Этого игрока нет за столом',
  ALREADY_NOMINATED: 'Этот игрок уже выставлен сегодня',
  ALREADY_NOMINATED_TODAY: 'Говорящий уже выставил кандидатуру сегодня',
  WITHDRAWAL_DISABLED: 'Снятие кандидатуры отключено',
  NOTHING_TO_WITHDRAW: 'Говорящему нечего снимать',
  NOT_A_CANDIDATE: 'Этот игрок не кандидат в этом голосовании',
  DUPLICATE_VOTER: 'Игрок проголосовал дважды',
  NOT_A_BLACK_PLAYER: 'Стреляет не чёрный игрок за столом',
  ALREADY_SHOT: 'Выстрелы этой ночи уже записаны',
  SHOOTING_NOT_RECORDED: 'Сначала запишите выстрелы',
  ROLE_NOT_AT_TABLE: 'Этой роли уже нет за столом',
  ALREADY_CHECKED: 'Проверка этой ночи уже сделана',
  INVALID_CHECK: 'Нельзя проверять себя',
  BEST_MOVE_NOT_ALLOWED: 'Лучший ход сейчас невозможен',
  NOT_FIRST_KILLED: 'Лучший ход делает только первый убитый',
  BEST_MOVE_ALREADY_MADE: 'Лучший ход уже сделан',
  INVALID_BEST_MOVE: 'Лучший ход: не больше трёх разных мест, не своё',
  AWARD_TOO_MANY_PLAYERS: 'Доп. баллы слишком многим игрокам',
  AWARD_TOTAL_EXCEEDED: 'Сумма доп. баллов больше допустимой',
  AWARD_PLAYER_LIMIT: 'Одному игроку больше допустимого',
  AWARD_STEP: 'Баллы не кратны шагу правил',
  NO_EXTRAS_AFTER_DRAW: 'После ничьей доп. баллов нет',
  INVALID_PENALTY: 'Штраф не по правилам',
  APPROVAL_REQUIRED: 'Доп. баллы ждут утверждения главного судьи',
  NOTHING_TO_UNDO: 'Нечего отменять',
  NOTHING_TO_APPROVE: 'Нечего утверждать',
  ALREADY_FINALIZED: 'Протокол уже подписан',
  WILL_ALREADY_MADE: 'Завещание уже оставлено',
  NOT_IN_RULESET: 'В этих правилах такой команды нет',
};

/** What the banner says about a refusal: the code's words in Russian, else the engine's own message. */
export function refusalWords(error: ApiError): string | null {
  return (lang() === 'ru' ? ru[error.error] : undefined) ?? error.message ?? null;
}

/** The codes with Russian words (for the test that holds this list to the contract). */
export const RU_REFUSAL_CODES = Object.keys(ru);
