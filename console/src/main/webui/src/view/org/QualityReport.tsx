import { t, tf, type Key } from '../../i18n';
import { byeLines } from '../../org/rounds';
import type { SeatingQuality, SolvedSeating } from '../../org/types';

/** How evenly the solved seating mixes the players and spreads their seats, beside a random seating and the bound. */
export function QualityReport({ solved, name }: { solved: SolvedSeating; name: (id: string) => string }) {
  const { report, random, lowerBound } = solved;
  const row = (label: Key, figure: (q: SeatingQuality) => string | number, bound?: number) => (
    <tr data-figure={label}><th>{t(label)}</th><td>{figure(report)}</td><td>{figure(random)}</td><td>{bound ?? '—'}</td></tr>
  );
  const byes = byeLines(solved.byes, name);
  return (
    <section class="quality" data-report>
      <h3>{t('quality')}</h3>
      <p class="ok" data-stored>{t('seatingStored')}</p>
      <p data-verdict>{tf('seatingVerdict', {
        max: report.maxMeetings, rmax: random.maxMeetings, lbmax: lowerBound.maxMeetings,
        sum: report.sumOfSquaredMeetings, lb: lowerBound.sumOfSquaredMeetings, rsum: random.sumOfSquaredMeetings,
      })}</p>
      <table class="list">
        <thead><tr><th /><th>{t('solved')}</th><th>{t('random')}</th><th>{t('lowerBound')}</th></tr></thead>
        <tbody>
          {row('maxMeetings', q => q.maxMeetings, lowerBound.maxMeetings)}
          {row('pairsAboveIdeal', q => `${q.pairsAboveIdeal} (${t('ideal')} ${q.ideal})`)}
          {row('pairsTwice', q => q.pairsMeetingTwiceOrMore)}
          {row('sumOfSquares', q => q.sumOfSquaredMeetings, lowerBound.sumOfSquaredMeetings)}
          {row('meetings', q => q.meetingsHistogram.map((n, m) => `${m}: ${n}`).join(' · '))}
          {row('seatsEven', q => `${q.seatsEven ? t('yes') : t('no')} (${t('mostInOneSeat')} ${q.mostTimesInOneSeat})`)}
        </tbody>
      </table>
      {byes.length > 0 && (
        <div class="hint byes" data-byes>
          <p>{t('byes')}:</p>
          <ul>{byes.map(b => <li data-round={b.round}><b>{t('roundNo')} {b.round}:</b> {b.names}</li>)}</ul>
        </div>
      )}
      {solved.substitutes.length > 0 && <p class="hint">{t('substitutes')}: {solved.substitutes.map(name).join(', ')}</p>}
      <details>
        <summary>{t('seatHistograms')}</summary>
        <table class="list seats-histogram">
          <thead><tr><th>{t('nickname')}</th>{[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(s => <th>{s}</th>)}</tr></thead>
          <tbody>{Object.entries(report.seatHistograms).map(([player, seats]) => (
            <tr><td>{name(player)}</td>{seats.map(n => <td>{n}</td>)}</tr>
          ))}</tbody>
        </table>
      </details>
    </section>
  );
}
