import { HttpError } from '../../api';
import { t } from '../../i18n';

/** A refused request: the service's code and its words, or the organiser's words for them where {@code words} knows them. */
export function Refusal({ error, words = m => m }: { error: unknown; words?: (message: string) => string }) {
  if (error instanceof HttpError) {
    return (
      <div class="banner refusal" role="alert">
        {error.body.message && <span class="message">{words(error.body.message)}</span>}
        <span class="code">{error.body.error}</span>
      </div>
    );
  }
  return <div class="banner refusal" role="alert"><span class="message">{t('refused')}: {String(error)}</span></div>;
}
