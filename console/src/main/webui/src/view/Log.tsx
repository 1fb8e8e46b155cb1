import type { GameCtrl } from '../ctrl';
import { t } from '../i18n';
import { describe, undoneSeqs } from '../log';

/** The game so far, in words; what an undo took back struck through. */
export function Log({ ctrl }: { ctrl: GameCtrl }) {
  const undone = undoneSeqs(ctrl.events);
  const shown = ctrl.events.filter(e => e.type !== 'SpeechStarted' || undone.has(e.seq));
  return (
    <section class="log">
      <h2>{t('log')}</h2>
      <ol reversed>
        {[...shown].reverse().map(e => (
          <li data-seq={e.seq} data-type={e.type} class={undone.has(e.seq) ? 'undone' : ''}>
            {undone.has(e.seq) ? <s>{describe(e)}</s> : describe(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}
