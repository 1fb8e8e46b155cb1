import { useState } from 'preact/hooks';
import { lang, t } from '../../i18n';
import type { ApiError } from '../../interfaces';
import type { OrgApi } from '../../org/orgApi';
import { readOrder, type SeatForm } from '../../org/seatOrder';
import type { Player, SolvedSeating, StageName } from '../../org/types';
import { Field, value } from './Field';
import { Refusal } from './Refusal';

/**
 * "Seat the stage": the seating module (Timefold) seats the stage's players and stores the seating; byes or
 * substitutes when they do not fill whole tables, pairs kept apart. The answer's quality report is shown beside it.
 */
export function SeatStage({ api, tournament, stage, players, seated }: {
  api: OrgApi; tournament: string; stage: StageName; players: Player[]; seated: (solved: SolvedSeating) => void;
}) {
  const [form, setForm] = useState<SeatForm>({ filling: 'BYES', substitutes: '', separated: '' });
  const [refused, setRefused] = useState<unknown>(null);
  const [solving, setSolving] = useState(false);
  const read = readOrder(form, players);
  const blocked = solving || read.unknown.length > 0 || read.badPairs.length > 0 || read.stagePlayers < 10;
  const seat = async () => {
    setSolving(true);
    setRefused(null);
    try {
      seated(await api.solveSeating(tournament, stage, read.order));
    } catch (error) {
      setRefused(error);
    } finally {
      setSolving(false);
    }
  };
  return (
    <div class="seat-stage form" data-form="seat">
      <p class="summary">{t('seatingPlayers')}: {read.stagePlayers}</p>
      {players.length % 10 !== 0 && (
        <fieldset>
          <legend>{t('filling')}</legend>
          {(['BYES', 'SUBSTITUTES'] as const).map(f => (
            <label class="check"><input type="radio" name="filling" value={f} checked={form.filling === f}
              onChange={() => setForm({ ...form, filling: f })} />{t(`filling${f}`)}</label>
          ))}
          {form.filling === 'SUBSTITUTES' && (
            <Field label="substitutes"><input name="substitutes" value={form.substitutes}
              onInput={e => setForm({ ...form, substitutes: value(e) })} /></Field>
          )}
        </fieldset>
      )}
      <Field label="separated">
        <textarea name="separated" rows={2} value={form.separated} onInput={e => setForm({ ...form, separated: value(e) })} />
      </Field>
      <p class="hint">{t('separatedHint')}</p>
      {read.unknown.length > 0 && <p class="problem">{t('unknownPlayers')}: {read.unknown.join(', ')}</p>}
      {read.badPairs.length > 0 && <p class="problem">{t('badPairs')}: {read.badPairs.join(', ')}</p>}
      {refused !== null && <Refusal error={refused} words={seatingWords} />}
      <button type="button" class="primary" data-act="seat" disabled={blocked} onClick={seat}>
        {solving ? t('solving') : t('seatStage')}
      </button>
    </div>
  );
}

/** The codes a seating is refused with, in the organiser's words (Russian); the module's own reason stays beside two. */
const SEATING_CODES = ['STAGE_PUBLISHED', 'FILLING_REQUIRED', 'SEATING_IMPOSSIBLE', 'SEPARATION_IMPOSSIBLE', 'UNREGISTERED_PLAYER'];
const WITH_REASON = ['SEATING_IMPOSSIBLE', 'UNREGISTERED_PLAYER'];

function seatingWords(body: ApiError): string {
  if (lang() !== 'ru' || !SEATING_CODES.includes(body.error)) return body.message ?? '';
  return WITH_REASON.includes(body.error) && body.message ? `${t(body.error)} (${body.message})` : t(body.error);
}
