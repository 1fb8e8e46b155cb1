import { useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { overlayUrl } from '../../org/overlay';
import { useLoad } from './load';
import type { OrgScreenProps } from './props';
import { Refusal } from './Refusal';
import { RoundPicker, StagePicker, useStage } from './StagePicker';

/**
 * The overlays to paste into OBS as browser sources: the tournament's standings, and each published table of a round
 * beside them, each URL with a copy button; a transparent background on request.
 */
export function OverlaysView({ api, route, go }: OrgScreenProps) {
  const id = route.tournament!;
  const round = route.round ?? 1;
  const [transparent, setTransparent] = useState(false);
  const { regulations, stage } = useStage(api, route);
  const seating = useLoad(() => (stage ? api.seating(id, stage) : Promise.resolve(null)), [api, id, stage]);
  const tables = useLoad(() => (stage ? api.round(id, stage, round) : Promise.resolve(null)), [api, id, stage, round]);
  const options = { transparent };
  return (
    <div class="org">
      <section class="panel overlays">
        <h2>{t('overlays')}</h2>
        <p class="hint">{t('overlaysHint')}</p>
        <label class="check"><input type="checkbox" name="transparent" checked={transparent}
          onChange={e => setTransparent((e.target as HTMLInputElement).checked)} />{t('overlayTransparent')}</label>
        <h3>{t('overlayTournament')}</h3>
        <CopyUrl name="tournament" url={overlayUrl(location.origin, id, options)} />
        <h3>{t('overlayTables')}</h3>
        {regulations.failed ? <Refusal error={regulations.failed} />
          : !regulations.data || !stage ? <p>{t('loading')}</p>
          : (
            <>
              <StagePicker regulations={regulations.data} stage={stage} route={route} go={go} />
              <RoundPicker seating={seating.data} round={round} route={{ ...route, stage }} go={go} />
              {tables.failed ? <Refusal error={tables.failed} />
                : tables.data === null ? <p>{t('loading')}</p>
                : tables.data.length === 0 ? <p>{t('notPublished')}</p>
                : (
                  <ul class="overlay-urls">{tables.data.map(table => (
                    <li data-table={table.tableNo}>
                      <span class="label">{t('tableNo')} {table.tableNo}</span>
                      <CopyUrl name={`table${table.tableNo}`} url={overlayUrl(location.origin, id, options, table.gameId)} />
                    </li>
                  ))}</ul>
                )}
            </>
          )}
      </section>
    </div>
  );
}

/**
 * A URL to read whole (a read-only field that wraps and grows to its text, so nothing is cut on a tablet or a phone)
 * or select, and a button that copies it (the clipboard API, or the selected text where it is not offered).
 */
function CopyUrl({ name, url }: { name: string; url: string }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      document.execCommand('copy');      // http:// origins have no clipboard API; the selection is copied
    }
    setCopied(url);
  };
  return (
    <div class="copy-url">
      <textarea ref={input} readOnly rows={1} spellcheck={false} name={`overlay-${name}`} value={url}
        onFocus={e => (e.target as HTMLTextAreaElement).select()} />
      <button type="button" data-copy={name} onClick={copy}>{copied === url ? t('copied') : t('copy')}</button>
      <a href={url} target="_blank" rel="noopener">{t('overlayOpen')}</a>
    </div>
  );
}
