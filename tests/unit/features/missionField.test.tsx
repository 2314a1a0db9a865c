// @vitest-environment happy-dom
// The mission field (issue 6): the player clicks `data-vertex` points (or plays by keyboard) and sees what
// the problem code says — an illegal point, the opponent's reply, a wrong move crossed out with White's
// refutation, the solve — with the right sound; hint and retry; and on the field screen the finished
// attempt goes into the outbox with its moves, shown as saved on the device until the server answers.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studyMissionInfoEndpoint, studyTutoInfoEndpoint, type EndpointDef } from '../../../src/protocol';
import { api } from '../../../src/io/api/appClient';
import { apiFailure, apiSuccess, type ApiResult } from '../../../src/io/api/result';
import { appOutbox } from '../../../src/io/outbox/appOutbox';
import { MissionBoard } from '../../../src/features/study/MissionBoard';
import { MissionField } from '../../../src/features/study/MissionField';
import { studyCourse } from '../../../src/features/study/course';
import { bundleAtom } from '../../../src/state/session';
import { studySelectionAtom } from '../../../src/state/studySession';
import { sampleDedata } from '../state/fixtures';
import { captureOne, compiled, doubleAtari, ladderAlsoRight, missionText, twoMoves } from './problemFixtures';
import { renderScreen } from './render';
import { endgameGap } from '../domain/go/problemSamples';

