import { describe, expect, it } from 'vitest';
import { HttpError } from './api';
import { ChiefCtrl, type ChiefApi } from './chiefCtrl';
import type { AwaitingAward, GameLog, Protest } from './interfaces';

const protest = (id: string, gameId: string): Protest =>
  ({ protestId: id, gameId, filedBy: 'judge', filedAt: '2026-12-07T10:00:00Z', gameEndedAt: '2026-12-07T09:58:00Z' });
const log = (gameId: string): GameLog => ({ gameId, tournamentId: 'cup', stage: 'QUALIFYING', round: 1, tableNo: 2, judge: 'judge', entries: [] });

/** The tournament's open protests and held awards as game-service and protocol-service answer them, counting the log reads. */
class Tournament implements ChiefApi {
  protests: Protest[] = [protest('p1', 'g1'), protest('p2', 'g1'), protest('p3', 'g2')];
  awards: AwaitingAward[] = [];
  logsRead: string[] = [];
  refuse: HttpError | null = null;
  async openProtests() { if (this.refuse) throw this.refuse; return this.protests; }
  async awaitingAwards() { return this.awards; }
  async gameLog(gameId: string) { this.logsRead.push(gameId); return log(gameId); }
}

describe('the chief judge\'s screen', () => {
  it('loads the protests and reads each game\'s log once, across loads', async () => {
    const server = new Tournament();
    let draws = 0;
    const ctrl = new ChiefCtrl('cup', server as unknown as ChiefApi, () => { draws += 1; });
    await ctrl.load();
    await ctrl.load();
    expect(ctrl.protests!.map(p => p.protestId)).toEqual(['p1', 'p2', 'p3']);
    expect(server.logsRead).toEqual(['g1', 'g2']);
    expect(ctrl.logs.g2.tableNo).toBe(2);
    expect(draws).toBe(2);
  });

  it('after a decision: the outcome said, nothing picked, the lists read again and the log\'s version moved on', async () => {
    const server = new Tournament();
    const ctrl = new ChiefCtrl('cup', server as unknown as ChiefApi, () => undefined);
    await ctrl.load();
    ctrl.pick({ kind: 'protest', protest: server.protests[2] });
    expect(ctrl.pickedGame()).toBe('g2');
    server.protests = server.protests.slice(0, 2);
    await ctrl.done('Решение записано');
    expect([ctrl.picked, ctrl.note, ctrl.logVersion]).toEqual([null, { ok: true, text: 'Решение записано' }, 1]);
    expect(ctrl.protests!.map(p => p.protestId)).toEqual(['p1', 'p2']);
  });

  it('shows nothing of the tournament to one who is not its chief judge (403)', async () => {
    const server = new Tournament();
    server.refuse = new HttpError(403, { error: 'FORBIDDEN', message: 'no' });
    const ctrl = new ChiefCtrl('cup', server as unknown as ChiefApi, () => undefined);
    await ctrl.load();
    expect(ctrl.forbidden?.status).toBe(403);
    expect(ctrl.protests).toBeNull();
  });
});
