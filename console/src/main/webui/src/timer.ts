// The speaker's countdown: his seconds from the moment his speech started; it warns at 10 s and runs on below
// zero (the judge ends the speech, never the clock).

export const WARN_AT_SECONDS = 10;

export interface ClockReading {
  /** whole seconds left; negative once he overruns */
  left: number;
  warning: boolean;
  overtime: boolean;
}

export class SpeechClock {
  private speech: string | null = null;
  private startedAt = 0;
  private seconds = 0;

  /** Starts the count when {@code speech} (what identifies one speech) is new; the same speech keeps counting. */
  sync(speech: string | null, seconds: number | null, now: number): void {
    if (speech === null || seconds === null) {
      this.speech = null;
      return;
    }
    if (speech !== this.speech) {
      this.speech = speech;
      this.startedAt = now;
      this.seconds = seconds;
    }
  }

  running(): boolean {
    return this.speech !== null;
  }

  read(now: number): ClockReading | null {
    if (this.speech === null) return null;
    // a reading taken before the speech started (the screen's tick is up to 250 ms old) is its first second
    const left = this.seconds - Math.floor(Math.max(0, now - this.startedAt) / 1000);
    return { left, warning: left <= WARN_AT_SECONDS, overtime: left < 0 };
  }
}

/** "0:59", "-0:03". */
export function formatSeconds(left: number): string {
  const sign = left < 0 ? '-' : '';
  const abs = Math.abs(left);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
