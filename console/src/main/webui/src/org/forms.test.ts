import { describe, expect, it } from 'vitest';
import { playerBody, playerProblems, tournamentProblems, usernames } from './forms';
import type { NewTournament } from './types';

const cup: NewTournament = {
  id: 'cup-2026', name: 'Осенний кубок', startsOn: '2026-10-01', endsOn: '2026-10-02', ruleset: 'FIIM',
  options: { withdrawal: true, noLiftAtThreeOrFour: true }, stages: [{ stage: 'QUALIFYING', gamesPerPlayer: 10 }],
};

describe('the tournament form', () => {
  it('passes a tournament the service takes', () => {
    expect(tournamentProblems(cup)).toEqual({});
  });

  it('names each field the service would refuse', () => {
    expect(tournamentProblems({
      ...cup, id: 'осень 2026', name: '  ', endsOn: '2026-09-30',
      stages: [{ stage: 'QUALIFYING', gamesPerPlayer: 0 }, { stage: 'QUALIFYING', gamesPerPlayer: 101 }],
    })).toEqual({ id: 'badTournamentId', name: 'required', endsOn: 'endsBeforeStart', games0: 'gamesRange', games1: 'gamesRange',
      stage1: 'stageTwice' });
    expect(tournamentProblems({ ...cup, startsOn: '', stages: [] })).toEqual({ startsOn: 'required', stages: 'noStage' });
  });
});

describe('the player form', () => {
  it('holds the service limits: nickname 40, club 60, external id 64', () => {
    expect(playerProblems({ nickname: 'я'.repeat(40), club: 'к'.repeat(60), externalId: 'e'.repeat(64) })).toEqual({});
    expect(playerProblems({ nickname: 'я'.repeat(41), club: 'к'.repeat(61), externalId: 'e'.repeat(65) }))
      .toEqual({ nickname: 'tooLong', club: 'tooLong', externalId: 'tooLong' });
    expect(playerProblems({ nickname: '   ' })).toEqual({ nickname: 'required' });
  });

  it('sends the player trimmed, without empty optional fields', () => {
    expect(playerBody({ nickname: ' Гром ', club: '  ', externalId: ' fiim-1 ' })).toEqual({ nickname: 'Гром', externalId: 'fiim-1' });
  });
});

describe('judges typed by username', () => {
  it('splits on spaces, commas and lines, once each, and names what cannot be a username', () => {
    expect(usernames('judge, judge2\njudge  Judge Dredd')).toEqual({ names: ['judge', 'judge2'], bad: ['Judge', 'Dredd'] });
  });
});
