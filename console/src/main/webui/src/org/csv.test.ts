import { describe, expect, it } from 'vitest';
import { fieldsOf, previewCsv, rowErrors } from './csv';

describe('CSV preview', () => {
  it('reads a player a line with the header, blank lines and quoted commas as the service does', () => {
    const preview = previewCsv('nickname,club,externalId\r\nГром,Северный ветер,fiim-1\n\n"Туман, младший",,\n  Луна  \n');
    expect(preview.rows).toEqual([
      { line: 2, nickname: 'Гром', club: 'Северный ветер', externalId: 'fiim-1' },
      { line: 4, nickname: 'Туман, младший', club: null, externalId: null },
      { line: 5, nickname: 'Луна', club: null, externalId: null },
    ]);
    expect(preview.unreadable).toEqual([]);
  });

  it('takes a first line "nickname" as a header only before any player', () => {
    expect(previewCsv('Гром\nnickname').rows.map(r => r.nickname)).toEqual(['Гром', 'nickname']);
  });

  it('names the lines it cannot read: an open quote, more than three fields', () => {
    expect(previewCsv('Гром\n"Туман, младший\nа,б,в,г\n').unreadable).toEqual([{ line: 2, fields: null }, { line: 3, fields: 4 }]);
  });

  it('keeps doubled quotes inside a quoted field', () => {
    expect(fieldsOf('"Лис ""Хитрый""", Клуб')).toEqual(['Лис "Хитрый"', 'Клуб']);
  });
});

describe('a refused import', () => {
  it('lists every bad line word for word as the service wrote it', () => {
    const message = '3 bad rows, nobody registered: line 3: nickname гром is already registered; line 4: the nickname is empty; '
      + 'line 5: external id fiim-7 is on line 2';
    expect(rowErrors(message)).toEqual({
      summary: '3 bad rows, nobody registered',
      lines: ['line 3: nickname гром is already registered', 'line 4: the nickname is empty', 'line 5: external id fiim-7 is on line 2'],
    });
  });

  it('keeps a message without lines whole', () => {
    expect(rowErrors('the CSV lists no player')).toEqual({ summary: 'the CSV lists no player', lines: [] });
  });
});
