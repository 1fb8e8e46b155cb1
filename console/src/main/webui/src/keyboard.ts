// Shortcuts on a laptop: Space / Enter ends the speech, U undoes, 1–9 and 0 tap seats 1–10, Esc cancels.
import type { GameCtrl } from './ctrl';

export function bindKeys(ctrl: GameCtrl): () => void {
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
    if (e.key === ' ' || e.key === 'Enter') {
      if (ctrl.allowed('endSpeech')) { e.preventDefault(); ctrl.send({ type: 'endSpeech' }); }
    } else if (e.key === 'u' || e.key === 'U' || e.key === 'г' || e.key === 'Г') {
      if (ctrl.allowed('undo')) ctrl.send({ type: 'undo' });
    } else if (/^[0-9]$/.test(e.key)) {
      ctrl.tapSeat(e.key === '0' ? 10 : Number(e.key));
    } else if (e.key === 'Escape') {
      ctrl.pick((p, v) => p.arm('none', v));
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
