import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { gamesPerPlayer, nicknames } from '../../org/rounds';
import type { SolvedSeating, StageSeating } from '../../org/types';
import { useLoad } from './load';
import type { OrgScreenProps } from './props';
import { QualityReport } from './QualityReport';
import { Refusal } from './Refusal';
import { SeatStage } from './SeatStage';
import { StagePicker, useStage } from './StagePicker';

const SEATS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * A stage's seating: seated by the seating module on the organiser's word (byes or substitutes, pairs kept apart) with
 * the quality report beside it, and as stored: one line a table of each round, its ten seats with the nicknames.
 */
export function SeatingView({ api, route, go }: OrgScreenProps) {
  const id = route.tournament!;
  const { regulations, stage } = useStage(api, route);
  const seating = useLoad(() => (stage ? api.seating(id, stage) : Promise.resolve(null)), [api, id, stage]);
  const players = useLoad(() => api.players(id), [api, id]);
  const [solved, setSolved] = useState<{ stage: string; answer: SolvedSeating } | null>(null);
  if (regulations.failed) return <div class="org"><Refusal error={regulations.failed} /></div>;
  if (!regulations.data || !stage) return <div class="org"><p>{t('loading')}</p></div>;
  return (
    <div class="org">
      <section class="panel">
        <h2>{t('stageSeating')}</h2>
        <StagePicker regulations={regulations.data} stage={stage} route={route} go={go} />
        {players.data && (
          <div class="seat-row">
            <SeatStage key={stage} api={api} tournament={id} stage={stage} players={players.data}
              seated={answer => { setSolved({ stage, answer }); seating.reload(); }} />
            {solved?.stage === stage && <QualityReport solved={solved.answer} name={nicknames(players.data)} />}
          </div>
        )}
        {seating.failed ? <Refusal error={seating.failed} />
          : !seating.data || !players.data ? <p>{t('loading')}</p>
          : seating.data.rounds.length === 0 ? <p data-seating="none">{t('noSeating')}</p>
          : <SeatingGrid seating={seating.data} name={nicknames(players.data)} />}
      </section>
    </div>
  );
}

function SeatingGrid({ seating, name }: { seating: StageSeating; name: (id: string) => string }) {
  const games = gamesPerPlayer(seating);
  const counts = [...new Set(games.values())].sort((a, b) => a - b);
  return (
    <>
      <p class="summary" data-summary>
        {t('seatingRounds')}: {seating.rounds.length} · {t('seatingPlayers')}: {games.size} · {t('seatingGames')}: {counts.join('–')}
      </p>
      <div class="scroll">
        <table class="seating" data-seating={seating.rounds.length}>
          <thead><tr><th>{t('roundNo')}</th><th>{t('tableNo')}</th>{SEATS.map(s => <th>{s}</th>)}</tr></thead>
          <tbody>{seating.rounds.flatMap(round => round.tables.map((table, i) => (
            <tr class={i === 0 ? 'round-start' : ''} data-round={round.number} data-table={table.number}>
              <th>{i === 0 ? round.number : ''}</th>
              <th>{table.number}</th>
              {SEATS.map(seat => {
                const player = table.seats.find(s => s.number === seat)?.player;
                return <td data-seat={seat} title={player}>{player ? name(player) : ''}</td>;
              })}
            </tr>
          )))}</tbody>
        </table>
      </div>
    </>
  );
}
