import { useEffect, useMemo, useState } from 'preact/hooks';
import { BoardCtrl, boardStreamUrl, breakable, clock, secondsSince } from '../board';
import { stageName, t, type Key } from '../i18n';
import type { BoardRow } from '../interfaces';

const SHORT: Record<string, Key> = {
  SETUP: 'SETUP', NIGHT: 'NIGHT', DAY: 'DAY', VOTING: 'VOTING', REVOTE: 'REVOTE', TIE_SPEECHES: 'TIE_SPEECHES',
  LIFT_ALL: 'LIFT_ALL', LAST_WORDS: 'LAST_WORDS', FINISHED: 'FINISHED',
};

/** "Д2" in the day, "Н1" at night: the day or night now. */
function dayOrNight(r: BoardRow): string {
  if (r.phase === 'SETUP') return '';
  return r.phase === 'NIGHT' ? `${t('nightShort')}${r.night}` : `${t('dayShort')}${r.day}`;
}

function Cell({ row, ctrl, now }: { row: BoardRow; ctrl: BoardCtrl; now: number }) {
  const since = secondsSince(row, ctrl.state, now);
  const result = row.ended ? (row.winner === 'ANNULLED' ? t('annulled') : row.winner ? `${t('winner')} ${t(row.winner)}` : t('FINISHED')) : null;
  return (
    <li class={`cell${row.idle ? ' idle' : ''}${row.ended ? ' ended' : ''}`} data-table={row.tableNo} data-game={row.gameId}
      data-phase={row.phase} data-idle={String(row.idle)}>
      <span class="no">{row.tableNo ?? '—'}</span>
      <span class="what">{breakable(result ?? t(SHORT[row.phase] ?? row.phase))}</span>
      <span class="when">{dayOrNight(row)}{row.speaker != null && <span class="spk" title={t('speaker')}> ▶{row.speaker}</span>}</span>
      <span class="since" title={t('boardSince')}>{!row.ended && since != null ? clock(since) : '\u00a0'}</span>
    </li>
  );
}

/** The live board of a tournament's round: every table in a compact grid, idle tables highlighted. */
export function BoardView({ tournament, stage, round }: { tournament: string; stage?: string; round?: number }) {
  const [, setTick] = useState(0);
  const redraw = () => setTick(n => n + 1);
  const ctrl = useMemo(() => new BoardCtrl(boardStreamUrl(tournament, stage, round), redraw), [tournament, stage, round]);
  useEffect(() => { ctrl.start(); return () => ctrl.stop(); }, [ctrl]);
  const rows = ctrl.state.rows;
  const idle = rows.filter(r => r.idle).length;
  const ended = rows.filter(r => r.ended).length;
  return (
    <section class="liveboard" data-version={ctrl.state.version}>
      <header>
        <h2>{t('boardTitle')}: {tournament}{stage ? ` · ${stageName(stage)}` : ''}{round ? ` · ${t('round')} ${round}` : ''}</h2>
        <span class="counts">
          {t('boardTables')} {rows.length} · {t('boardEnded')} {ended} · <span class={idle ? 'idle-count' : ''}>{t('boardIdle')} {idle}</span>
          {' '}({t('boardIdleAfter')} {clock(ctrl.state.idleAfterSeconds)})
        </span>
        <span class={`link ${ctrl.connected ? 'online' : 'offline'}`}>{ctrl.connected ? t('online') : t('boardOffline')}</span>
      </header>
      {rows.length === 0 && ctrl.state.version >= 0 ? <p>{t('boardEmpty')}</p> : (
        <ol class="grid">{rows.map(r => <Cell key={r.gameId} row={r} ctrl={ctrl} now={Date.now()} />)}</ol>
      )}
    </section>
  );
}
