import type { GameCtrl } from '../ctrl';
import type { HttpError } from '../api';
import { t } from '../i18n';
import { Banners } from './Banners';
import { Header } from './Header';
import { Log } from './Log';
import { Discipline, PhasePanel, TapLine } from './Actions';
import { Seats } from './Seats';

/** One table: the head, the seats, the phase's panel, discipline and undo, the log. */
export function Game({ ctrl }: { ctrl: GameCtrl }) {
  if (ctrl.loadError) return <LoadError error={ctrl.loadError} />;
  if (!ctrl.view) return <p class="loading">{t('loading')}</p>;
  return (
    <div class="game" data-version={ctrl.version} data-phase={ctrl.view.phase}>
      <Header ctrl={ctrl} />
      <Banners ctrl={ctrl} />
      <div class="board">
        <Seats ctrl={ctrl} />
        <div class="side">
          <TapLine ctrl={ctrl} />
          <PhasePanel ctrl={ctrl} />
          <Discipline ctrl={ctrl} />
        </div>
      </div>
      <Log ctrl={ctrl} />
      <p class="keys">{t('keys')}</p>
    </div>
  );
}

/** Why the game did not open: in the judge's words first (not his table, no such game), then the service's code. */
function LoadError({ error }: { error: HttpError }) {
  const words = error.status === 403 ? t('notYourGame') : error.status === 404 ? t('noSuchGame') : error.body.message;
  return (
    <p class="banner refusal" role="alert" data-status={error.status}>
      <span>{words}</span> <code class="code">{error.status} {error.body.error}</code>
    </p>
  );
}
