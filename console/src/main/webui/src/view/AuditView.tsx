import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api';
import { download, entryWords, exported, timeOf } from '../audit';
import { stageName, t } from '../i18n';
import { eventTypeName, FILTER_TYPES } from '../log';
import type { GameLog, LogEntry, TournamentLog } from '../interfaces';

function Entries({ entries, withTable, openGame }: { entries: LogEntry[]; withTable: boolean; openGame?: (id: string) => void }) {
  return (
    <table class="audit-entries">
      <thead><tr>
        <th>{t('auditTime')}</th>{withTable && <th>{t('table')}</th>}<th>#</th><th>{t('auditActor')}</th><th>{t('event')}</th>
      </tr></thead>
      <tbody>{entries.map(e => (
        <tr data-seq={e.seq} data-type={e.type} data-game={e.gameId} class={`${e.undone ? 'undone' : ''}${e.amendment ? ' amended' : ''}`}>
          <td>{timeOf(e.at)}</td>
          {withTable && <td>{openGame ? <a href="#" onClick={ev => { ev.preventDefault(); openGame(e.gameId); }}>{e.tableNo ?? e.gameId}</a> : e.tableNo}</td>}
          <td>{e.seq}</td>
          <td>{e.actor}</td>
          <td>{e.undone ? <s title={`${t('auditUndoneBy')} ${e.undoneBy}`}>{entryWords(e)}</s> : entryWords(e)}</td>
        </tr>
      ))}</tbody>
    </table>
  );
}

/** A game's full log: who did what and when, undone steps struck through, amendments with before and after. */
export function GameLogView({ api, gameId }: { api: Api; gameId: string }) {
  const [log, setLog] = useState<GameLog | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => { api.gameLog(gameId).then(setLog, e => setFailed(String(e.message ?? e))); }, [api, gameId]);
  if (failed) return <section class="panel audit"><p class="error">{t('auditFailed')}: {failed}</p></section>;
  if (!log) return <section class="panel audit"><p>{t('loading')}</p></section>;
  return (
    <section class="panel audit" data-game={log.gameId}>
      <header>
        <h2>{t('auditGame')}: {[log.tournamentId, log.stage ? stageName(log.stage) : '', log.round ? `${t('round')} ${log.round}` : '',
          log.tableNo ? `${t('table')} ${log.tableNo}` : ''].filter(Boolean).join(' · ') || log.gameId}</h2>
        <span>{t('auditJudge')}: {log.judge}</span>
        <button type="button" data-act="export" onClick={() => download(`game-${log.gameId}-log.json`, exported(log))}>{t('auditExport')}</button>
      </header>
      <Entries entries={log.entries} withTable={false} />
    </section>
  );
}


/** A tournament's log, filtered by table, judge and event type; a game's entries open its own log. */
export function TournamentLogView({ api, tournament, openGame }: { api: Api; tournament: string; openGame: (id: string) => void }) {
  const [table, setTable] = useState('');
  const [judge, setJudge] = useState('');
  const [type, setType] = useState('');
  const [log, setLog] = useState<TournamentLog | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    api.tournamentLog(tournament, { table: Number(table) || undefined, judge: judge.trim() || undefined, type: type || undefined })
      .then(setLog, e => setFailed(String(e.message ?? e)));
  };
  useEffect(load, [api, tournament]);
  return (
    <section class="panel audit" data-tournament={tournament}>
      <header>
        <h2>{t('auditTournament')}: {tournament}</h2>
        {log && <button type="button" data-act="export" onClick={() => download(`tournament-${tournament}-log.json`, exported(log))}>{t('auditExport')}</button>}
      </header>
      <form class="filters" onSubmit={e => { e.preventDefault(); load(); }}>
        <label>{t('table')} <input name="table" inputMode="numeric" size={4} value={table} onInput={e => setTable((e.target as HTMLInputElement).value)} /></label>
        <label>{t('auditJudge')} <input name="judge" size={10} value={judge} onInput={e => setJudge((e.target as HTMLInputElement).value)} /></label>
        <label>{t('event')} <select name="type" value={type} onChange={e => setType((e.target as HTMLSelectElement).value)}>
          <option value="">{t('auditAll')}</option>
          {FILTER_TYPES.map(ty => <option value={ty}>{eventTypeName(ty)}</option>)}
        </select></label>
        <button type="submit" data-act="filter">{t('auditFilter')}</button>
      </form>
      {failed ? <p class="error">{t('auditFailed')}: {failed}</p> : !log ? <p>{t('loading')}</p> : (
        <>
          <Entries entries={log.entries} withTable openGame={openGame} />
          {log.more && <p>{t('auditMore')}</p>}
        </>
      )}
    </section>
  );
}
