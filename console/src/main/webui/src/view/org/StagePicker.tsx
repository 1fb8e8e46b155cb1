import { stageName, t } from '../../i18n';
import type { OrgApi } from '../../org/orgApi';
import type { Regulations, StageName, StageSeating } from '../../org/types';
import type { Route } from '../../route';
import { useLoad, type Loaded } from './load';

/** The tournament's regulations and the stage the screen shows: the route's, or the regulations' first. */
export function useStage(api: OrgApi, route: Route): { regulations: Loaded<Regulations>; stage: StageName | null } {
  const regulations = useLoad(() => api.regulations(route.tournament!), [api, route.tournament]);
  const stages = regulations.data?.stages.map(s => s.stage) ?? [];
  const stage = stages.find(s => s === route.stage) ?? stages[0] ?? null;
  return { regulations, stage };
}

/** The regulations' stages as buttons, the shown one chosen, with its games per player. */
export function StagePicker({ regulations, stage, route, go }:
  { regulations: Regulations; stage: StageName; route: Route; go: (r: Route) => void }) {
  return (
    <div class="row stages" role="group" aria-label={t('stage')}>
      {regulations.stages.map(s => (
        <button type="button" data-stage={s.stage} class={s.stage === stage ? 'chosen' : ''}
          onClick={() => go({ ...route, stage: s.stage, round: undefined })}>
          {stageName(s.stage)} · {t('gamesPerPlayer')}: {s.gamesPerPlayer}
        </button>
      ))}
    </div>
  );
}

/** The seating's rounds as buttons, the shown one chosen. */
export function RoundPicker({ seating, round, route, go }:
  { seating: StageSeating | null; round: number; route: Route; go: (r: Route) => void }) {
  if (!seating || seating.rounds.length === 0) return null;
  return (
    <div class="row rounds" role="group" aria-label={t('roundNo')}>
      {seating.rounds.map(r => (
        <button type="button" data-round={r.number} class={r.number === round ? 'chosen' : ''}
          onClick={() => go({ ...route, round: r.number })}>{t('roundNo')} {r.number}</button>
      ))}
    </div>
  );
}
