import { useEffect, useState } from 'preact/hooks';
import { lang, stageName, t } from '../../i18n';
import type { ApiError } from '../../interfaces';
import { tableQrSrc } from '../../org/qr';
import { judgingProblems, nextToPublish, nicknames } from '../../org/rounds';
import type { PublishedTable, SeatingRound } from '../../org/types';
import { useLoad } from './load';
import type { OrgScreenProps } from './props';
import { Refusal } from './Refusal';
import { RoundPicker, StagePicker, useStage } from './StagePicker';

/**
 * A round of the stage: a judge picked for every table, then published; a published round lists its games, and each
 * table may be given to another judge mid-round.
 */
export function PublishView({ api, route, go }: OrgScreenProps) {
  const id = route.tournament!;
  const { regulations, stage } = useStage(api, route);
  const seating = useLoad(() => (stage ? api.seating(id, stage) : Promise.resolve(null)), [api, id, stage]);
  // without a round in the URL: the next round to publish, not round 1 that may be published already
  const next = useLoad(() => (route.round || !stage || !seating.data ? Promise.resolve(undefined)
    : nextToPublish(seating.data.rounds.map(r => r.number), async r => (await api.round(id, stage, r)).length > 0)),
  [api, id, stage, seating.data, route.round]);
  const round = route.round ?? next.data ?? undefined;
  const published = useLoad(() => (stage && round ? api.round(id, stage, round) : Promise.resolve(null)), [api, id, stage, round]);
  const players = useLoad(() => api.players(id), [api, id]);
  const judges = useLoad(() => api.judges(id), [api, id]);
  if (regulations.failed) return <div class="org"><Refusal error={regulations.failed} /></div>;
  if (!regulations.data || !stage) return <div class="org"><p>{t('loading')}</p></div>;
  const failed = seating.failed ?? next.failed ?? published.failed ?? players.failed ?? judges.failed;
  const ready = seating.data && round && published.data && players.data && judges.data;
  const seated = seating.data?.rounds.find(r => r.number === round);
  return (
    <div class="org">
      <section class="panel">
        <h2>{t('publish')}</h2>
        <StagePicker regulations={regulations.data} stage={stage} route={route} go={go} />
        <RoundPicker seating={seating.data} round={round ?? 0} route={{ ...route, stage }} go={go} />
        {failed ? <Refusal error={failed} />
          : seating.data && seating.data.rounds.length === 0 ? <p>{t('noSeating')}</p>
          : !ready || !round ? <p>{t('loading')}</p>
          : published.data!.length > 0 ? <>
              <Published tables={published.data!} judges={judges.data!.judges}
                reassign={(table, judge) => api.reassign(id, stage, round, table, judge).then(published.reload)} />
              <QrSheet tables={published.data!} heading={`${regulations.data.name} · ${stageName(stage)} · ${t('roundNo')} ${round}`} />
            </>
          : !seated ? <p>{seating.data!.rounds.length === 0 ? t('noSeating') : t('noRound')}</p>
          : <JudgePicker key={`${stage}-${round}`} round={seated} judges={judges.data!.judges} name={nicknames(players.data!)}
              publish={chosen => api.publish(id, stage, round, chosen).then(published.reload)} />}
      </section>
    </div>
  );
}

