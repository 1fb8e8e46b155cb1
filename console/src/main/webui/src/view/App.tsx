import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api } from '../api';
import type { Session } from '../auth';
import { GameCtrl } from '../ctrl';
import { lang, setLang, t } from '../i18n';
import { bindKeys } from '../keyboard';
import { GameLogView, TournamentLogView } from './AuditView';
import { BoardView } from './BoardView';
import { Game } from './Game';
import { Tables } from './Tables';

const gameFromUrl = () => new URLSearchParams(location.search).get('game');

/** The board (?view=board&t=…&stage=…&round=…) and the audit logs (?view=log&t=… or ?view=log&g=…) by their URL. */
function screenFromUrl(api: Api) {
  const q = new URLSearchParams(location.search);
  const tournament = q.get('t') ?? undefined;
  const openLog = (g: string) => { location.search = `?view=log&g=${encodeURIComponent(g)}`; };
  if (q.get('view') === 'board' && tournament) {
    return <BoardView tournament={tournament} stage={q.get('stage') ?? undefined} round={Number(q.get('round')) || undefined} />;
  }
  if (q.get('view') === 'log' && q.get('g')) return <GameLogView api={api} gameId={q.get('g')!} />;
  if (q.get('view') === 'log' && tournament) return <TournamentLogView api={api} tournament={tournament} openGame={openLog} />;
  return null;
}

export function App({ session }: { session: Session }) {
  const [, setTick] = useState(0);
  const redraw = () => setTick(n => n + 1);
  const [gameId, setGameId] = useState<string | null>(gameFromUrl());
  const api = useMemo(() => new Api(() => session.token()), [session]);
  const ctrl = useMemo(() => (gameId ? new GameCtrl(gameId, api, redraw) : null), [gameId, api]);

  useEffect(() => {
    if (!ctrl) return;
    ctrl.start();
    const unbind = bindKeys(ctrl);
    return () => { ctrl.stop(); unbind(); };
  }, [ctrl]);
  useEffect(() => {
    const onPop = () => setGameId(gameFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const open = (id: string | null) => {
    history.pushState(null, '', id ? `/?game=${encodeURIComponent(id)}` : '/');
    setGameId(id);
  };
  return (
    <div class="app">
      <nav class="top">
        <strong>{t('title')}</strong>
        {gameId && <button type="button" data-act="tables" onClick={() => open(null)}>{t('back')}</button>}
        <span class="user">{session.user}</span>
        <button type="button" data-act="lang" onClick={() => { setLang(lang() === 'ru' ? 'en' : 'ru'); redraw(); }}>{t('lang')}</button>
        <button type="button" onClick={() => session.logout()}>{t('logout')}</button>
      </nav>
      {screenFromUrl(api) ?? (ctrl ? <Game ctrl={ctrl} /> : <Tables api={api} open={open} />)}
    </div>
  );
}
