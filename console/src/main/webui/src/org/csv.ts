// What a CSV of players will register, read as game-service reads it (PlayerRows): one player a line as
// nickname[,club[,externalId]], an optional header line "nickname,…", blank lines skipped, a field in double quotes
// may hold commas and doubled quotes. The preview only shows the rows; the service checks and decides.

export interface CsvRow { line: number; nickname: string; club: string | null; externalId: string | null }
export interface CsvPreview { rows: CsvRow[]; unreadable: { line: number; fields: number | null }[] }

export function previewCsv(text: string): CsvPreview {
  const rows: CsvRow[] = [];
  const unreadable: CsvPreview['unreadable'] = [];
  text.split(/\r?\n|\r/).forEach((content, i) => {
    const line = i + 1;
    if (content.trim() === '' || (rows.length === 0 && unreadable.length === 0 && isHeader(content))) return;
    const fields = fieldsOf(content);
    if (fields === null || fields.length > 3) {
      unreadable.push({ line, fields: fields?.length ?? null });
      return;
    }
    rows.push({ line, nickname: fields[0], club: blankToNull(fields[1]), externalId: blankToNull(fields[2]) });
  });
  return { rows, unreadable };
}

function isHeader(line: string): boolean {
  return line.trim().toLowerCase().replaceAll('"', '').split(',')[0].trim() === 'nickname';
}

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** The line's fields, trimmed; null when a quote is not closed. */
export function fieldsOf(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (c === ',') {
      fields.push(field.trim());
      field = '';
    } else {
      field += c;
    }
  }
  if (quoted) return null;
  fields.push(field.trim());
  return fields;
}

/**
 * A refused import's message split for a list, word for word as the service wrote it:
 * "3 bad rows, nobody registered: line 3: …; line 4: …" → the summary and one entry a bad line.
 */
export function rowErrors(message: string): { summary: string; lines: string[] } {
  const start = message.search(/line \d+: /);
  if (start < 0) return { summary: message, lines: [] };
  return {
    summary: message.slice(0, start).replace(/:\s*$/, ''),
    lines: message.slice(start).split(/; (?=line \d+: )/),
  };
}
