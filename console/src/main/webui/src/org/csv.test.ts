import { describe, expect, it } from 'vitest';
import { fieldsOf, previewCsv, reasonInRussian, rowErrors } from './csv';

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
  it('lists every bad line with its number and the service\'s reason', () => {
    const message = '3 bad rows, nobody registered: line 3: nickname гром is already registered; line 4: the nickname is empty; '
      + 'line 5: external id fiim-7 is on line 2';
    expect(rowErrors(message)).toEqual([
      { line: 3, reason: 'nickname гром is already registered' },
      { line: 4, reason: 'the nickname is empty' },
      { line: 5, reason: 'external id fiim-7 is on line 2' },
    ]);
  });

  it('finds no line in a message without lines', () => {
    expect(rowErrors('the CSV lists no player')).toEqual([]);
  });

  it('says every reason game-service gives (PlayerRowsTest) in Russian', () => {
    expect([
      'nickname гром is already registered',
      'the nickname is empty',
      'nickname ветер is on line 1',
      'external id fiim-1 is already registered',
      'external id fiim-2 is on line 1',
      '4 fields, at most 3 (nickname,club,externalId)',
      'a quote is not closed',
      'the nickname is longer than 40 characters',
      'the club is longer than 60 characters',
      'the external id is longer than 64 characters',
      'something new',
    ].map(reasonInRussian)).toEqual([
      'ник «гром» уже зарегистрирован в турнире',
      'нет ника',
      'ник «ветер» уже есть в строке 1',
      'внешний ID «fiim-1» уже зарегистрирован в турнире',
      'внешний ID «fiim-2» уже есть в строке 1',
      'полей: 4, а можно не больше 3 (ник, клуб, внешний ID)',
      'не закрыта кавычка',
      'ник длиннее 40 знаков',
      'клуб длиннее 60 знаков',
      'внешний ID длиннее 64 знаков',
      'something new',
    ]);
  });
});
