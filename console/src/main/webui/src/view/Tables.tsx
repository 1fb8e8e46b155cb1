import { useState } from 'preact/hooks';
import { t } from '../i18n';

/** The games this judge opened on this device, and a game opened by its id. */
export function Tables({ open }: { open: (gameId: string) => void }) {
  const [id, setId] = useState('');
  const known: string[] = JSON.parse(localStorage.getItem('arbiter.tables') ?? '[]');
  return (
    <section class="panel tables">
      <h2>{t('myTables')}</h2>
      {known.length === 0 ? <p>{t('noTables')}</p> : (
        <ul>{known.map(g => <li><button type="button" data-game={g} onClick={() => open(g)}>{g}</button></li>)}</ul>
      )}
      <form onSubmit={e => { e.preventDefault(); if (id.trim()) open(id.trim()); }}>
        <label>{t('gameId')} <input name="gameId" value={id} onInput={e => setId((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{t('open')}</button>
      </form>
    </section>
  );
}

export function remember(gameId: string): void {
  const known: string[] = JSON.parse(localStorage.getItem('arbiter.tables') ?? '[]');
  localStorage.setItem('arbiter.tables', JSON.stringify([gameId, ...known.filter(g => g !== gameId)].slice(0, 20)));
}
