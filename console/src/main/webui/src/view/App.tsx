import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Session } from '../auth';
import { GameCtrl } from '../ctrl';
import { lang, setLang, t, type Key } from '../i18n';
import { bindKeys } from '../keyboard';
import { OrgApi } from '../org/orgApi';
import { formatRoute, parseRoute, type Route } from '../route';
import type { Api } from '../api';
import { GameLogView, TournamentLogView } from './AuditView';
import { BoardView } from './BoardView';
import { ChiefView } from './ChiefView';
import { Game } from './Game';
import { Tables } from './Tables';
import { JudgesView } from './org/JudgesView';
import { OverlaysView } from './org/OverlaysView';
import { PlayersView } from './org/PlayersView';
import { PublishView } from './org/PublishView';
import { SeatingView } from './org/SeatingView';
import { TournamentsView } from './org/TournamentsView';
import type { OrgScreenProps } from './org/props';

/** The organiser's screens of one tournament, in the order of its set-up (the tabs under the top bar). */
const TOURNAMENT_SCREENS: { view: string; label: Key; screen: (p: OrgScreenProps) => preact.JSX.Element }[] = [
  { view: 'players', label: 'players', screen: PlayersView },
  { view: 'judges', label: 'judges', screen: JudgesView },
  { view: 'seating', label: 'seating', screen: SeatingView },
  { view: 'publish', label: 'publish', screen: PublishView },
  { view: 'overlays', label: 'overlays', screen: OverlaysView },
];

/** The board (?view=board&t=…&stage=…&round=…), the audit logs (?view=log&t=… or ?view=log&g=…) and the chief judge's
 *  screen (?view=chief&t=…), by the route like every screen. */
function routedScreen(api: Api, route: Route, go: (next: Route) => void) {
  const tournament = route.tournament;
  if (route.view === 'board' && tournament) return <BoardView tournament={tournament} stage={route.stage} round={route.round} />;
  if (route.view === 'chief') return <ChiefView key={tournament} api={api} tournament={tournament} show={t => go({ view: 'chief', tournament: t })} />;
  if (route.view === 'log' && route.logOf) return <GameLogView api={api} gameId={route.logOf} />;
  if (route.view === 'log' && tournament) return <TournamentLogView api={api} tournament={tournament} openGame={g => go({ view: 'log', logOf: g })} />;
  return null;
}

export function App({ session }: { session: Session }) {
  const [, setTick] = useState(0);
  const redraw = () => setTick(n => n + 1);
  const arranges = session.roles.includes('organiser') || session.roles.includes('chief-judge');
  const judges = session.roles.includes('judge') || session.roles.includes('chief-judge');
  const home = judges ? 'tables' : 'tournaments';
  const [route, setRoute] = useState<Route>(parseRoute(location.search, home));
  const api = useMemo(() => new OrgApi(() => session.token()), [session]);
  const ctrl = useMemo(() => (route.game ? new GameCtrl(route.game, api, redraw) : null), [route.game, api]);

  useEffect(() => {
    if (!ctrl) return;
    ctrl.start();
    const unbind = bindKeys(ctrl);
    return () => { ctrl.stop(); unbind(); };
  }, [ctrl]);
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.search, home));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: Route) => {
    history.pushState(null, '', formatRoute(next));
    setRoute(next);
  };
  const open = (game: string | null) => go(game ? { view: 'game', game } : { view: 'tables' });
  const tournamentScreen = arranges && route.tournament ? TOURNAMENT_SCREENS.find(s => s.view === route.view) : undefined;
  const navButton = (view: string, label: Key, tournament?: string) => (
    <button type="button" data-nav={view} class={route.view === view ? 'chosen' : ''}
      onClick={() => go({ view, tournament, stage: route.stage })}>{t(label)}</button>
  );
  return (
    <div class="app">
      <nav class="top">
        <strong>{t(judges ? 'title' : 'orgTitle')}</strong>
        {judges && (ctrl ? <button type="button" data-act="tables" onClick={() => open(null)}>{t('back')}</button>
          : navButton('tables', 'myTables'))}
        {arranges && navButton('tournaments', 'tournaments')}
        {session.roles.includes('chief-judge') && navButton('chief', 'chiefTitle', route.tournament)}
        <span class="user">{session.user}</span>
        <button type="button" data-act="lang" onClick={() => { setLang(lang() === 'ru' ? 'en' : 'ru'); redraw(); }}>{t('lang')}</button>
        <button type="button" onClick={() => session.logout()}>{t('logout')}</button>
      </nav>
      {tournamentScreen && route.tournament && (
        <nav class="tabs" data-tournament={route.tournament}>
          <span class="tournament-id">{route.tournament}</span>
          {TOURNAMENT_SCREENS.map(s => navButton(s.view, s.label, route.tournament))}
          <button type="button" data-nav="board" onClick={() => go({ view: 'board', tournament: route.tournament, stage: route.stage, round: route.round })}>{t('boardTitle')}</button>
          <button type="button" data-nav="log" onClick={() => go({ view: 'log', tournament: route.tournament })}>{t('auditTournament')}</button>
        </nav>
      )}
      {routedScreen(api, route, go) ?? (ctrl ? <Game ctrl={ctrl} />
        : tournamentScreen && route.tournament ? <tournamentScreen.screen api={api} route={route} go={go} key={route.tournament} />
        : arranges && (route.view === 'tournaments' || !judges) ? <TournamentsView api={api} go={go} />
        : <Tables api={api} user={session.user} open={open} />)}
    </div>
  );
}
