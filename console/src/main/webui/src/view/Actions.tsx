import type { ComponentChildren } from 'preact';
import { DISQUALIFY_CLAUSES, TEAM_DEFEAT_CLAUSES, type GameCtrl } from '../ctrl';
import { DEAL_COUNTS, ROLES, SEATS } from '../interfaces';
import { t } from '../i18n';
import { describe, lastStep } from '../log';
import { awardLimits } from '../limits';

/** A button for one command: enabled only when the view's `allowed` lists it. */
function Act(props: { ctrl: GameCtrl; type: string; label: string; onClick: () => void; enabled?: boolean; act?: string }) {
  const enabled = props.ctrl.allowed(props.type) && props.enabled !== false;
  return (
    <button type="button" data-act={props.act ?? props.type} disabled={!enabled} onClick={props.onClick}>
      {props.label}
    </button>
  );
}

function Panel({ title, children }: { title: string; children: ComponentChildren }) {
  return <section class="panel"><h2>{title}</h2>{children}</section>;
}

export function Deal({ ctrl }: { ctrl: GameCtrl }) {
  return (
    <Panel title={t('dealTitle')}>
      <p class="hint">{t('dealHint')}</p>
      <div class="roles">
        {ROLES.map(role => (
          <button type="button" data-role={role} class={ctrl.dealRole === role ? 'chosen' : ''}
                  onClick={() => ctrl.pickDealRole(role)}>
            {t(role)} {ctrl.dealCount(role)}/{DEAL_COUNTS[role]}
          </button>
        ))}
      </div>
      <div class="row">
        <Act ctrl={ctrl} type="deal" act="dealRoles" label={t('dealSend')} enabled={ctrl.dealComplete() !== null}
             onClick={() => ctrl.deal(false)} />
        <Act ctrl={ctrl} type="deal" act="dealRandom" label={t('dealServer')} onClick={() => ctrl.deal(true)} />
        <button type="button" onClick={() => ctrl.clearDeal()}>{t('dealClear')}</button>
      </div>
    </Panel>
  );
}

