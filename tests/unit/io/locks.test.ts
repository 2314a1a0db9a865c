// The refresh lock: Web Locks when the browser has them, else one lock inside the tab that runs tasks of
// the same name one after another (and does not stop after a failed task).
import { describe, expect, it } from 'vitest';
import { createLockRunner, inTabLocks } from '../../../src/io/api/locks';

describe('locks', () => {
  it('runs tasks of one name one at a time in the in-tab fallback', async () => {
    const lock = inTabLocks();
    const log: string[] = [];
    const task = (id: string) => async () => {
      log.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${id}`);
      return id;
    };
    const results = await Promise.all([lock('x', task('a')), lock('x', task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('goes on after a failed task', async () => {
    const lock = inTabLocks();
    await expect(lock('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(lock('x', () => Promise.resolve(1))).resolves.toBe(1);
  });

  it('uses the Web Locks manager when there is one', async () => {
    const requested: string[] = [];
    const lock = createLockRunner({
      request: (name, callback) => {
        requested.push(name);
        return callback();
      },
    });
    await expect(lock('hoshi-token-refresh', () => Promise.resolve('ok'))).resolves.toBe('ok');
    expect(requested).toEqual(['hoshi-token-refresh']);
  });
});
