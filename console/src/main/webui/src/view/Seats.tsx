import type { GameCtrl } from '../ctrl';
import { SEATS, type Role } from '../interfaces';
import { t } from '../i18n';

/** The ten seats: number, nickname, role (judge only), fouls as marks, departed seats greyed with how they left. */
export function Seats({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const at = new Set(v.atTable ?? []);
  const dealing = v.phase === 'SETUP';
  return (
    <div class="seats" data-mode={ctrl.picking.mode}>
      {SEATS.map(seat => {
        const player = v.players?.find(p => p.seat === seat);
        const departed = (v.departures ?? []).find(d => d.seat === seat);
        const role: Role | undefined = dealing ? ctrl.picking.dealRoles[seat] : (v.roles?.[seat] as Role | undefined);
        const fouls = v.fouls?.[seat] ?? 0;
        const classes = ['seat', !dealing && !at.has(seat) ? 'departed' : '', v.speaker === seat ? 'speaking' : '',
          ctrl.picking.selected(seat, v) ? 'selected' : '', role ? `role-${role}` : ''].filter(Boolean).join(' ');
        return (
          <button type="button" class={classes} data-seat={seat} onClick={() => ctrl.tapSeat(seat)}>
            <span class="no">{seat}</span>
            <span class="nick">{player?.nickname ?? '—'}</span>
            {role && <span class="role">{t(role)}</span>}
            <span class="meta">
              <span class="fouls" aria-label={`${t('fouls')}: ${fouls}`}>{'●'.repeat(fouls)}</span>
              {departed && <span class="how">{t(departed.how)} {departed.day ? `${t('day')} ${departed.day}` : `${t('night')} ${departed.night}`}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
