import { useEffect, useMemo, useState } from 'preact/hooks';
import { HttpError, type Api } from '../api';
import {
  amendCommand, approvalReasonWords, awardWords, decisionBody, filerWords, nicknames, returnable, windowLeft, windowWords, type ResultChoice,
} from '../chief';
import { t, type Key } from '../i18n';
import type { AwaitingAward, GameLog, Protest } from '../interfaces';
import { ChiefCtrl, failure, type Note } from '../chiefCtrl';
import { GameLogView } from './AuditView';
import { placeOf } from '../tables';

const RESULTS: ResultChoice[] = ['', 'RED', 'BLACK', 'DRAW', 'ANNULLED'];
const resultLabel = (r: ResultChoice) =>
  r === '' ? t('chiefUnchanged') : r === 'ANNULLED' ? t('annulled') : r === 'DRAW' ? t('chiefDraw') : `${t('winner')} ${t(r)}`;

/** Where a protest's game sits, from its log (stage, round, table). */
const placeOfLog = (log: GameLog | undefined, gameId: string) =>
  log ? placeOf({ ...log, version: 0, phase: '', finalized: false }) : gameId;

/** The chief judge's screen (?view=chief&t=…): open protests and held awards of a tournament, each beside its game's log. */
export function ChiefView({ api, tournament, show }: { api: Api; tournament?: string; show: (tournament: string) => void }) {
  const [, setTick] = useState(0);
  const ctrl = useMemo(() => (tournament ? new ChiefCtrl(tournament, api, () => setTick(n => n + 1)) : null), [api, tournament]);
  const [now, setNow] = useState(Date.now());
  const [typed, setTyped] = useState(tournament ?? '');
  useEffect(() => {
    ctrl?.start();
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => { ctrl?.stop(); window.clearInterval(tick); };
  }, [ctrl]);

  const form = (
    <form class="chief-pick" onSubmit={e => { e.preventDefault(); if (typed.trim()) show(typed.trim()); }}>
      <label>{t('chiefTournament')} <input name="tournament" value={typed} onInput={e => setTyped((e.target as HTMLInputElement).value)} /></label>
      <button type="submit" data-act="chief-show">{t('chiefShow')}</button>
      {ctrl && <button type="button" data-act="chief-refresh" onClick={() => void ctrl.load()}>{t('chiefRefresh')}</button>}
    </form>
  );
  if (!ctrl) return <section class="chief"><header><h2>{t('chiefTitle')}</h2>{form}</header><p>{t('chiefNoTournament')}</p></section>;
  if (ctrl.forbidden) {
    return (
      <section class="chief">
        <header><h2>{t('chiefTitle')}: {ctrl.tournament}</h2></header>
        <p class="banner refusal" role="alert" data-status={ctrl.forbidden.status}>
          <span>{t('chiefForbidden')}</span> <code class="code">{ctrl.forbidden.status} {ctrl.forbidden.body.error}</code>
        </p>
      </section>
    );
  }

  const { protests, awards, picked, note } = ctrl;
  const gameId = ctrl.pickedGame();
  const done = (text: string) => ctrl.done(text);
  const fail = (n: Note) => ctrl.fail(n);
  return (
    <section class="chief" data-tournament={ctrl.tournament}>
      <header><h2>{t('chiefTitle')}: {ctrl.tournament}</h2>{form}</header>
      {ctrl.failed && <p class="error">{t('chiefFailed')}: {ctrl.failed}</p>}
      {note && (
        <p class={`chief-note ${note.ok ? 'ok' : 'error'}`} data-ok={String(note.ok)}>
          {note.text}{note.retry && <button type="button" data-act="retry-amend" onClick={note.retry}>{t('chiefRetryAmend')}</button>}
        </p>
      )}
      <div class="chief-grid">
        <div class="chief-queue">
          <section class="panel">
            <h3>{t('chiefProtests')} ({protests?.length ?? '…'})</h3>
            {protests === null ? <p>{t('loading')}</p> : protests.length === 0 ? <p>{t('chiefNoProtests')}</p> : (
              <ul class="chief-list">{protests.map(p => (
                <li>
                  <button type="button" data-protest={p.protestId} data-game={p.gameId}
                    class={picked?.kind === 'protest' && picked.protest.protestId === p.protestId ? 'chosen' : ''}
                    onClick={() => ctrl.pick({ kind: 'protest', protest: p })}>
                    <span class="place">{placeOfLog(ctrl.logs[p.gameId], p.gameId)}</span>
                    <span class={`window${windowLeft(p, now) > 0 ? '' : ' closed'}`}>{windowWords(p, now)}</span>
                    <span class="filer">{t('chiefFiledBy')}: {filerWords(p, nicknames(ctrl.logs[p.gameId]))}</span>
                    <span class="what">{p.text}</span>
                  </button>
                </li>
              ))}</ul>
            )}
          </section>
          <section class="panel">
            <h3>{t('chiefAwards')} ({awards?.length ?? '…'})</h3>
            {awards === null ? <p>{t('loading')}</p> : awards.length === 0 ? <p>{t('chiefNoAwards')}</p> : (
              <ul class="chief-list">{awards.map(a => (
                <li>
                  <button type="button" data-award={a.gameId}
                    class={picked?.kind === 'award' && picked.award.gameId === a.gameId ? 'chosen' : ''}
                    onClick={() => ctrl.pick({ kind: 'award', award: a })}>
                    <span class="place">{placeOf({ ...a, phase: '', finalized: false })}</span>
                    <span class="filer">{t('auditJudge')}: {a.judge}</span>
                    <span class="what">{awardWords(a)}</span>
                  </button>
                </li>
              ))}</ul>
            )}
          </section>
        </div>
        <div class="chief-detail">
          {picked === null && <p class="panel">{t('chiefPick')}</p>}
          {picked?.kind === 'protest' && <ProtestDecision key={picked.protest.protestId} api={api} protest={picked.protest}
            done={done} fail={fail} />}
          {picked?.kind === 'award' && <AwardDecision key={picked.award.gameId} api={api} award={picked.award}
            done={done} fail={fail} reload={() => ctrl.load()} />}
          {gameId && <GameLogView key={`${gameId}-${ctrl.logVersion}`} api={api} gameId={gameId} />}
        </div>
      </div>
    </section>
  );
}

