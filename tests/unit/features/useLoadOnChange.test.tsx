// @vitest-environment happy-dom
// A screen's load for its current place (a lesson): null while running, the result after; moving to
// another place aborts the running load and never shows its late answer.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadOnChange } from '../../../src/features/common/useLoadOnChange';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLoadOnChange', () => {
  it('shows null while loading, then the result', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useLoadOnChange('a', () => answer.promise));
    expect(result.current).toBeNull();
    await act(async () => answer.resolve('lesson a'));
    expect(result.current).toBe('lesson a');
  });

  it('aborts the load of a place left and drops its late answer', async () => {
    const a = deferred<string>();
    const b = deferred<string>();
    const answers: Record<string, Promise<string>> = { a: a.promise, b: b.promise };
    const signals: Record<string, AbortSignal> = {};
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useLoadOnChange(key, (signal) => {
          signals[key] = signal;
          return answers[key] ?? Promise.reject(new Error(`no answer for ${key}`));
        }),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals.a?.aborted).toBe(true);
    expect(signals.b?.aborted).toBe(false);
    await act(async () => a.resolve('late a'));
    expect(result.current).toBeNull();
    await act(async () => b.resolve('lesson b'));
    expect(result.current).toBe('lesson b');
  });

  it('shows null again at once when the place changes after a result', async () => {
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useLoadOnChange(key, async () => key),
      {
        initialProps: { key: 'a' },
      },
    );
    await act(async () => undefined);
    expect(result.current).toBe('a');
    rerender({ key: 'b' });
    expect(result.current).toBeNull();
    await act(async () => undefined);
    expect(result.current).toBe('b');
  });
});
