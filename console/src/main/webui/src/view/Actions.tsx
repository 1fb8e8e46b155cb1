import type { ComponentChildren } from 'preact';
import { DISQUALIFY_CLAUSES, TEAM_DEFEAT_CLAUSES, type GameCtrl } from '../ctrl';
import { DEAL_COUNTS, ROLES, SEATS } from '../interfaces';
import { ballot, blackShooters, type SeatMode } from '../picking';
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
  const p = ctrl.picking;
  return (
    <Panel title={t('dealTitle')}>
      <p class="hint">{t('dealHint')}</p>
      <div class="roles">
        {ROLES.map(role => (
          <button type="button" data-role={role} class={p.dealRole === role ? 'chosen' : ''}
                  onClick={() => ctrl.pick(q => q.pickDealRole(role))}>
            {t(role)} {p.dealCount(role)}/{DEAL_COUNTS[role]}
          </button>
        ))}
      </div>
      <div class="row">
        <Act ctrl={ctrl} type="deal" act="dealRoles" label={t('dealSend')} enabled={p.dealComplete() !== null}
             onClick={() => ctrl.pick(q => q.dealCommand(false))} />
        <Act ctrl={ctrl} type="deal" act="dealRandom" label={t('dealServer')} onClick={() => ctrl.pick(q => q.dealCommand(true))} />
        <button type="button" onClick={() => ctrl.pick(q => q.clearDeal())}>{t('dealClear')}</button>
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
        <Act ctrl={ctrl} type="withdraw" label={t('withdraw')}
             onClick={() => ctrl.send({ type: 'withdraw', by: v.speaker })} />
      </div>
      <p class="candidates">{t('candidates')}: <span data-candidates>{(v.candidates ?? []).join(', ') || '—'}</span></p>
    </Panel>
  );
}