/** Upheld or rejected, the reasons, and where upheld the amended result: the decision, then the game's `amend`. */
function ProtestDecision({ api, protest, done, fail }: {
  api: Api; protest: Protest; done: (text: string) => Promise<void>; fail: (n: Note) => void;
}) {
  const [upheld, setUpheld] = useState<boolean | null>(null);
  const [reasons, setReasons] = useState('');
  const [result, setResult] = useState<ResultChoice>('');
  const [busy, setBusy] = useState(false);

  const amend = async (command: { type: string; [f: string]: unknown }) => {
    try {
      await api.chiefCommand(protest.gameId, `amend-${protest.protestId}`, command);
      await done(t('chiefDecided'));
    } catch (e) {
      fail({ ok: false, text: `${t('chiefAmendFailed')}: ${failure(e)}`, retry: () => void amend(command) });
    }
  };
  const submit = async () => {
    if (upheld === null) return;
    if (!reasons.trim()) { fail({ ok: false, text: t('chiefReasonsNeeded') }); return; }
    const body = decisionBody(upheld, reasons, result);
    setBusy(true);
    try {
      await api.decide(protest.gameId, protest.protestId, body);
    } catch (e) {
      setBusy(false);
      fail({ ok: false, text: `${t('chiefFailed')}: ${failure(e)}` });
      return;
    }
    const command = amendCommand(body, protest.protestId);
    if (command) await amend(command);
    else await done(t('chiefDecided'));
  };
  return (
    <section class="panel chief-decision" data-protest={protest.protestId}>
      <h3>{t('chiefProtest')}</h3>
      <p class="protest-text">{protest.text}</p>
      <div class="row">
        <button type="button" data-act="uphold" class={upheld === true ? 'chosen' : ''} onClick={() => setUpheld(true)}>{t('chiefUphold')}</button>
        <button type="button" data-act="reject" class={upheld === false ? 'chosen' : ''} onClick={() => { setUpheld(false); setResult(''); }}>{t('chiefReject')}</button>
      </div>
      {upheld && (
        <label class="row">{t('chiefResult')}
          <select name="result" value={result} onChange={e => setResult((e.target as HTMLSelectElement).value as ResultChoice)}>
            {RESULTS.map(r => <option value={r}>{resultLabel(r)}</option>)}
          </select>
        </label>
      )}
      <label class="reasons">{t('chiefReasons')}
        <textarea name="reasons" rows={3} maxLength={2000} value={reasons} onInput={e => setReasons((e.target as HTMLTextAreaElement).value)} />
      </label>
      <button type="button" data-act="decide" disabled={upheld === null || busy} onClick={() => void submit()}>{t('chiefDecide')}</button>
    </section>
  );
}

/** Approve the held award, or return it: the chief judge's undo takes it back and the judge awards again. */
function AwardDecision({ api, award, done, fail, reload }: {
  api: Api; award: AwaitingAward; done: (text: string) => Promise<void>; fail: (n: Note) => void; reload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (command: { type: string }, words: Key) => {
    setBusy(true);
    try {
      if (command.type === 'undo' && !returnable(await api.events(award.gameId))) {
        fail({ ok: false, text: t('chiefReturnNot') });
        return;
      }
      await api.chiefCommand(award.gameId, `${command.type}-${award.gameId}-${award.version}`, command, award.version);
      await done(t(words));
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) {
        fail({ ok: false, text: t('chiefChanged') });
        await reload();
      } else {
        fail({ ok: false, text: `${t('chiefFailed')}: ${failure(e)}` });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel chief-decision" data-award={award.gameId}>
      <h3>{t('award')}: {awardWords(award)}</h3>
      <p>{t('winner')}: {award.winner ? t(award.winner) : '—'}</p>
      <p class="chief">{t('chiefWhy')}: {award.approvalReasons.map(approvalReasonWords).join('; ')}</p>
      <div class="row">
        <button type="button" data-act="approve" disabled={busy} onClick={() => void run({ type: 'approve' }, 'chiefApproved')}>{t('chiefApprove')}</button>
        <button type="button" data-act="return" disabled={busy} onClick={() => void run({ type: 'undo' }, 'chiefReturned')}>{t('chiefReturn')}</button>
      </div>
      <p class="keys">{t('chiefReturnHint')}</p>
    </section>
  );
}
