import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { usernames } from '../../org/forms';
import { Field, value } from './Field';
import { useLoad } from './load';
import type { OrgScreenProps } from './props';
import { AccountList, LoginCards, LoginForm } from './Logins';
import { Refusal } from './Refusal';
import type { Login } from '../../org/types';

/**
 * The tournament's judges: Keycloak usernames registered on the organiser's word, and the list; beside them the logins of
 * judges and chief judges the organiser makes (docs/organiser.md "Logins") and their printable cards.
 */
export function JudgesView({ api, route }: OrgScreenProps) {
  const id = route.tournament!;
  const judges = useLoad(() => api.judges(id), [api, id]);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<unknown>(null);
  const [cards, setCards] = useState<Login[]>([]);
  const made = (login: Login) => setCards(previous => [...previous.filter(c => c.username !== login.username), login]);
  const typed = usernames(text);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (typed.names.length === 0 || typed.bad.length > 0) return;
    try {
      await api.addJudges(id, typed.names);
      setText('');
      setRefused(null);
      judges.reload();
    } catch (error) {
      setRefused(error);
    }
  };
  return (
    <div class="org columns">
      <div class="stack">
      <LoginForm api={api} roles={['judge', 'chief-judge']} onMade={made} />
      <form class="panel form" onSubmit={submit} data-form="judges">
        <h2>{t('addJudges')}</h2>
        <Field label="judgeNames" problem={typed.bad.length > 0 ? 'notUsername' : undefined}>
          <input name="judges" value={text} onInput={e => setText(value(e))} autocapitalize="off" spellcheck={false} />
        </Field>
        <p class="hint">{typed.bad.length > 0 ? typed.bad.join(', ') : t('judgesHint')}</p>
        {refused !== null && <Refusal error={refused} />}
        <button type="submit" class="primary" data-act="addJudges" disabled={typed.names.length === 0 || typed.bad.length > 0}>
          {t('addJudges')}
        </button>
      </form>
      </div>
      <div class="stack">
      <LoginCards cards={cards} />
      <AccountList api={api} roles={['judge', 'chief-judge']} cards={cards} onReset={made} />
      <section class="panel">
        <h2>{t('judges')}{judges.data ? ` (${judges.data.judges.length})` : ''}</h2>
        {judges.failed ? <Refusal error={judges.failed} />
          : judges.data === null ? <p>{t('loading')}</p>
          : judges.data.judges.length === 0 ? <p>{t('noJudges')}</p>
          : <ul class="names" data-list="judges">{judges.data.judges.map(j => <li data-judge={j}>{j}</li>)}</ul>}
      </section>
      </div>
    </div>
  );
}
