import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { stageName, t, type Key } from '../i18n';
import type { AssignedGame } from '../interfaces';
import { keepTables, keptTables } from '../kept';

/** Where a game sits: tournament · stage · round · table, or "no tournament" and its table for an ad-hoc game. */
export function placeOf(g: AssignedGame): string {
  const table = g.tableNo != null ? `${t('table')} ${g.tableNo}` : '';
  if (!g.tournamentId) return [t('adHoc'), table].filter(Boolean).join(' · ');
  return [g.tournamentId, g.stage ? stageName(g.stage) : '', g.round != null ? `${t('round')} ${g.round}` : '', table].filter(Boolean).join(' · ');
}

/** The games assigned to this judge (from the server; without it, the list kept on the device), and a game opened by
 *  its id. */
export function Tables({ api, user, open }: { api: Api; user: string; open: (gameId: string) => void }) {
  const [id, setId] = useState('');
  const [games, setGames] = useState<AssignedGame[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.assigned().then(list => { keepTables(localStorage, user, list); setGames(list); }, () => setFailed(true));
  }, [api, user]);
  const kept = failed ? keptTables(localStorage, user) : [];
  return (
    <section class="panel tables">
      <h2>{t('myTables')}</h2>
      {failed ? (
          <>
            <p class="error">{t('tablesOffline')}{kept.length > 0 ? ` · ${t('tablesKept')}` : ''}</p>
            <ul data-list="kept">{kept.map(k => (
              <li>
                <button type="button" class={k.waiting > 0 ? 'waiting' : ''} data-game={k.game.gameId} data-waiting={k.waiting} onClick={() => open(k.game.gameId)}>
                  {placeOf(k.game)}{k.waiting > 0 ? ` — ${t('waitingCommands')}: ${k.waiting}` : ''}
                </button>
              </li>
            ))}</ul>
          </>
        )
        : games === null ? <p>{t('loading')}</p>
        : games.length === 0 ? <p>{t('noTables')}</p>
        : (
          <ul>{games.map(g => (
            <li>
              <button type="button" data-game={g.gameId} onClick={() => open(g.gameId)}>
                {placeOf(g)} — {t(g.phase as Key)}{g.finalized ? ` (${t('signed')})` : ''}
              </button>
            </li>
          ))}</ul>
        )}
      <form onSubmit={e => { e.preventDefault(); if (id.trim()) open(id.trim()); }}>
        <label>{t('gameId')} <input name="gameId" value={id} onInput={e => setId((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{t('open')}</button>
      </form>
    </section>
  );
}
