import type { GameCtrl } from '../ctrl';
import { t } from '../i18n';
import { commandName } from '../log';
import { refusalWords } from '../refusals';

/** A refusal with the engine's code, clause and words (Russian words per code, refusals.ts); a 409 with what changed. Never a silent no-op. */
export function Banners({ ctrl }: { ctrl: GameCtrl }) {
  return (
    <>
      {ctrl.refusal && (
        <div class="banner refusal" role="alert">
          <strong>{t('refused')}: {commandName(ctrl.refusal.command)}</strong>
          <span class="code">{ctrl.refusal.error.error}</span>
          {ctrl.refusal.error.rule && <span class="rule">{t('clause')} {ctrl.refusal.error.rule}</span>}
          {refusalWords(ctrl.refusal.error) && <span class="message">{refusalWords(ctrl.refusal.error)}</span>}
          <button type="button" onClick={() => ctrl.dismiss()}>{t('dismiss')}</button>
        </div>
      )}
      {ctrl.conflict && (
        <div class="banner conflict" role="alert">
          <strong>409 · {t('conflict')}</strong>
          {ctrl.conflict.changes.length > 0 && (
            <ul class="changes">{ctrl.conflict.changes.map(c => <li>{c}</li>)}</ul>
          )}
          {ctrl.queue.items().length > 0 ? (
            <>
              <button type="button" data-act="resend" onClick={() => ctrl.resendAfterConflict()}>{t('resend')}</button>
              <button type="button" data-act="discard" onClick={() => ctrl.discardAfterConflict()}>{t('discard')}</button>
            </>
          ) : <button type="button" onClick={() => ctrl.dismiss()}>{t('dismiss')}</button>}
        </div>
      )}
    </>
  );
}
