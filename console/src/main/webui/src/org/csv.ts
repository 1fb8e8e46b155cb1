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

/** One bad line of a refused import: its number and the service's reason (PlayerRows' words, in English). */
export interface BadRow { line: number; reason: string }

/** A refused import's message ("3 bad rows, nobody registered: line 3: …; line 4: …") as one entry a bad line. */
export function rowErrors(message: string): BadRow[] {
  const start = message.search(/line \d+: /);
  if (start < 0) return [];
  return message.slice(start).split(/; (?=line \d+: )/).map(entry => {
    const [, line, reason] = entry.match(/^line (\d+): (.*)$/s)!;
    return { line: Number(line), reason };
  });
}

/**
 * What is wrong with a player's row in Russian, one pattern for each reason game-service's PlayerRows gives (its
 * PlayerRowsTest pins them); a reason it does not know stays as the service wrote it.
 */
const RU_REASONS: [RegExp, (...m: string[]) => string][] = [
  [/^the nickname is empty$/, () => 'нет ника'],
  [/^the nickname is longer than (\d+) characters$/, n => `ник длиннее ${n} знаков`],
  [/^the club is longer than (\d+) characters$/, n => `клуб длиннее ${n} знаков`],
  [/^the external id is longer than (\d+) characters$/, n => `внешний ID длиннее ${n} знаков`],
  [/^nickname (.*) is already registered$/s, nick => `ник «${nick}» уже зарегистрирован в турнире`],
  [/^nickname (.*) is on line (\d+)$/s, (nick, line) => `ник «${nick}» уже есть в строке ${line}`],
  [/^external id (.*) is already registered$/s, id => `внешний ID «${id}» уже зарегистрирован в турнире`],
  [/^external id (.*) is on line (\d+)$/s, (id, line) => `внешний ID «${id}» уже есть в строке ${line}`],
  [/^(\d+) fields, at most 3 \(nickname,club,externalId\)$/, n => `полей: ${n}, а можно не больше 3 (ник, клуб, внешний ID)`],
  [/^a quote is not closed$/, () => 'не закрыта кавычка'],
];

export function reasonInRussian(reason: string): string {
  for (const [pattern, words] of RU_REASONS) {
    const m = reason.match(pattern);
    if (m) return words(...m.slice(1));
  }
  return reason;
}
