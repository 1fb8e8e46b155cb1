import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { t, type Key } from '../i18n';
import type { AssignedGame } from '../interfaces';
import { keepTables, keptTables } from '../kept';
import { arrangeTables, dayInWords, localDay, placeOf, stateOf } from '../tables';

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
          <Arranged games={games} open={open} />
        )}
      <form onSubmit={e => { e.preventDefault(); if (id.trim()) open(id.trim()); }}>
        <label>{t('gameId')} <input name="gameId" value={id} onInput={e => setId((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{t('open')}</button>
      </form>
    </section>
  );
}

/** Today's tournament tables (live, to come, finished), the earlier ones, and the games without a tournament apart. */
function Arranged({ games, open }: { games: AssignedGame[]; open: (gameId: string) => void }) {
  const arranged = arrangeTables(games, localDay(new Date().toISOString()));
  const list = (name: 'today' | 'earlier' | 'adHoc', title: Key, dated: boolean) => arranged[name].length > 0 && (
    <>
      <h3>{t(title)}</h3>
      <ul data-list={name}>{arranged[name].map(g => (
        <li>
          <button type="button" data-game={g.gameId} data-state={stateOf(g)} class={`table-state-${stateOf(g)}`} onClick={() => open(g.gameId)}>
            {placeOf(g)}{dated && g.createdAt ? ` · ${dayInWords(g.createdAt)}` : ''} — {t(g.phase as Key)}{g.finalized ? ` (${t('signed')})` : ''}
          </button>
        </li>
      ))}</ul>
    </>
  );
  return (
    <>
      {list('today', 'tablesToday', false)}
      {list('earlier', 'tablesEarlier', true)}
      {list('adHoc', 'tablesAdHoc', true)}
    </>
  );
}