const sounds = vi.hoisted(() => [] as [string, boolean][]);
vi.mock('../../../src/board/sounds', () => ({
  soundNames: ['stone', 'capture', 'right', 'wrong'],
  playSound: (name: string, enabled: boolean) => {
    sounds.push([name, enabled]);
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  sounds.length = 0;
});

const feedback = () => document.querySelector('[data-feedback]');
const overlay = () => document.querySelector('[data-answer]');
const point = (vertex: string) => {
  const cell = document.querySelector(`[data-vertex="${vertex}"]`);
  if (!cell) throw new Error(`no point ${vertex}`);
  return cell;
};

async function renderWithSound(element: React.ReactElement) {
  const rendered = await renderScreen(element);
  act(() => rendered.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
  return rendered;
}

describe('MissionBoard', () => {
  it('refutes a wrong move, retries, then solves with the right one', async () => {
    const onEnd = vi.fn();
    await renderWithSound(
      <MissionBoard
        problem={compiled(captureOne)}
        label="Mission 1"
        hintText="Count the liberties"
        onEnd={onEnd}
      />,
    );
    expect(screen.getByRole('grid', { name: 'Mission 1' })).toBeTruthy();
    expect(feedback()?.textContent).toBe('Black to play. Choose a point on the board.');

    fireEvent.click(point('C3'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('illegal');
    expect(feedback()?.textContent).toBe('That point is already taken.');
    expect(onEnd).not.toHaveBeenCalled();
    // Only an answer that ends the problem is drawn over the board (issue 13).
    expect(overlay()).toBeNull();

    fireEvent.click(point('E3'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('wrong');
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at D3. The marked stones now have 2 liberties.',
    );
    expect(point('E3').getAttribute('aria-label')).toBe('E3, black, cross, last move');
    // The refutation's pale stone is said on its point, not only drawn.
    expect(point('D3').getAttribute('aria-label')).toBe('D3, empty, pale white stone');
    expect(onEnd).toHaveBeenLastCalledWith({ solved: false, moves: ['E3'] });
    expect(sounds).toContainEqual(['wrong', true]);
    expect(overlay()?.getAttribute('data-answer')).toBe('wrong');
    expect(overlay()?.getAttribute('aria-hidden')).toBe('true');
    // The board takes no more moves once the problem is over.
    fireEvent.click(point('D3'));
    expect(onEnd).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(feedback()?.getAttribute('data-feedback')).toBe('start');
    expect(point('E3').getAttribute('aria-label')).toBe('E3, empty');
    expect(overlay()).toBeNull();

    // The hint helps without giving the answer away (issue 14): its words first, the answer on a second
    // press.
    expect(screen.queryByRole('button', { name: 'Show the answer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText('Count the liberties')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/^The answer:/)).toBeNull();
    expect(document.querySelectorAll('.mission-board-board circle[r="0.16"]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText('The answer: D3')).toBeTruthy();
    // The pale stone is said on its point too.
    expect(point('D3').getAttribute('aria-label')).toBe('D3, empty, pale black stone');
    expect(screen.getByRole('button', { name: 'Show the answer' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelectorAll('.mission-board-board circle[r="0.16"]')).toHaveLength(1);

    fireEvent.click(point('D3'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('solved');
    expect(feedback()?.textContent).toBe('Right! The problem is solved.');
    expect(point('C3').getAttribute('aria-label')).toBe('C3, empty');
    expect(onEnd).toHaveBeenLastCalledWith({ solved: true, moves: ['D3'] });
    expect(sounds).toContainEqual(['right', true]);
    // A big ✓ with stones sparkling out, over the board, not in the way of the words or the next tap.
    expect(overlay()?.getAttribute('data-answer')).toBe('right');
    expect(overlay()?.closest('.mission-board-board')).not.toBeNull();
    expect(overlay()?.querySelectorAll('.ui-sparkle').length).toBeGreaterThan(0);
  });

  it('plays the opponent’s reply and goes on until the line is solved', async () => {
    const onEnd = vi.fn();
    await renderWithSound(
      <MissionBoard problem={compiled(twoMoves)} label="Two moves" hintText="Look" onEnd={onEnd} />,
    );
    fireEvent.click(point('D4'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('continue');
    expect(feedback()?.textContent).toBe('Good. White answered at D3. Your move.');
    expect(point('D3').getAttribute('aria-label')).toBe('D3, white, last move');
    expect(sounds).toEqual([['stone', true]]);
    fireEvent.click(point('E3'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('solved');
    expect(onEnd).toHaveBeenCalledWith({ solved: true, moves: ['D4', 'E3'] });
  });

  it('accepts a move that also wins after the first move, with a note naming the tree’s move', async () => {
    const onEnd = vi.fn();
    await renderWithSound(
      <MissionBoard problem={compiled(ladderAlsoRight)} label="Ladder" hintText="Look" onEnd={onEnd} />,
    );
    fireEvent.click(point('C4'));
    fireEvent.click(point('D4'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('continue');
    fireEvent.click(point('E2'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('solved');
    expect(feedback()?.textContent).toBe(
      "Right! That works too: the marked stones can't escape any more. Another good move was E4.",
    );
    expect(onEnd).toHaveBeenCalledWith({ solved: true, moves: ['C4', 'D4', 'E2'] });
    expect(overlay()?.getAttribute('data-answer')).toBe('right');
  });

  it('says only "solved" at the end of the tree’s own line', async () => {
    await renderWithSound(
      <MissionBoard problem={compiled(ladderAlsoRight)} label="Ladder" hintText="Look" onEnd={vi.fn()} />,
    );
    for (const move of ['C4', 'D4', 'E4', 'E1']) fireEvent.click(point(move));
    expect(feedback()?.textContent).toBe('Right! The problem is solved.');
  });

  it('says "the marked stone" when one stone is marked', async () => {
    // White answers far away: the one marked stone keeps its last liberty.
    const far = { ...captureOne, tree: [captureOne.tree[0], { line: 'E1 A5', result: 'wrong' }] };
    await renderWithSound(
      <MissionBoard
        problem={compiled(far as typeof captureOne)}
        label="One stone"
        hintText="Look"
        onEnd={vi.fn()}
      />,
    );
    fireEvent.click(point('E1'));
    expect(feedback()?.textContent).toBe('Wrong: White answers at A5. The marked stone still has 1 liberty.');
  });

  it("says how many points a counted endgame's wrong move counts less than the best", async () => {
    await renderWithSound(
      <MissionBoard problem={compiled(endgameGap)} label="Endgame" hintText="Count" onEnd={vi.fn()} />,
    );
    fireEvent.click(point('B1'));
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at C1. Your move is worth 2 points less than the best move.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(point('A1'));
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at C1. Your move is worth at least 4 points less than the best move.',
    );
    // A wrong second move after the right first one is refuted and counted the same way.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(point('C1'));
    expect(feedback()?.textContent).toBe('Good. White answered at D1. Your move.');
    fireEvent.click(point('A1'));
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at B1. Your move is worth 2 points less than the best move.',
    );
  });

  it('marks both chains of a double atari, refutes a single atari, and solves when one chain falls', async () => {
    const onEnd = vi.fn();
    await renderWithSound(
      <MissionBoard problem={compiled(doubleAtari)} label="Double atari" hintText="Look" onEnd={onEnd} />,
    );
    expect(point('D5').getAttribute('aria-label')).toContain('triangle');
    expect(point('F5').getAttribute('aria-label')).toContain('triangle');
    fireEvent.click(point('E4'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('wrong');
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at E5. The marked stones now have 3 liberties.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(point('E5'));
    expect(feedback()?.textContent).toBe('Good. White answered at D4. Your move.');
    fireEvent.click(point('F4'));
    expect(feedback()?.getAttribute('data-feedback')).toBe('solved');
    expect(onEnd).toHaveBeenLastCalledWith({ solved: true, moves: ['E5', 'F4'] });
  });

  it('plays by keyboard: arrows move, Enter plays', async () => {
    const onEnd = vi.fn();
    await renderWithSound(
      <MissionBoard problem={compiled(captureOne)} label="Keys" hintText="Look" onEnd={onEnd} />,
    );
    const start = document.querySelector('[data-vertex][tabindex="0"]') as HTMLElement;
    expect(start.getAttribute('data-vertex')).toBe('C3');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onEnd).toHaveBeenCalledWith({ solved: true, moves: ['D3'] });
  });
});

type Call = (endpoint: EndpointDef, body: unknown) => Promise<ApiResult<unknown>>;

/** The study field on mission `missionIndex` of group 02-01, for user 7, over the fake server `call`. */
async function openField(call: Call, missionIndex: number) {
  vi.spyOn(api, 'call').mockImplementation(call as typeof api.call);
  const { store } = await renderScreen(<MissionField course={studyCourse} />);
  act(() => {
    store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
    store.set(studySelectionAtom, { categoryId: 2, groupId: 1, missionIndex });
  });
  return store;
}

describe('MissionField', () => {
  it('loads the mission, skips a missing lesson, and queues each finished attempt with its moves', async () => {
    const calls: string[] = [];
    const fake: Call = (endpoint, body) => {
      calls.push(endpoint.path);
      if (endpoint === studyTutoInfoEndpoint) return Promise.resolve(apiFailure(-2, { status: 200 }));
      if (endpoint === studyMissionInfoEndpoint) {
        const { jkno } = body as { jkno: number };
        return Promise.resolve(
          jkno === 0
            ? apiSuccess({ errorcode: 0, data: missionText(captureOne) })
            : apiFailure(-2, { status: 200 }),
        );
      }
      return Promise.resolve(apiFailure(-4002, { unreachable: true }));
    };
    const store = await openField(fake, 0);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mission 1' })).toBeTruthy());
    // 02-01-00 is a lesson key; the server has none (-2), so the board comes at once, without retries.
    expect(calls.filter((p) => p === studyTutoInfoEndpoint.path)).toHaveLength(1);
    expect(screen.getByText('Black to play')).toBeTruthy();

    fireEvent.click(point('E3'));
    expect(feedback()?.textContent).toBe(
      'Wrong: White answers at D3. The marked stones now have 2 liberties.',
    );
    await waitFor(() => expect(document.querySelector('[data-result="failed"]')).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(point('D3'));
    expect(feedback()?.textContent).toBe('Right! The problem is solved.');
    await waitFor(() =>
      expect(document.querySelector('[data-result="solved"]')?.getAttribute('data-sync')).toBe('pending'),
    );
    expect(screen.getByText('Solved. This earns 5 points.')).toBeTruthy();
    expect(screen.getByText('Saved on this device; waiting to sync with the server.')).toBeTruthy();

    const outbox = await appOutbox();
    const queued = (await outbox?.pending(7)) ?? [];
    expect(queued.map((w) => [w.path, (w.body as { moves: string[] }).moves])).toEqual([
      ['/api/study/work/result', ['E3']],
      ['/api/study/work/result', ['D3']],
    ]);
    expect(queued[1]?.body).toMatchObject({ userno: 7, sno: 2, gno: 1, jkno: 0, kind: 'study' });

    // Next: the session moves on to mission 2, which the server does not have.
    fireEvent.click(screen.getByRole('button', { name: 'Next mission' }));
    await waitFor(() => expect(screen.getByText('This mission is not published yet.')).toBeTruthy());
    expect(store.get(studySelectionAtom).missionIndex).toBe(1);
  });

  it('shows a failed load with a way to try again, then the mission', async () => {
    // Mission 3, which no earlier test loaded (answers are kept for the page's life).
    let reachable = false;
    const fake: Call = (endpoint) => {
      if (endpoint === studyTutoInfoEndpoint) return Promise.resolve(apiFailure(-2, { status: 200 }));
      if (endpoint === studyMissionInfoEndpoint && reachable)
        return Promise.resolve(apiSuccess({ errorcode: 0, data: missionText(captureOne, 2) }));
      return Promise.resolve(apiFailure(-4002, { unreachable: true }));
    };
    await openField(fake, 2);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be reached'));
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mission 3' })).toBeTruthy());
    const section = document.querySelector('section.mission-field');
    expect(section?.getAttribute('aria-labelledby')).toBe('mission-title');
    expect(section?.getAttribute('data-mission')).toBe('2');
    expect(section?.hasAttribute('data-kind')).toBe(false);
  });
});
