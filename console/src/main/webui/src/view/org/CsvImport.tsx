import { useEffect, useRef, useState } from 'preact/hooks';
import { HttpError } from '../../api';
import { t } from '../../i18n';
import { previewCsv, rowErrors } from '../../org/csv';
import { value } from './Field';
import { Refusal } from './Refusal';

/**
 * Players from CSV, pasted or read from a file, previewed line by line; sent as one import that registers every row
 * or nobody. A refused import lists every bad line in the service's words.
 */
export function CsvImport({ import: send, imported }: { import: (csv: string) => Promise<unknown[]>; imported: () => void }) {
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<unknown>(null);
  const [registered, setRegistered] = useState<number | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => { if (refused !== null) banner.current?.scrollIntoView({ block: 'nearest' }); }, [refused]);
  const preview = previewCsv(text);
  const load = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) { setText(await file.text()); setRefused(null); setRegistered(null); }
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      const players = await send(text);
      setText('');
      setRefused(null);
      setRegistered(players.length);
      imported();
    } catch (error) {
      setRefused(error);
    }
  };
  const badRows = refused instanceof HttpError && refused.body.error === 'INVALID_PLAYER_ROWS' ? rowErrors(refused.body.message ?? '') : null;
  const badLines = new Set(badRows?.lines.map(line => Number(line.match(/^line (\d+)/)?.[1])) ?? []);
  return (
    <form class="panel form" onSubmit={submit} data-form="csv">
      <h2>{t('importCsv')}</h2>
      <p class="hint">{t('csvHint')}</p>
      <textarea name="csv" rows={6} value={text} onInput={e => { setText(value(e)); setRefused(null); setRegistered(null); }} spellcheck={false} />
      <label class="file-pick">{t('csvFile')}<input type="file" name="csvFile" accept=".csv,text/csv,text/plain" onChange={load} /></label>
      {badRows ? (
        <div class="banner refusal bad-rows" role="alert" ref={banner}>
          <strong>{t('importRefused')}</strong>
          <span class="code">INVALID_PLAYER_ROWS</span>
          <span class="message">{badRows.summary}</span>
          <ul>{badRows.lines.map(line => <li data-bad-line={line.match(/^line (\d+)/)?.[1]}>{line}</li>)}</ul>
        </div>
      ) : refused !== null && <Refusal error={refused} />}
      {registered !== null && <p class="ok" data-imported={registered}>{t('registered')}: {registered}</p>}
      {preview.rows.length > 0 && (
        <details open class="preview" data-preview={preview.rows.length}>
          <summary>{t('csvPreview')}: {preview.rows.length}</summary>
          <div class="rows"><table class="list">
            <thead><tr><th>{t('line')}</th><th>{t('nickname')}</th><th>{t('club')}</th><th>{t('externalId')}</th></tr></thead>
            <tbody>{preview.rows.map(r => (
              <tr class={badLines.has(r.line) ? 'bad' : ''}><td>{r.line}</td><td>{r.nickname}</td><td>{r.club ?? ''}</td><td>{r.externalId ?? ''}</td></tr>
            ))}</tbody>
          </table></div>
        </details>
      )}
      {preview.unreadable.length > 0 && (
        <p class="problem">{t('csvUnreadable')}: {preview.unreadable.map(u => u.line).join(', ')}</p>
      )}
      <button type="submit" class="primary" data-act="importCsv" disabled={preview.rows.length === 0 && preview.unreadable.length === 0}>
        {t('importSend')}
      </button>
    </form>
  );
}
