import { describe, expect, it } from 'vitest';
import { formatSeconds, SpeechClock } from './timer';

describe('SpeechClock', () => {
  it('counts a speech down from its seconds, warns at 10 s and runs on past zero', () => {
    const clock = new SpeechClock();
    clock.sync('day1-seat1', 60, 1_000);
    expect(clock.read(1_000)).toEqual({ left: 60, warning: false, overtime: false });
    expect(clock.read(50_999)).toEqual({ left: 11, warning: false, overtime: false });
    expect(clock.read(51_000)).toEqual({ left: 10, warning: true, overtime: false });
    expect(clock.read(61_000)).toEqual({ left: 0, warning: true, overtime: false });
    expect(clock.read(64_000)).toEqual({ left: -3, warning: true, overtime: true });
  });

  it('the same speech keeps its start; a new one starts again; no speaker stops it', () => {
    const clock = new SpeechClock();
    clock.sync('s1', 30, 0);
    clock.sync('s1', 30, 20_000);
    expect(clock.read(20_000)?.left).toBe(10);
    clock.sync('s2', 60, 20_000);
    expect(clock.read(21_000)?.left).toBe(59);
    clock.sync(null, null, 22_000);
    expect(clock.running()).toBe(false);
    expect(clock.read(22_000)).toBeNull();
  });

  it('a reading older than the speech\'s start shows his full seconds, never one more', () => {
    const clock = new SpeechClock();
    clock.sync('s1', 30, 10_000);
    expect(clock.read(9_800)?.left).toBe(30);
  });

  it('formats minutes and seconds, with a minus when over', () => {
    expect([formatSeconds(60), formatSeconds(9), formatSeconds(0), formatSeconds(-3)]).toEqual(['1:00', '0:09', '0:00', '-0:03']);
  });
});
