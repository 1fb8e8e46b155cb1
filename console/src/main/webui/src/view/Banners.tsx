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
      {ctrl.divergence && (
        <div class="banner divergence" role="alert" data-seq={ctrl.divergence.seq}>
          <strong>{t('divergence')}</strong>
          <span>{commandName(ctrl.divergence.command)} · {t('divergenceSeq')} {ctrl.divergence.seq}</span>
          <button type="button" onClick={() => ctrl.dismiss()}>{t('dismiss')}</button>
        </div>
      )}
      {ctrl.conflict && (
        <div class="banner conflict" role="alert">
          <strong>409 · {t('conflict')}</strong>
          {ctrl.conflict.changes.length > 0 && (
            <ul class="changes">{ctrl.conflict.changes.map(c => <li>{c}</li>)}</ul>
          )}
          {ctrl.conflict.items.length > 0 ? (
            <>
              <ul class="rebase">
                {ctrl.conflict.items.map(item => (
                  <li data-command={item.commandId} data-legal={String(!item.refusal)}>
                    <span class="label">{item.label}</span>
                    {item.refusal
                      ? <span class="refusal"><span class="code">{item.refusal.error}</span>
                          {item.refusal.rule && <span class="rule">{t('clause')} {item.refusal.rule}</span>}
                          {refusalWords(item.refusal) && <span class="message">{refusalWords(item.refusal)}</span>}</span>
                      : <span class="legal">{t('stillLegal')}</span>}
                    <button type="button" data-act="send-one" disabled={!!item.refusal}
                      onClick={() => ctrl.sendOneAfterConflict(item.commandId)}>{t('sendOne')}</button>
                    <button type="button" data-act="drop-one" onClick={() => ctrl.dropOneAfterConflict(item.commandId)}>{t('dropOne')}</button>
                  </li>
                ))}
              </ul>
              <button type="button" data-act="resend" onClick={() => ctrl.resendAfterConflict()}>{t('resend')}</button>
              <button type="button" data-act="discard" onClick={() => ctrl.discardAfterConflict()}>{t('discard')}</button>
            </>
          ) : <button type="button" onClick={() => ctrl.dismiss()}>{t('dismiss')}</button>}
        </div>
      )}
    </>
  );
}
