/**
 * A clock that moves only when the test moves it, for `startTestApi(target, { clock: clock.now })`:
 * each write a tick apart, so their times differ and sort.
 */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    /** A minute on, unless told how far. */
    tick(ms = 60_000) {
      now = new Date(now.getTime() + ms);
    },
    set(at: Date) {
      now = at;
    },
  };
}
