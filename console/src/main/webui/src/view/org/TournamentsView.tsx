import { useState } from 'preact/hooks';
import { stageName, t } from '../../i18n';
import { tournamentProblems } from '../../org/forms';
import type { OrgApi } from '../../org/orgApi';
import { RULESETS, STAGES, type NewTournament, type StageName } from '../../org/types';
import type { Route } from '../../route';
import { Field, value } from './Field';
import { useLoad } from './load';
import { Refusal } from './Refusal';

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): NewTournament => ({
  id: '', name: '', startsOn: today(), endsOn: today(), ruleset: 'FIIM',
  options: { withdrawal: true, noLiftAtThreeOrFour: true }, stages: [{ stage: 'QUALIFYING', gamesPerPlayer: 10 }],
});

/** The organiser's tournaments (a chief judge's: all), and a new one: name, dates, ruleset and options, stages. */
export function TournamentsView({ api, go }: { api: OrgApi; go: (r: Route) => void }) {
  const list = useLoad(() => api.tournaments(), [api]);
  const [form, setForm] = useState<NewTournament>(blank());
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const problems = tournamentProblems(form);
  const set = (change: Partial<NewTournament>) => setForm({ ...form, ...change });
  const setStage = (i: number, change: Partial<NewTournament['stages'][number]>) =>
    set({ stages: form.stages.map((s, j) => (j === i ? { ...s, ...change } : s)) });
  const submit = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await api.createTournament(form);
      setRefused(null);
      go({ view: 'players', tournament: form.id });
    } catch (error) {
      setRefused(error);
    }
  };
  const shown = (field: string) => (tried ? problems[field] : undefined);
  return (
    <div class="org columns">
      <section class="panel">
        <h2>{t('myTournaments')}</h2>
        {list.failed ? <Refusal error={list.failed} />
          : list.data === null ? <p>{t('loading')}</p>
          : list.data.length === 0 ? <p>{t('noTournaments')}</p>
          : (
            <ul class="picks">{list.data.map(tr => (
              <li><button type="button" data-tournament={tr.id} onClick={() => go({ view: 'players', tournament: tr.id })}>
                <strong>{tr.name}</strong>
                <span>{tr.id} · {tr.startsOn}{tr.endsOn !== tr.startsOn ? ` – ${tr.endsOn}` : ''} · {tr.ruleset}</span>
                <span>{t('gamesPerPlayer')}: {tr.stages.map(s => `${stageName(s.stage)} ${s.gamesPerPlayer}`).join(' · ')}</span>
              </button></li>
            ))}</ul>
          )}
      </section>
      <form class="panel form" onSubmit={submit} noValidate>
        <h2>{t('newTournament')}</h2>
        <Field label="name" problem={shown('name')}>
          <input name="name" value={form.name} onInput={e => set({ name: value(e) })} />
        </Field>
        <Field label="tournamentId" problem={shown('id')}>
          <input name="id" value={form.id} onInput={e => set({ id: value(e) })} autocapitalize="off" />
        </Field>
        <div class="pair">
          <Field label="startsOn" problem={shown('startsOn')}>
            <input name="startsOn" type="date" value={form.startsOn} onInput={e => set({ startsOn: value(e) })} />
          </Field>
          <Field label="endsOn" problem={shown('endsOn')}>
            <input name="endsOn" type="date" value={form.endsOn} onInput={e => set({ endsOn: value(e) })} />
          </Field>
        </div>
        <Field label="ruleset">
          <select name="ruleset" value={form.ruleset} onChange={e => set({ ruleset: value(e) as NewTournament['ruleset'] })}>
            {RULESETS.map(r => <option value={r}>{r}</option>)}
          </select>
        </Field>
        <fieldset>
          <legend>{t('options')}</legend>
          {(['withdrawal', 'noLiftAtThreeOrFour'] as const).map(option => (
            <label class="check"><input type="checkbox" name={option} checked={form.options[option]}
              onChange={e => set({ options: { ...form.options, [option]: (e.target as HTMLInputElement).checked } })} />{t(option)}</label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('stages')}</legend>
          {form.stages.map((s, i) => (
            <div class="stage-row" data-stage-row={i}>
              <Field label="stage" problem={shown(`stage${i}`)}>
                <select name={`stage${i}`} value={s.stage} onChange={e => setStage(i, { stage: value(e) as StageName })}>
                  {STAGES.map(name => <option value={name}>{t(name)}</option>)}
                </select>
              </Field>
              <Field label="gamesPerPlayer" problem={shown(`games${i}`)}>
                <input name={`games${i}`} type="number" min={1} max={100} value={s.gamesPerPlayer}
                  onInput={e => setStage(i, { gamesPerPlayer: Number(value(e)) })} />
              </Field>
              {form.stages.length > 1 && (
                <button type="button" onClick={() => set({ stages: form.stages.filter((_, j) => j !== i) })}>{t('remove')}</button>
              )}
            </div>
          ))}
          {tried && problems.stages && <p class="problem">{t(problems.stages)}</p>}
          {form.stages.length < STAGES.length && (
            <button type="button" data-act="addStage" onClick={() => set({
              stages: [...form.stages, { stage: STAGES.find(n => !form.stages.some(s => s.stage === n))!, gamesPerPlayer: 4 }],
            })}>{t('addStage')}</button>
          )}
        </fieldset>
        {refused !== null && <Refusal error={refused} />}
        <button type="submit" class="primary" data-act="createTournament">{t('create')}</button>
      </form>
    </div>
  );
}
