import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { OrgApi } from '../../org/orgApi';
import type { Account, AccountRole, Login } from '../../org/types';
import { Field, value } from './Field';
import { useLoad } from './load';
import { Refusal } from './Refusal';

/**
 * The organiser's logins (docs/organiser.md "Logins"): a form that makes one, the list of those he made with reset,
 * disable and enable, and the printable login cards of the logins just made or reset (name, username, one-time
 * password, the console's address as a QR code). A one-time password lives only on these cards, in this page's memory.
 */
export function LoginForm({ api, roles, onMade }: { api: OrgApi; roles: AccountRole[]; onMade: (login: Login) => void }) {
  const [form, setForm] = useState({ username: '', name: '', role: roles[0] });
  const [refused, setRefused] = useState<unknown>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      onMade(await api.createAccount({ username: form.username.trim().toLowerCase(), name: form.name.trim(), role: form.role }));
      setForm({ username: '', name: '', role: form.role });
      setRefused(null);
    } catch (error) {
      setRefused(error);
    }
  };
  return (
    <form class="panel form" onSubmit={submit} noValidate data-form="login">
      <h2>{t('createLogin')}</h2>
      <Field label="personName">
        <input name="personName" value={form.name} onInput={e => setForm({ ...form, name: value(e) })} />
      </Field>
      <div class="pair">
        <Field label="loginUsername">
          <input name="loginUsername" value={form.username} autocapitalize="off" spellcheck={false}
            onInput={e => setForm({ ...form, username: value(e) })} />
        </Field>
        <Field label="loginRole">
          <select name="loginRole" value={form.role} onChange={e => setForm({ ...form, role: value(e) as AccountRole })}>
            {roles.map(r => <option value={r}>{t(roleLabel(r))}</option>)}
          </select>
        </Field>
      </div>
      {refused !== null && <Refusal error={refused} />}
      <button type="submit" class="primary" data-act="createLogin" disabled={!form.username.trim() || !form.name.trim()}>
        {t('createLogin')}
      </button>
    </form>
  );
}

function roleLabel(role: AccountRole) {
  return role === 'judge' ? 'roleJudge' : role === 'chief-judge' ? 'roleChief' : 'rolePlayer';
}

/** The logins the organiser made in these roles: their state, and reset (a new card), disable, enable. */
export function AccountList({ api, roles, cards, onReset }: {
  api: OrgApi; roles: AccountRole[]; cards: Login[]; onReset: (login: Login) => void;
}) {
  const accounts = useLoad(() => api.accounts(), [api, cards.length]);
  const [refused, setRefused] = useState<unknown>(null);
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setRefused(null);
      accounts.reload();
    } catch (error) {
      setRefused(error);
    }
  };
  const mine = (accounts.data ?? []).filter(a => roles.includes(a.role));
  return (
    <section class="panel">
      <h2>{t('logins')}{accounts.data ? ` (${mine.length})` : ''}</h2>
      {refused !== null && <Refusal error={refused} />}
      {accounts.failed ? <Refusal error={accounts.failed} />
        : accounts.data === null ? <p>{t('loading')}</p>
        : mine.length === 0 ? <p>{t('noLogins')}</p>
        : (
          <table class="list" data-list="accounts">
            <thead><tr><th>{t('personName')}</th><th>{t('loginUsername')}</th><th>{t('loginState')}</th><th /></tr></thead>
            <tbody>{mine.map((a: Account) => (
              <tr data-account={a.username}>
                <td>{a.name}<br /><small>{t(roleLabel(a.role))}</small></td>
                <td>{a.username}</td>
                <td data-state={!a.enabled ? 'disabled' : a.signedIn ? 'signed-in' : 'waiting'}>
                  {!a.enabled ? t('loginDisabled') : a.signedIn ? t('loginSignedIn') : t('loginWaiting')}
                </td>
                <td class="actions">
                  <button type="button" data-act="resetPassword" onClick={() => act(async () => onReset(await api.resetPassword(a.username)))}>
                    {t('resetPassword')}
                  </button>
                  <button type="button" data-act={a.enabled ? 'disableLogin' : 'enableLogin'}
                    onClick={() => act(() => api.setEnabled(a.username, !a.enabled))}>
                    {a.enabled ? t('disableLogin') : t('enableLogin')}
                  </button>
                </td>
              </tr>
            ))}</tbody>
          </table>
        )}
    </section>
  );
}

/** The printable cards: one a person, the console's address as a QR code and as text. */
export function LoginCards({ cards }: { cards: Login[] }) {
  if (cards.length === 0) return null;
  const qr = `/venue/qr.svg?path=${encodeURIComponent('/')}`;
  return (
    <section class="panel login-sheet" data-list="login-cards">
      <div class="qr-head">
        <h2>{t('loginCards')}</h2>
        <button type="button" class="primary" data-act="printCards" onClick={() => window.print()}>{t('print')}</button>
      </div>
      <p class="hint">{t('loginCardsHint')}</p>
      <div class="login-cards">
        {cards.map(c => (
          <figure class="login-card" data-card={c.username}>
            <img src={qr} alt={location.origin} width={120} height={120} />
            <figcaption>
              <strong class="person">{c.name}</strong>
              <span class="card-role">{t(roleLabel(c.role))}</span>
              <dl>
                <dt>{t('loginUsername')}</dt><dd data-field="username">{c.username}</dd>
                <dt>{t('oneTimePassword')}</dt><dd data-field="password" class="password">{c.oneTimePassword}</dd>
              </dl>
              <span class="address">{location.origin}</span>
              <span class="card-hint">{t('loginCardHint')}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
