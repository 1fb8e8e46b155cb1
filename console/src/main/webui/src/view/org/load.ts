import { useEffect, useState } from 'preact/hooks';

/** What a screen loaded: the data, or the error (shown with Refusal), and a way to load it again after a change. */
export interface Loaded<T> { data: T | null; failed: unknown; reload: () => void }

export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(d => { if (current) { setData(d); setFailed(null); } }, e => { if (current) setFailed(e); });
    return () => { current = false; };
  }, [...deps, tick]);
  return { data, failed, reload: () => setTick(n => n + 1) };
}
