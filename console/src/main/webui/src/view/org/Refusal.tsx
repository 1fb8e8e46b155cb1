import { HttpError } from '../../api';
import { t } from '../../i18n';
import type { ApiError } from '../../interfaces';

/** A refused request: the service's code beside its words, or the organiser's words for them where {@code words} has some. */
export function Refusal({ error, words = body => body.message ?? '' }: { error: unknown; words?: (body: ApiError) => string }) {
  if (error instanceof HttpError) {
    const said = words(error.body);
    return (
      <div class="banner refusal" role="alert">
        {said && <span class="message">{said}</span>}
        <span class="code">{error.body.error}</span>
      </div>
    );
  }
  return <div class="banner refusal" role="alert"><span class="message">{t('refused')}: {String(error)}</span></div>;
}