function JudgePicker({ round, judges, name, publish }: {
  round: SeatingRound; judges: string[]; name: (id: string) => string; publish: (chosen: Record<string, string>) => Promise<void>;
}) {
  // no judge preselected: the organiser picks one a table, and Publish waits until every table has one
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => setChosen({}), [round]);
  const problems = judgingProblems(round, chosen);
  const blocked = problems.unjudged.length > 0 || problems.twice.length > 0;
  const submit = async () => {
    setSending(true);
    try {
      await publish(chosen);
    } catch (error) {
      setRefused(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <p class="summary">{t('notPublished')}</p>
      <div class="round-tables">{round.tables.map(table => (
        <div class="round-table" data-table={table.number}>
          <h3>{t('tableNo')} {table.number}</h3>
          <ol class="seated">{table.seats.map(s => <li value={s.number}>{name(s.player)}</li>)}</ol>
          <label class="field">
            <span>{t('judgeOf')}</span>
            <select name={`judge${table.number}`} value={chosen[String(table.number)] ?? ''}
              onChange={e => setChosen({ ...chosen, [String(table.number)]: (e.target as HTMLSelectElement).value })}>
              <option value="">{t('pickJudge')}</option>
              {judges.map(j => <option value={j}>{j}</option>)}
            </select>
          </label>
        </div>
      ))}</div>
      {problems.unjudged.length > 0 && <p class="problem">{t('unjudged')}: {problems.unjudged.join(', ')}</p>}
      {problems.twice.length > 0 && <p class="problem">{t('judgeTwice')}: {problems.twice.join(', ')}</p>}
      {refused !== null && <Refusal error={refused} />}
      <button type="button" class="primary" data-act="publish" disabled={blocked || sending} onClick={submit}>{t('publishSend')}</button>
    </>
  );
}

function Published({ tables, judges, reassign }: {
  tables: PublishedTable[]; judges: string[]; reassign: (table: number, judge: string) => Promise<void>;
}) {
  return (
    <>
      <h3>{t('publishedTables')}</h3>
      <p class="hint">{t('reassignHint')}</p>
      <table class="list published" data-list="published">
        <thead><tr><th>{t('tableNo')}</th><th>{t('judgeOf')}</th><th>{t('game')}</th></tr></thead>
        <tbody>{tables.map(p => <PublishedRow key={`${p.tableNo}-${p.judge}`} table={p} judges={judges} reassign={reassign} />)}</tbody>
      </table>
    </>
  );
}

/**
 * Each table's QR code, which opens the console on its game (after sign-in): on the screen under the tables, and
 * printed alone as an A4 sheet of cards with the table numbers (style.css, @media print).
 */
function QrSheet({ tables, heading }: { tables: PublishedTable[]; heading: string }) {
  return (
    <section class="qr-sheet" data-list="qr">
      <div class="qr-head">
        <h3>{t('qrTitle')}</h3>
        <button type="button" data-act="printQr" onClick={() => window.print()}>{t('qrPrint')}</button>
      </div>
      <p class="hint">{t('qrHint')}</p>
      <p class="qr-print-title">{heading}</p>
      <div class="qr-cards">{[...tables].sort((a, b) => a.tableNo - b.tableNo).map(p => (
        <figure class="qr-card" data-table={p.tableNo}>
          <img src={tableQrSrc(p.gameId)} alt={`${t('qrOf')} ${p.tableNo}`} width={180} height={180} />
          <figcaption><strong>{t('tableNo')} {p.tableNo}</strong><span class="judge">{p.judge}</span></figcaption>
        </figure>
      ))}</div>
    </section>
  );
}

/** A published table: its judge now, another to pick and the button that gives him the table, and the game's id. */
function PublishedRow({ table, judges, reassign }: {
  table: PublishedTable; judges: string[]; reassign: (table: number, judge: string) => Promise<void>;
}) {
  const [picked, setPicked] = useState(table.judge);
  const [refused, setRefused] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    setRefused(null);
    try {
      await reassign(table.tableNo, picked);
    } catch (error) {
      setRefused(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <tr data-table={table.tableNo}>
      <td>{table.tableNo}</td>
      <td>
        <div class="reassign">
          <span class="now" data-judge={table.judge}>{table.judge}</span>
          <select name={`reassign${table.tableNo}`} aria-label={t('reassignTo')} value={picked}
            onChange={e => { setPicked((e.target as HTMLSelectElement).value); setRefused(null); }}>
            {(judges.includes(table.judge) ? judges : [table.judge, ...judges]).map(j => <option value={j}>{j}</option>)}
          </select>
          <button type="button" data-act={`reassign${table.tableNo}`} disabled={sending || picked === table.judge} onClick={send}>
            {t('reassign')}
          </button>
        </div>
        {refused !== null && <Refusal error={refused} words={judgeWords} />}
      </td>
      <td class="mono" data-game={table.gameId}>{table.gameId}</td>
    </tr>
  );
}

/** The codes a reassignment is refused with, in the organiser's words (Russian). */
const JUDGE_CODES = ['JUDGE_TWICE', 'UNREGISTERED_JUDGE', 'CONCURRENT_COMMAND'];

function judgeWords(body: ApiError): string {
  return lang() === 'ru' && JUDGE_CODES.includes(body.error) ? t(body.error) : body.message ?? '';
}