function Voting({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const p = ctrl.picking;
  const candidates = ballot(v);
  return (
    <Panel title={t(v.phase)}>
      <ol class="ballot">
        {candidates.map((c, i) => {
          const voters = p.voters(c, v);
          return (
            <li class={i === p.voteIndex ? 'current' : ''} data-candidate={c}>
              {t('voteFor')} {c}: <span data-voters={c}>{voters.join(', ')} ({voters.length})
                {i === candidates.length - 1 && candidates.length > 1 ? ` — ${t('restTo')} ${c}` : ''}</span>
            </li>
          );
        })}
      </ol>
      <div class="row">
        <button type="button" data-act="nextCandidate" disabled={p.voteIndex >= candidates.length - 2}
                onClick={() => ctrl.pick((q, view) => q.nextCandidate(view))}>{t('nextCandidate')}</button>
        <Act ctrl={ctrl} type="vote" label={t('sendVote')} enabled={p.voteReady(v)} onClick={() => ctrl.pick((q, view) => q.voteCommand(view))} />
      </div>
    </Panel>
  );
}

function LiftAll({ ctrl }: { ctrl: GameCtrl }) {
  const p = ctrl.picking;
  return (
    <Panel title={t('LIFT_ALL')}>
      <p>{t('candidates')}: {ballot(ctrl.view).join(', ')}</p>
      <p>{t('liftAll')}: <span data-liftall>{p.liftAllFor.join(', ')} ({p.liftAllFor.length})</span></p>
      <div class="row">
        <Act ctrl={ctrl} type="liftAll" label={t('sendLiftAll')} onClick={() => ctrl.pick(q => q.liftAllCommand())} />
      </div>
    </Panel>
  );
}

function Night({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const p = ctrl.picking;
  const checks = (v.checks ?? []).filter(c => c.night === v.night);
  return (
    <Panel title={`${t('night')} ${v.night}`}>
      {ctrl.allowed('shoot') && (
        <div class="shots">
          {blackShooters(v).map(s => (
            <button type="button" data-shooter={s} class={p.shooter === s && p.mode === 'shoot' ? 'chosen' : ''}
                    onClick={() => ctrl.pick(q => q.pickShooter(s))}>
              {t(v.roles?.[s] ?? '')} {s} → {s in p.shots ? (p.shots[s] ?? t('miss')) : '?'}
            </button>
          ))}
          <button type="button" data-act="miss" onClick={() => ctrl.pick((q, view) => q.miss(view))}>{t('miss')}</button>
          <Act ctrl={ctrl} type="shoot" label={t('sendShots')} onClick={() => ctrl.pick((q, view) => q.shootCommand(view))} />
        </div>
      )}
      <div class="row">
        <ArmButton ctrl={ctrl} type="donCheck" />
        <ArmButton ctrl={ctrl} type="sheriffCheck" />
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
  const p = ctrl.picking;
  return (
    <Panel title={`${t('LAST_WORDS')}: ${v.speaker ?? ''}`}>
      <div class="row">
        <Act ctrl={ctrl} type="endSpeech" label={t('endSpeech')} onClick={() => ctrl.send({ type: 'endSpeech' })} />
      </div>
      {ctrl.allowed('bestMove') && (
        <div class="row">
          <span class="picked">{t('bestMove')}: <span data-bestmove>{p.bestMoveTargets.join(', ') || '—'}</span></span>
          <label class="check"><input type="checkbox" checked={p.hintRequested}
                 onChange={e => ctrl.pick(q => q.setHint((e.target as HTMLInputElement).checked))} />
            {t('hint')}</label>
          <Act ctrl={ctrl} type="bestMove" label={t('sendBestMove')} onClick={() => ctrl.pick(q => q.bestMoveCommand())} />
        </div>
      )}
      {ctrl.allowed('will') && (
        <div class="row">
          <button type="button" data-mode="will" class={p.mode === 'will' ? 'chosen' : ''} onClick={() => ctrl.pick((q, view) => q.arm('will', view))}>
            {t('will')}: {v.speaker} → {p.mode === 'will' ? t('pickSeat') : '?'}</button>
        </div>
      )}
    </Panel>
  );
}

function Finished({ ctrl }: { ctrl: GameCtrl }) {
  const v = ctrl.view!;
  const p = ctrl.picking;
  const limits = awardLimits(ctrl.ruleset, v.winner, v.roles, p.extra);
  const penaltyClauses = ctrl.ruleset === 'CLUB' ? ['CLUB-unsporting'] : ['8.5.1', '8.5.2', '8.5.3', '8.5.4'];
  return (
    <Panel title={`${t('FINISHED')}${v.winner ? ` · ${t('winner')}: ${t(v.winner)}` : ''}`}>
      {v.finalized ? <p class="finalized">{t('finalized')}</p> : (
        <>
          {/* the two buttons first: above the fold at 1024×768, whatever the award table's length */}
          <div class="row">
            <Act ctrl={ctrl} type="award" label={t('sendAward')} onClick={() => ctrl.sendAward()} />
            <Act ctrl={ctrl} type="finalize" label={t('finalize')} onClick={() => ctrl.send({ type: 'finalize' })} />
          </div>
          {v.awaitingApproval && <p class="chief">{t('awaitingApproval')}</p>}
          <table class="award">
            <thead><tr><th>{t('seat')}</th><th>{t('award')}</th><th>{t('penalty')}</th></tr></thead>
            <tbody>
              {SEATS.map(seat => (
                <tr>
                  <td>{seat} {v.players?.find(p => p.seat === seat)?.nickname}</td>
                  <td><input inputMode="decimal" data-extra={seat} value={p.extra[seat] ?? ''}
                             onInput={e => ctrl.pick(q => q.setExtra(seat, (e.target as HTMLInputElement).value))} /></td>
                  <td><select data-penalty={seat} value={p.penalties[seat] ?? ''}
                              onChange={e => ctrl.pick(q => q.setPenalty(seat, (e.target as HTMLSelectElement).value))}>
                    <option value="">—</option>
                    {penaltyClauses.map(c => <option value={c}>{c}</option>)}
                  </select></td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul class="limits">{limits.map(l => <li class={l.over ? 'over' : l.needsChief ? 'chief' : ''}>{l.text}</li>)}</ul>
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
  const step = lastStep(ctrl.shownEvents);
  const p = ctrl.picking;
  return (
    <section class="panel discipline">
      <div class="row">
        <ArmButton ctrl={ctrl} type="foul" />
        <select data-clause="disqualify" disabled={!ctrl.allowed('disqualify')} value={p.mode === 'disqualify' ? p.clause : ''}
                onChange={e => ctrl.pick((q, v) => q.pickClause('disqualify', (e.target as HTMLSelectElement).value, v))}>
          <option value="">{t('disqualify')}: {t('clause')}…</option>
          {DISQUALIFY_CLAUSES.map(c => <option value={c}>{c}</option>)}
        </select>
        <select data-clause="teamDefeat" disabled={!ctrl.allowed('teamDefeat')} value={p.mode === 'teamDefeat' ? p.clause : ''}
                onChange={e => ctrl.pick((q, v) => q.pickClause('teamDefeat', (e.target as HTMLSelectElement).value, v))}>
          <option value="">{t('teamDefeat')}: {t('clause')}…</option>
          {TEAM_DEFEAT_CLAUSES.map(c => <option value={c}>{c}</option>)}
        </select>
        <Act ctrl={ctrl} type="undo" act="undo" label={step ? `${t('undo')}: ${describe(step)}` : t('undo')}
             onClick={() => ctrl.send({ type: 'undo' })} />
      </div>
    </section>
  );
}

/** An action button that arms its pick for the next seat tap (drawn chosen while armed); tapped again, it disarms. */
function ArmButton({ ctrl, type }: { ctrl: GameCtrl; type: 'foul' | 'donCheck' | 'sheriffCheck' }) {
  const armed = ctrl.picking.mode === type;
  return (
    <button type="button" data-act={type} class={armed ? 'chosen' : ''} disabled={!ctrl.allowed(type)}
            onClick={() => ctrl.pick((q, v) => q.arm(type, v))}>
      {armed ? `${t(type)}: ${t('pickSeat')}` : t(type)}
    </button>
  );
}

/** Where a seat tap goes now, in words: the phase's pick, or the action armed over it. */
export function TapLine({ ctrl }: { ctrl: GameCtrl }) {
  const p = ctrl.picking;
  const v = ctrl.view;
  return (
    <p class={`tap-for${p.armed ? ' armed' : ''}`} data-tap={p.mode}>
      {t('tapFor')}: <strong>{tapWords(p.mode, ctrl)}</strong>
      {p.armed && <button type="button" class="small" data-act="disarm" onClick={() => ctrl.pick((q) => q.arm('none', v))}>{t('cancel')}</button>}
    </p>
  );
}

function tapWords(mode: SeatMode, ctrl: GameCtrl): string {
  const p = ctrl.picking;
  const v = ctrl.view;
  switch (mode) {
    case 'deal': return `${t('dealTitle')}: ${t(p.dealRole)}`;
    case 'nominate': return `${t('nominate')} (${t('speaker')} ${v?.speaker ?? ''})`;
    case 'vote': return `${t('voteFor')} ${ballot(v)[p.voteIndex] ?? ''}`;
    case 'liftAll': return t('liftAll');
    case 'shoot': return `${t('shots')}: ${p.shooter ?? ''} →`;
    case 'donCheck': case 'sheriffCheck': case 'bestMove': case 'foul': return t(mode);
    case 'disqualify': case 'teamDefeat': return `${t(mode)} ${t('clause')} ${p.clause}`;
    case 'will': return `${t('will')}: ${v?.speaker ?? ''} →`;
    case 'none': return t('tapNothing');
  }
}
