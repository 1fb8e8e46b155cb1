import { HttpError } from '../../api';
import { t } from '../../i18n';

/** A refused request as the service answered it: its code and its words. */
export function Refusal({ error }: { error: unknown }) {
  if (error instanceof HttpError) {
    return (
      <div class="banner refusal" role="alert">
        <span class="code">{error.body.error}</span>
        {error.body.message && <span class="message">{error.body.message}</span>}
      </div>
    );
  }
  return <div class="banner refusal" role="alert"><span class="message">{t('refused')}: {String(error)}</span></div>;
}
