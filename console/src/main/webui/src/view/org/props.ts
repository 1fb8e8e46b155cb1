import type { OrgApi } from '../../org/orgApi';
import type { Route } from '../../route';

/** What every screen of one tournament gets: the API, where it is (tournament, stage, round) and how to move. */
export interface OrgScreenProps { api: OrgApi; route: Route; go: (next: Route) => void }
