import { useEffect, useRef, useState } from 'preact/hooks';
import { HttpError } from '../../api';
import { lang, t } from '../../i18n';
import { previewCsv, reasonInRussian, rowErrors, type CsvPreview } from '../../org/csv';
import { value } from './Field';
import { Refusal } from './Refusal';

/** The CSV import's state, shared by its input (the text, the file, the send button) and its outcome (shown beside). */
export interface CsvImportState {
  text: string;
  setText: (text: string) => void;
  preview: CsvPreview;
  refused: unknown;
  registered: number | null;
  submit: (e: Event) => Promise<void>;
}

/** Players from CSV, sent as one import that registers every row or nobody. */
export function useCsvImport(send: (csv: string) => Promise<unknown[]>, imported: () => void): CsvImportState {
  const [text, setTextState] = useState('');
  const [refused, setRefused] = useState<unknown>(null);
  const [registered, setRegistered] = useState<number | null>(null);
  const setText = (next: string) => { setTextState(next); setRefused(null); setRegistered(null); };
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      const players = await send(text);
      setText('');
      setRegistered(players.length);
      imported();
    } catch (error) {
      setRefused(error);
    }
  };
  return { text, setText, preview: previewCsv(text), refused, registered, submit };
}

/** The CSV pasted or read from a file, and the button that sends it. */
export function CsvInput({ state }: { state: CsvImportState }) {
  const { preview } = state;
  const load = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) state.setText(await file.text());
  };
  return (
    <form class="panel form" onSubmit={state.submit} data-form="csv">
      <h2>{t('importCsv')}</h2>
      <p class="hint">{t('csvHint')}</p>
      <textarea name="csv" rows={6} value={state.text} onInput={e => state.setText(value(e))} spellcheck={false} />
      <label class="file-pick">{t('csvFile')}<input type="file" name="csvFile" accept=".csv,text/csv,text/plain" onChange={load} /></label>
      {preview.unreadable.length > 0 && (
        <p class="problem">{t('csvUnreadable')}: {preview.unreadable.map(u => u.line).join(', ')}</p>
      )}
      <button type="submit" class="primary" data-act="importCsv" disabled={preview.rows.length === 0 && preview.unreadable.length === 0}>
        {t('importSend')}
      </button>
    </form>
  );
}

/**
 * What the import did or will do: every bad line of a refused import in the organiser's words (the service's stable
 * code beside them), how many were registered, and the rows previewed line by line (bad ones marked).
 */
export function CsvOutcome({ state }: { state: CsvImportState }) {
  const { preview, refused, registered } = state;
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => { if (refused !== null) banner.current?.scrollIntoView({ block: 'nearest' }); }, [refused]);
  const listed = refused instanceof HttpError && refused.body.error === 'INVALID_PLAYER_ROWS' ? rowErrors(refused.body.message ?? '') : [];
  const badRows = listed.length > 0 ? listed : null;
  const badLines = new Set(listed.map(r => r.line));
  if (refused === null && registered === null && preview.rows.length === 0) return null;
  return (
    <section class="panel csv-outcome">
      {badRows ? (
        <div class="banner refusal bad-rows" role="alert" ref={banner}>
          <strong>{t('importRefused')}</strong>
          <span class="message">{t('badRowCount')}: {badRows.length} <span class="code">INVALID_PLAYER_ROWS</span></span>
          <ul>{badRows.map(r => (
            <li data-bad-line={r.line}>{t('line')} {r.line}: {lang() === 'ru' ? reasonInRussian(r.reason) : r.reason}</li>
          ))}</ul>
        </div>
      ) : refused !== null && <Refusal error={refused} />}
      {registered !== null && <p class="ok" data-imported={registered}>{t('registered')}: {registered}</p>}
      {preview.rows.length > 0 && (
        <details open class="preview" data-preview={preview.rows.length}>
          <summary>{badRows
            ? `${t('csvRows')}: ${preview.rows.length} · ${t('csvNoneRegistered')}`
            : `${t('csvPreview')}: ${preview.rows.length}`}</summary>
          <div class="rows"><table class="list">
            <thead><tr><th>{t('line')}</th><th>{t('nickname')}</th><th>{t('club')}</th><th>{t('externalId')}</th></tr></thead>
            <tbody>{preview.rows.map(r => (
              <tr class={badLines.has(r.line) ? 'bad' : ''}><td>{r.line}</td><td>{r.nickname}</td><td>{r.club ?? ''}</td><td>{r.externalId ?? ''}</td></tr>
            ))}</tbody>
          </table></div>
        </details>
      )}
    </section>
  );
}
