// A busy service answers 503 with Retry-After (docs/reliability.md): the waiting-command queue waits that long and a random part
// of it again, so that the tablets of a whole round do not all come back in the same second. Pure: the clock and the
// random source are given.

/** An HTTP date as RFC 9110 has senders write it: "Sun, 06 Nov 1994 08:49:37 GMT". */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** How long to wait before sending again, in ms: Retry-After (seconds or an HTTP date) plus up to as much again at
 *  random; null when the answer has no usable Retry-After. */
export function retryDelayMs(retryAfter: string | null, now: number = Date.now(), random: () => number = Math.random): number | null {
  if (retryAfter == null) return null;
  const text = retryAfter.trim();
  let wait: number;
  if (/^\d+$/.test(text)) wait = Number(text) * 1000;
  else if (IMF_FIXDATE.test(text)) wait = Math.max(0, Date.parse(text) - now);
  else return null;
  return Math.round(wait + random() * wait);
}

/** Nothing is sent before the moment a 503 named: the queue asks {@link closed} before each send. */
export class RetryGate {
  private until = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** After a 503: hold sending for {@code delayMs}. */
  hold(delayMs: number): void {
    this.until = this.now() + delayMs;
  }

  closed(): boolean {
    return this.now() < this.until;
  }
}
