// The audit logs in words: each entry as the judge's console words it (log.ts), the amendment's result before and
// after with its protest; and the JSON export (the server's log with each entry's words beside it).
import type { GameEvent, LogEntry } from './interfaces';
import { lang, t } from './i18n';
import { describe } from './log';

const result = (r: string | undefined) => (r ? (r === 'ANNULLED' ? t('annulled') : `${t('winner')} ${t(r)}`) : '—');

/** The entry in words; an amendment adds "before → after" and the protest it names. */
export function entryWords(e: LogEntry): string {
  const event: GameEvent = { seq: e.seq, type: e.type, occurredAt: e.at, actor: e.actor, payload: e.payload };
  const words = describe(event);
  if (!e.amendment) return words;
  const a = e.amendment;
  const protest = a.protestId ? `, ${t('auditProtest')} ${a.protestId}` : '';
  return `${words}: ${result(a.before)} → ${result(a.after)} (${a.reason}${protest})`;
}

/** The time of day an entry happened, in the console's language. */
export function timeOf(at: string): string {
  return new Date(at).toLocaleTimeString(lang() === 'ru' ? 'ru-RU' : 'en-GB', { hour12: false });
}

/** The log as exported: as the server gave it, each entry with its words in the console's language. */
export function exported<T extends { entries: LogEntry[] }>(log: T): T & { entries: (LogEntry & { text: string })[] } {
  return { ...log, entries: log.entries.map(e => ({ ...e, text: entryWords(e) })) };
}

/** Saves the export as a JSON file. */
export function download(name: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}
