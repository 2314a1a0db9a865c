// @vitest-environment happy-dom
// Issue 14: "Report a problem" on the problem board. The dialog asks what is wrong and for an optional
// note, and the report goes into the outbox with the problem's id and the moves played, shown as saved
// until the network is back. A board without a problem id has no button.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissionBoard } from '../../../src/features/study/MissionBoard';
import { appOutbox } from '../../../src/io/outbox/appOutbox';
import { bundleAtom } from '../../../src/state/session';
import { sampleDedata } from '../state/fixtures';
import { captureOne, compiled } from './problemFixtures';
import { renderScreen } from './render';

vi.mock('../../../src/board/sounds', () => ({
  soundNames: ['stone', 'capture', 'right', 'wrong'],
  playSound: () => undefined,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderBoard(element: React.ReactElement) {
  const rendered = await renderScreen(element);
  act(() => rendered.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
  return rendered;
}

const point = (vertex: string) => {
  const cell = document.querySelector(`[data-vertex="${vertex}"]`);
  if (!cell) throw new Error(`no point ${vertex}`);
  return cell;
};

describe('Report a problem (issue 14)', () => {
  it('sends what is wrong, the note and the moves played through the outbox', async () => {
    await renderBoard(
      <MissionBoard problem={compiled(captureOne)} label="Mission 1" reportId="study/ip-g01-m0" />,
    );
    fireEvent.click(point('E3'));
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const send = screen.getByRole('button', { name: 'Send' });
    // Nothing chosen yet: nothing to send.
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'My good move was not accepted' }));
    expect(
      screen.getByRole('button', { name: 'My good move was not accepted' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Tell us more (you can skip this)'), {
      target: { value: ' E3 works too ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The outbox (IndexedDB) answers asynchronously; a busy machine may take a moment.
    await waitFor(
      () => expect(screen.getByText('Saved. It will be sent when you are online again.')).toBeTruthy(),
      { timeout: 5000 },
    );
    const outbox = await appOutbox();
    const queued = ((await outbox?.pending(7)) ?? []).filter((w) => w.path === '/api/problem/report');
    expect(queued.map((w) => w.body)).toEqual([
      { problemId: 'study/ip-g01-m0', kind: 'missing_answer', moves: ['E3'], note: 'E3 works too' },
    ]);
  });

  it('has no button on a board without a problem id', async () => {
    await renderBoard(<MissionBoard problem={compiled(captureOne)} label="Mission 1" hintText="Count" />);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });
});
