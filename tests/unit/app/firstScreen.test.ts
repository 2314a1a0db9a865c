import { describe, expect, it, vi } from 'vitest';
import { firstScreenLimitMs, settleWithin, yieldToMain } from '../../../src/app/firstScreen';

/** A timer that fires when the test says so. */
function manualTimer() {
  let fire: (() => void) | null = null;
  return {
    set: (callback: () => void) => {
      fire = callback;
    },
    fire: () => fire?.(),
  };
}

describe('settleWithin', () => {
  it('answers settled when the work is done first', async () => {
    const timer = manualTimer();
    const answer = settleWithin(Promise.resolve('loaded'), firstScreenLimitMs, timer.set);
    await expect(answer).resolves.toBe('settled');
    timer.fire();
  });

  it('answers settled, not an error, when the work fails', async () => {
    const timer = manualTimer();
    await expect(settleWithin(Promise.reject(new Error('offline')), 10, timer.set)).resolves.toBe('settled');
  });

  it('answers late when the limit comes first, and does not wait for the work', async () => {
    const timer = manualTimer();
    const never = new Promise<never>(() => undefined);
    const answer = settleWithin(never, 10, timer.set);
    timer.fire();
    await expect(answer).resolves.toBe('late');
  });
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield when there is one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    const timer = vi.fn();
    await yieldToMain(scheduler, timer);
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(timer).not.toHaveBeenCalled();
  });

  it('otherwise resumes from a zero-delay timer, not before it fires', async () => {
    const timer = manualTimer();
    let resumed = false;
    const done = yieldToMain(undefined, timer.set).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    timer.fire();
    await done;
    expect(resumed).toBe(true);
  });
});
