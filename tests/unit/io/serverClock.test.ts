// The server's clock (DESIGN.md): offset measured per sync, then carried by the monotonic clock, so a device
// clock changed by hand does not move recharge; microseconds on the wire (R9.29).
import { describe, expect, it } from 'vitest';
import { clockFromOffset, serverNowMs, syncServerClock } from '../../../src/io/clock/serverClock';

describe('server clock', () => {
  it('measures the offset and advances with the monotonic clock only', () => {
    const clock = syncServerClock(5_000_000_000, 4_000, 100);
    expect(clock.offsetMs).toBe(5_000_000 - 4_000);
    expect(serverNowMs(clock, 100)).toBe(5_000_000);
    expect(serverNowMs(clock, 2_100)).toBe(5_002_000);
    // A monotonic clock never runs back; a smaller reading counts as no time passed.
    expect(serverNowMs(clock, 50)).toBe(5_000_000);
  });

  it('restarts from a remembered offset when offline', () => {
    const clock = clockFromOffset(-3_000, 10_000, 0);
    expect(serverNowMs(clock, 1_000)).toBe(8_000);
  });
});
