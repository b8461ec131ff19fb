/** A clock tests move by hand: `buildTestApp({ now: clock.now })`, then `clock.advance(minutes)`. */
export interface TestClock {
  now: () => Date;
  advanceMs(ms: number): void;
  advanceMinutes(minutes: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMs(ms) {
      current += ms;
    },
    advanceMinutes(minutes) {
      current += minutes * 60_000;
    },
  };
}