function Day({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  return (
    <Panel title={t(v.phase)}>
      <div class="row">
        <Act ctrl={ctrl} type="endSpeech" label={t('endSpeech')} onClick={() => ctrl.send({ type: 'endSpeech' })} />
        <Act ctrl={ctrl} type="nominate" label={ctrl.mode === 'nominate' ? t('pickNominee') : t('nominate')}
             onClick={() => ctrl.setMode('nominate')} />
        <Act ctrl={ctrl} type="withdraw" label={t('withdraw')}
             onClick={() => ctrl.send({ type: 'withdraw', by: v.speaker })} />
      </div>
      <p class="candidates">{t('candidates')}: <span data-candidates>{(v.candidates ?? []).join(', ') || '—'}</span></p>
    </Panel>
  );
}

function Voting({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const ballot = ctrl.ballot();
  const last = ballot[ballot.length - 1];
  return (
    <Panel title={t(v.phase)}>
      <ol class="ballot">
        {ballot.map((c, i) => (
          <li class={i === ctrl.voteIndex ? 'current' : ''} data-candidate={c}>
            {t('voteFor')} {c}: {c === last
              ? <span data-voters={c}>{ctrl.restToLast().join(', ')} ({ctrl.restToLast().length}) — {t('restTo')} {c}</span>
              : <span data-voters={c}>{(ctrl.votes[c] ?? []).join(', ')} ({(ctrl.votes[c] ?? []).length})</span>}
          </li>
        ))}
      </ol>
      <div class="row">
        <button type="button" data-act="nextCandidate" disabled={ctrl.voteIndex >= ballot.length - 2}
                onClick={() => ctrl.nextCandidate()}>{t('nextCandidate')}</button>
        <Act ctrl={ctrl} type="vote" label={t('sendVote')} onClick={() => ctrl.sendVote()} />
      </div>
    </Panel>
  );
}

function LiftAll({ ctrl }: { ctrl: GameCtrl }) {
  return (
    <Panel title={t('LIFT_ALL')}>
      <p>{t('candidates')}: {ctrl.ballot().join(', ')}</p>
      <p>{t('liftAll')}: <span data-liftall>{ctrl.liftAllFor.join(', ')} ({ctrl.liftAllFor.length})</span></p>
      <div class="row">
        <button type="button" class={ctrl.mode === 'liftAll' ? 'chosen' : ''} onClick={() => ctrl.setMode('liftAll')}>{t('pickSeat')}</button>
        <Act ctrl={ctrl} type="liftAll" label={t('sendLiftAll')}
             onClick={() => ctrl.send({ type: 'liftAll', for: [...ctrl.liftAllFor].sort((a, b) => a - b) })} />
      </div>
    </Panel>
  );
}

function Night({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const checks = (v.checks ?? []).filter(c => c.night === v.night);
  return (
    <Panel title={`${t('night')} ${v.night}`}>
      {ctrl.allowed('shoot') && (
        <div class="shots">
          {ctrl.blackShooters().map(s => (
            <button type="button" data-shooter={s} class={ctrl.shooter === s && ctrl.mode === 'shoot' ? 'chosen' : ''}
                    onClick={() => ctrl.pickShooter(s)}>
              {t(v.roles?.[s] ?? '')} {s} → {s in ctrl.shots ? (ctrl.shots[s] ?? t('miss')) : '?'}
            </button>
          ))}
          <button type="button" data-act="miss" onClick={() => ctrl.miss()}>{t('miss')}</button>
          <Act ctrl={ctrl} type="shoot" label={t('sendShots')} onClick={() => ctrl.sendShots()} />
        </div>
      )}
      <div class="row">
        <Act ctrl={ctrl} type="donCheck" label={ctrl.mode === 'donCheck' ? t('pickSeat') : t('donCheck')}
             onClick={() => ctrl.setMode('donCheck')} />
        <Act ctrl={ctrl} type="sheriffCheck" label={ctrl.mode === 'sheriffCheck' ? t('pickSeat') : t('sheriffCheck')}
             onClick={() => ctrl.setMode('sheriffCheck')} />
        <Act ctrl={ctrl} type="endNight" label={t('endNight')} onClick={() => ctrl.send({ type: 'endNight' })} />
      </div>
      {checks.length > 0 && (
        <ul class="checks">
          {checks.map(c => <li data-check={c.role}>{c.role === 'DON' ? t('donCheck') : t('sheriffCheck')}: {c.target} — {checkResult(c.result)}</li>)}
        </ul>
      )}
    </Panel>
  );
}

function checkResult(result: string | undefined): string {
  switch (result) {
    case 'SHERIFF': return t('isSheriff');
    case 'NOT_SHERIFF': return t('notSheriff');
    case 'RED': return t('red');
    case 'BLACK': return t('black');
    default: return result ?? '';
  }
}

function LastWords({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  return (
    <Panel title={`${t('LAST_WORDS')}: ${v.speaker ?? ''}`}>
      <div class="row">
        <Act ctrl={ctrl} type="endSpeech" label={t('endSpeech')} onClick={() => ctrl.send({ type: 'endSpeech' })} />
      </div>
      {ctrl.allowed('bestMove') && (
        <div class="row">
          <button type="button" class={ctrl.mode === 'bestMove' ? 'chosen' : ''} onClick={() => ctrl.setMode('bestMove')}>
            {t('bestMove')}: <span data-bestmove>{ctrl.bestMoveTargets.join(', ') || '—'}</span>
          </button>
          <label class="check"><input type="checkbox" checked={ctrl.hintRequested}
                 onChange={e => ctrl.setHint((e.target as HTMLInputElement).checked)} />
            {t('hint')}</label>
          <Act ctrl={ctrl} type="bestMove" label={t('sendBestMove')}
               onClick={() => ctrl.send({ type: 'bestMove', targets: ctrl.bestMoveTargets, hintRequested: ctrl.hintRequested })} />
        </div>
      )}
      {ctrl.allowed('will') && (
        <div class="row">
          <button type="button" data-mode="will" class={ctrl.mode === 'will' ? 'chosen' : ''} onClick={() => ctrl.setMode('will')}>
            {t('will')}: {v.speaker} → {ctrl.mode === 'will' ? t('pickSeat') : '?'}</button>
        </div>
      )}
    </Panel>
  );
}

function Finished({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const limits = awardLimits(ctrl.ruleset, v.winner, v.roles, ctrl.extra);
  const penaltyClauses = ctrl.ruleset === 'CLUB' ? ['CLUB-unsporting'] : ['8.5.1', '8.5.2', '8.5.3', '8.5.4'];
  return (
    <Panel title={`${t('FINISHED')}${v.winner ? ` · ${t('winner')}: ${t(v.winner)}` : ''}`}>
      {v.finalized ? <p class="finalized">{t('finalized')}</p> : (
        <>
          <table class="award">
            <thead><tr><th>{t('seat')}</th><th>{t('award')}</th><th>{t('penalty')}</th></tr></thead>
            <tbody>
              {SEATS.map(seat => (
                <tr>
                  <td>{seat} {v.players?.find(p => p.seat === seat)?.nickname}</td>
                  <td><input inputMode="decimal" data-extra={seat} value={ctrl.extra[seat] ?? ''}
                             onInput={e => ctrl.setExtra(seat, (e.target as HTMLInputElement).value)} /></td>
                  <td><select data-penalty={seat} value={ctrl.penalties[seat] ?? ''}
                              onChange={e => ctrl.setPenalty(seat, (e.target as HTMLSelectElement).value)}>
                    <option value="">—</option>
                    {penaltyClauses.map(c => <option value={c}>{c}</option>)}
                  </select></td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul class="limits">{limits.map(l => <li class={l.over ? 'over' : l.needsChief ? 'chief' : ''}>{l.text}</li>)}</ul>
          {v.awaitingApproval && <p class="chief">{t('awaitingApproval')}</p>}
          <div class="row">
            <Act ctrl={ctrl} type="award" label={t('sendAward')} onClick={() => ctrl.sendAward()} />
            <Act ctrl={ctrl} type="finalize" label={t('finalize')} onClick={() => ctrl.send({ type: 'finalize' })} />
          </div>
        </>
      )}
    </Panel>
  );
}

/** The panel of the phase the game is in. */
export function PhasePanel({ ctrl }: { ctrl: GameCtrl }) {
  switch (ctrl.view!.phase) {
    case 'SETUP': return <Deal ctrl={ctrl} />;
    case 'DAY': case 'TIE_SPEECHES': return <Day ctrl={ctrl} />;
    case 'VOTING': case 'REVOTE': return <Voting ctrl={ctrl} />;
    case 'LIFT_ALL': return <LiftAll ctrl={ctrl} />;
    case 'NIGHT': return <Night ctrl={ctrl} />;
    case 'LAST_WORDS': return <LastWords ctrl={ctrl} />;
    case 'FINISHED': return <Finished ctrl={ctrl} />;
  }
}

/** Fouls, disqualification and team defeat with their clause pickers, and the undo naming its step. */
export function Discipline({ ctrl }: { ctrl: GameCtrl }) {
  const step = lastStep(ctrl.events);
  return (
    <section class="panel discipline">
      <div class="row">
        <Act ctrl={ctrl} type="foul" label={ctrl.mode === 'foul' ? `${t('foul')}: ${t('pickSeat')}` : t('foul')}
             onClick={() => ctrl.setMode('foul')} />
        <select data-clause="disqualify" disabled={!ctrl.allowed('disqualify')} value={ctrl.mode === 'disqualify' ? ctrl.clause : ''}
                onChange={e => ctrl.pickClause('disqualify', (e.target as HTMLSelectElement).value)}>
          <option value="">{t('disqualify')}: {t('clause')}…</option>
          {DISQUALIFY_CLAUSES.map(c => <option value={c}>{c}</option>)}
        </select>
        <select data-clause="teamDefeat" disabled={!ctrl.allowed('teamDefeat')} value={ctrl.mode === 'teamDefeat' ? ctrl.clause : ''}
                onChange={e => ctrl.pickClause('teamDefeat', (e.target as HTMLSelectElement).value)}>
          <option value="">{t('teamDefeat')}: {t('clause')}…</option>
          {TEAM_DEFEAT_CLAUSES.map(c => <option value={c}>{c}</option>)}
        </select>
        <Act ctrl={ctrl} type="undo" act="undo" label={step ? `${t('undo')}: ${describe(step)}` : t('undo')}
             onClick={() => ctrl.send({ type: 'undo' })} />
      </div>
      {(ctrl.mode === 'disqualify' || ctrl.mode === 'teamDefeat') && ctrl.clause && (
        <p class="hint">{t(ctrl.mode)} {t('clause')} {ctrl.clause}: {t('pickSeat')}</p>
      )}
    </section>
  );
}
