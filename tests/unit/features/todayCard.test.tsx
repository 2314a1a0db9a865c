// @vitest-environment happy-dom
// Today's goal and streak on the front gate (issue 13): drawn only from the day's statistics answer, never
// from another day's kept answer, with the streak and the days to the next gem bonus, and a way to collect
// an earned reward that is not collected yet.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statDayOf } from '../../../src/domain/rules/statistics';
import { daysToStreakBonus, TodayCard } from '../../../src/features/frontgate/TodayCard';
import { api } from '../../../src/io/api/appClient';
import { apiFailure, apiSuccess } from '../../../src/io/api/result';
import { totalPointDateDetailEndpoint, type EndpointDef } from '../../../src/protocol';
import { sampleDedata } from '../state/fixtures';
import { renderScreen } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Day {
  sdate: number;
  solved: number;
  points: number;
  rewarded: boolean;
  streak?: number;
}

function answerWith(day: Day) {
  const targets = [
    { kind: 'solved', need: 10, have: day.solved, met: day.solved >= 10 },
    { kind: 'points', need: 80, have: day.points, met: day.points >= 80 },
  ];
  const met = targets.filter((x) => x.met).length;
  vi.spyOn(api, 'call').mockImplementation(((endpoint: EndpointDef) =>
    Promise.resolve(
      endpoint === totalPointDateDetailEndpoint
        ? apiSuccess({
            errorcode: 0,
            MyStatDetail: {
              sdate: day.sdate,
              points: day.points,
              solved: day.solved,
              tried: day.solved,
              seconds: 60,
              sections: [],
              targets,
              reward: { gold: met * 10, heart: met === 2 ? 1 : 0 },
              rewarded: day.rewarded,
              checked: false,
              ...(day.streak === undefined ? {} : { streak: day.streak }),
            },
          })
        : apiSuccess({ errorcode: 0 }),
    )) as typeof api.call);
}

async function show() {
  return renderScreen(
    <>
      {/* renderScreen waits for a control; the card may have none. */}
      <button type="button">elsewhere</button>
      <TodayCard />
    </>,
    { bundle: { userno: 7, dedata: sampleDedata(7), offline: false } },
  );
}

const today = () => statDayOf(Date.now());

describe('TodayCard', () => {
  it('shows the two goals with their bars, the streak and the days to the bonus', async () => {
    answerWith({ sdate: today(), solved: 4, points: 30, rewarded: false, streak: 3 });
    await show();
    const solved = await screen.findByRole('progressbar', { name: 'Solve 10 problems' });
    expect(solved.getAttribute('aria-valuenow')).toBe('40');
    expect(solved.getAttribute('aria-valuetext')).toBe('4 of 10');
    expect(screen.getByRole('progressbar', { name: 'Earn 80 points' }).getAttribute('aria-valuetext')).toBe(
      '30 of 80',
    );
    expect(document.querySelector('[data-streak]')?.textContent).toBe(
      '3 days in a row! 4 more days in a row for 15 gems.',
    );
    // Nothing earned yet: no way to collect.
    expect(screen.queryByRole('link', { name: 'Collect your reward' })).toBeNull();
  });

  it('offers to collect an earned reward, and says when it is collected', async () => {
    answerWith({ sdate: today(), solved: 12, points: 90, rewarded: false, streak: 0 });
    const first = await show();
    const link = await screen.findByRole('link', { name: 'Collect your reward' });
    expect(link.getAttribute('href')).toBe('/?panel=stats');
    expect(document.querySelector('[data-streak]')?.textContent).toBe(
      'Collect a reward today to start a streak. 7 more days in a row for 15 gems.',
    );
    first.unmount();
    vi.restoreAllMocks();
    answerWith({ sdate: today(), solved: 12, points: 90, rewarded: true, streak: 1 });
    await show();
    await screen.findByText("Today's reward is collected. Well done!");
    expect(screen.queryByRole('link', { name: 'Collect your reward' })).toBeNull();
  });

  it("shows nothing for another day's answer, and no streak line from a server without it", async () => {
    answerWith({ sdate: 20200101, solved: 4, points: 30, rewarded: false, streak: 3 });
    const first = await show();
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Today's goal")).toBeNull();
    first.unmount();
    vi.restoreAllMocks();
    answerWith({ sdate: today(), solved: 4, points: 30, rewarded: false });
    await show();
    await waitFor(() => expect(document.querySelectorAll('[data-goal]').length).toBeGreaterThan(0));
    expect(document.querySelector('[data-streak]')).toBeNull();
  });

  it('keeps its place while the answer is on its way (busy, no goals), so the tiles below never jump', async () => {
    let answer: (value: unknown) => void = () => undefined;
    vi.spyOn(api, 'call').mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    await show();
    expect(screen.getByText("Today's goal")).toBeTruthy();
    expect(document.querySelector('.today-pending[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('[data-goal]')).toBeNull();
    answer(apiFailure(-1));
    await waitFor(() => expect(screen.queryByText("Today's goal")).toBeNull());
  });

  it.each([
    [0, 7],
    [1, 6],
    [6, 1],
    [7, 7],
    [13, 1],
  ])('after %i days in a row, the bonus is %i days away', (streak, days) => {
    expect(daysToStreakBonus(streak)).toBe(days);
  });
});
