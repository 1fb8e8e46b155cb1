import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api } from '../api';
import type { Session } from '../auth';
import { GameCtrl } from '../ctrl';
import { lang, setLang, t } from '../i18n';
import { bindKeys } from '../keyboard';
import { Game } from './Game';
import { Tables } from './Tables';

const gameFromUrl = () => new URLSearchParams(location.search).get('game');

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
      {ctrl ? <Game ctrl={ctrl} /> : <Tables api={api} open={open} />}
    </div>
  );
}
