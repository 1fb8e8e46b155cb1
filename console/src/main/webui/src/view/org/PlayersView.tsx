import { useState } from 'preact/hooks';
import { lang, t } from '../../i18n';
import { reasonInRussian } from '../../org/csv';
import { playerBody, playerProblems } from '../../org/forms';
import type { NewPlayer } from '../../org/types';
import { CsvInput, CsvOutcome, useCsvImport } from './CsvImport';
import { Field, value } from './Field';
import { useLoad } from './load';
import type { OrgScreenProps } from './props';
import { AccountList, LoginCards } from './Logins';
import { Refusal } from './Refusal';
import type { Login } from '../../org/types';

/**
 * The tournament's players: one added by a form, many from CSV (all or none), and the list in registration order.
 * Landscape: the forms on the left, what the import did and the list on the right; portrait: one above the other. The
 * players' logins (docs/organiser.md "Logins"): one for every registered player at once, their cards, reset and disable.
 */
export function PlayersView({ api, route }: OrgScreenProps) {
  const id = route.tournament!;
  const players = useLoad(() => api.players(id), [api, id]);
  const [form, setForm] = useState<NewPlayer>({ nickname: '', club: '', externalId: '' });
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const [cards, setCards] = useState<Login[]>([]);
  const [loginsRefused, setLoginsRefused] = useState<unknown>(null);
  const made = (login: Login) => setCards(previous => [...previous.filter(c => c.username !== login.username), login]);
  const makeLogins = async () => {
    try {
      const logins = await api.playerAccounts(id);
      setCards(previous => [...previous.filter(c => !logins.some(l => l.username === c.username)), ...logins]);
      setLoginsRefused(null);
    } catch (error) {
      setLoginsRefused(error);
    }
  };
  const csv = useCsvImport(text => api.importPlayers(id, text), players.reload);
  const problems = tried ? playerProblems(form) : {};
  const add = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(playerProblems(form)).length > 0) return;
    try {
      await api.addPlayer(id, playerBody(form));
      setForm({ nickname: '', club: '', externalId: '' });
      setTried(false);
      setRefused(null);
      players.reload();
    } catch (error) {
      setRefused(error);
    }
  };
  return (
    <div class="org columns">
      <div class="stack">
        <form class="panel form" onSubmit={add} noValidate data-form="player">
          <h2>{t('addPlayer')}</h2>
          <Field label="nickname" problem={problems.nickname}>
            <input name="nickname" value={form.nickname} onInput={e => setForm({ ...form, nickname: value(e) })} />
          </Field>
          <div class="pair">
            <Field label="club" problem={problems.club}>
              <input name="club" value={form.club} onInput={e => setForm({ ...form, club: value(e) })} />
            </Field>
            <Field label="externalId" problem={problems.externalId}>
              <input name="externalId" value={form.externalId} onInput={e => setForm({ ...form, externalId: value(e) })} />
            </Field>
          </div>
          {refused !== null && <Refusal error={refused} words={body => (lang() === 'ru' ? reasonInRussian(body.message ?? '') : body.message ?? '')} />}
          <button type="submit" class="primary" data-act="addPlayer">{t('add')}</button>
        </form>
        <CsvInput state={csv} />
        <section class="panel form" data-form="player-logins">
          <h2>{t('playerLogins')}</h2>
          <p class="hint">{t('playerLoginsHint')}</p>
          {loginsRefused !== null && <Refusal error={loginsRefused} />}
          <button type="button" class="primary" data-act="playerLogins" onClick={makeLogins}>{t('playerLogins')}</button>
        </section>
      </div>
      <div class="stack">
        <CsvOutcome state={csv} />
        <LoginCards cards={cards} />
        <AccountList api={api} roles={['player']} cards={cards} onReset={made} />
        <section class="panel">
          <h2>{t('registered')}{players.data ? ` (${players.data.length})` : ''}</h2>
          {players.failed ? <Refusal error={players.failed} />
            : players.data === null ? <p>{t('loading')}</p>
            : players.data.length === 0 ? <p>{t('noPlayers')}</p>
            : (
              <table class="list" data-list="players">
                <thead><tr><th>ID</th><th>{t('nickname')}</th><th>{t('club')}</th><th>{t('externalId')}</th></tr></thead>
                <tbody>{players.data.map(p => (
                  <tr data-player={p.playerId}><td>{p.playerId}</td><td>{p.nickname}</td><td>{p.club ?? ''}</td><td>{p.externalId ?? ''}</td></tr>
                ))}</tbody>
              </table>
            )}
        </section>
      </div>
    </div>
  );
}
