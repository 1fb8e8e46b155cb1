import { useEffect, useState } from 'preact/hooks';
import type { GameCtrl } from '../ctrl';
import { formatSeconds } from '../timer';
import { t } from '../i18n';
import { commandName } from '../log';
import { placeOfGame } from '../tables';

/** Phase, day/night, the speaker with his countdown (warns at 10 s, runs past zero), the link and the queue. */
/** The last three waiting commands, with their seats (the count says how many wait). */
function lastWaiting(labels: string[], names: string[]): string {
  const shown = labels.length === names.length ? labels : names;
  return (shown.length > 3 ? '…; ' : '') + shown.slice(-3).join('; ');
}

export function Header({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const clock = ctrl.clock.read(now);
  const pending = ctrl.queue.items();
  const place = placeOfGame(ctrl.gameId, ctrl.events);
  return (
    <header class="table-head">
      {place && <div class="place" data-place>{place}</div>}
      <div class="phase" data-phase={v.phase}>
        <strong>{t(v.phase)}</strong>
        <span>{t('day')} {v.day} · {t('night')} {v.night}</span>
        {v.winner && <span class="winner">{t('winner')}: {t(v.winner)}</span>}
      </div>
      {v.speaker != null && (
        <div class={`speaker${clock?.warning ? ' warning' : ''}${clock?.overtime ? ' overtime' : ''}`}>
          <span>{t('speaker')}: <strong data-speaker={v.speaker}>{v.speaker}</strong></span>
          {clock && <span class="clock" data-left={clock.left}>{formatSeconds(clock.left)}</span>}
        </div>
      )}
      <div class={`link ${ctrl.online ? 'online' : 'offline'}`} data-online={String(ctrl.online)}>
        {ctrl.online ? t('online') : t('offline')}
        {pending.length > 0 && (
          <span class="pending" data-pending={pending.length}>
            {' · '}{t('pending')} {pending.length}: {lastWaiting(ctrl.pendingLabels, pending.map(p => commandName(p.command.type)))}
          </span>
        )}
      </div>
    </header>
  );
}
