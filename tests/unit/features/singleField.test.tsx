// @vitest-environment happy-dom
// The single and dice screens in happy-dom over a fake server: the field starts a challenge through the
// outbox (its id chosen by the app, the hearts shown at once without the pending cost, R7.24), plays the
// problem on the board, queues the result with the player's moves and shows the rules' reading at once and
// the server's verdict when it arrives; the next mission opens on a credited win. A locked mission and a
// short balance are refused before anything is spent; a dice game starts with one die (R7.25) and a
// resignation is sent with every move; videos open in a new tab, or show a link when the tab is blocked
// (R7.59, R7.60); the mission screen lists missions with their state, stars and tries (R7.17); a take-back,
// a fresh start and a hint are paid through the outbox with the gold shown at once (issue 16, R7.20–R7.22).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classMineEndpoint,
  diceAliveCountEndpoint,
  singleCourseEndpoint,
  singleGroupInfoEndpoint,
  singleMissionInfoEndpoint,
  singleTutoInfoEndpoint,
  singleUserInfoEndpoint,
  singleVideoInfoEndpoint,
  type EndpointDef,
  type SingleMission,
} from '../../../src/protocol';
import { api } from '../../../src/io/api/appClient';
import { apiFailure, apiSuccess, type ApiResult } from '../../../src/io/api/result';
import { appOutbox } from '../../../src/io/outbox/appOutbox';
import { createAiBridge } from '../../../src/io/ai/bridge';
import { AiBridgeContext } from '../../../src/features/single/aiBattle';
import {
  DiceField,
  SingleField,
  SingleMission as SingleMissionScreen,
} from '../../../src/features/single/SingleScreens';
import { recordWriteAnswerAtom } from '../../../src/state/outbox';
import { bundleAtom } from '../../../src/state/session';
import { singleChallengeAtom, singleSelectionAtom } from '../../../src/state/singleSession';
import { InProcessAiWorker } from '../../../src/workers/inProcessAiWorker';
import { sampleDedata } from '../state/fixtures';
import { captureOne } from './problemFixtures';
import { renderScreen } from './render';

vi.mock('../../../src/board/sounds', () => ({
  soundNames: ['stone', 'capture', 'right', 'wrong'],
  playSound: () => undefined,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const text = (en: string) => ({ 'ko-KR': en, 'en-US': en, 'zh-CN': en });

const course = {
  errorcode: 0,
  version: 't',
  categories: [
    {
      sno: 3,
      key: 'puzzle',
      title: text('Puzzle'),
      groups: [
        { gno: 1, title: text('Atari'), heart: 1, missions: 2, kind: 'problem' },
        { gno: 2, title: text('Costly'), heart: 9, missions: 1, kind: 'problem' },
      ],
    },
    {
      sno: 6,
      key: 'dice',
      title: text('Dice'),
      groups: [{ gno: 1, title: text('Dice 1'), heart: 0, missions: 1, kind: 'capture' }],
    },
  ],
} as const;

function problemMission(sno: number, gno: number, jkno: number, videos = 0): SingleMission {
  return {
    sno,
    gno,
    jkno,
    kind: 'problem',
    title: text(`Mission ${jkno + 1}`),
    prompt: text('Black to play'),
    hint: text('Count the liberties'),
    problem: captureOne,
    videos,
  };
}

const diceGame: SingleMission = {
  sno: 6,
  gno: 1,
  jkno: 0,
  kind: 'capture',
  title: text('Dice game'),
  prompt: text('Capture one stone'),
  hint: text('Atari'),
  game: { size: 5, toMove: 'B', player: 'B', level: 1, komi: 0, captureTarget: 1 },
  videos: 0,
};

interface Server {
  lastjkno: number;
  tries: number;
  videoUrl: string;
  /** The caller's class's "hearts unlimited during class hours"; no class when absent. */
  classHeartsInHours?: boolean;
}

function fakeServer(server: Server) {
  const calls: { path: string; body: unknown }[] = [];
  const call = (endpoint: EndpointDef, body: unknown): Promise<ApiResult<unknown>> => {
    calls.push({ path: endpoint.path, body });
    const b = body as { sno: number; gno: number; jkno: number };
    switch (endpoint) {
      case singleCourseEndpoint:
        return Promise.resolve(apiSuccess(course));
      case singleGroupInfoEndpoint:
        return Promise.resolve(apiSuccess({ errorcode: 0, UserGroupSingleInfo: [] }));
      case singleUserInfoEndpoint: {
        const group = course.categories.find((c) => c.sno === b.sno)?.groups.find((g) => g.gno === b.gno);
        if (!group) return Promise.resolve(apiFailure(-2, { status: 200 }));
        return Promise.resolve(
          apiSuccess({
            errorcode: 0,
            sno: b.sno,
            gno: b.gno,
            lastjkno: server.lastjkno,
            starsum: 0,
            heart: group.heart,
            UserSingleMissionInfo: Array.from({ length: group.missions }, (_, jkno) => ({
              jkno,
              stars: 0,
              tries: jkno === 0 ? server.tries : 0,
              cleared: jkno < server.lastjkno,
              open: jkno <= server.lastjkno,
            })),
          }),
        );
      }
      case singleMissionInfoEndpoint:
        if (b.sno === 6) return Promise.resolve(apiSuccess({ errorcode: 0, mission: diceGame }));
        return Promise.resolve(
          apiSuccess({ errorcode: 0, mission: problemMission(b.sno, b.gno, b.jkno, 2) }),
        );
      case singleTutoInfoEndpoint:
        return Promise.resolve(apiFailure(-2, { status: 200 }));
      case singleVideoInfoEndpoint:
        return Promise.resolve(
          apiSuccess({
            errorcode: 0,
            count: 2,
            VideoCode: 'abc',
            StartPos: 0,
            EndPos: 9,
            url: server.videoUrl,
          }),
        );
      case classMineEndpoint: {
        const on = server.classHeartsInHours;
        if (on === undefined) return Promise.resolve(apiSuccess({ errorcode: 0, class: null }));
        const settings = {
          heartsInHours: on,
          chatFreeText: false,
          trainerOn: true,
          liveOn: true,
          locked: true,
          rankingOn: false,
        };
        return Promise.resolve(apiSuccess({ errorcode: 0, class: { classId: 1, name: 'A', settings } }));
      }
      case diceAliveCountEndpoint:
        return Promise.resolve(apiSuccess({ errorcode: 0, DiceCount: 3, DiceTime: 0, serverTime: 1 }));
      default:
        return Promise.resolve(apiFailure(-4002, { unreachable: true }));
    }
  };
  vi.spyOn(api, 'call').mockImplementation(call as typeof api.call);
  return calls;
}

const feedback = () => document.querySelector('[data-feedback]');
const point = (vertex: string) => {
  const cell = document.querySelector(`[data-vertex="${vertex}"]`);
  if (!cell) throw new Error(`no point ${vertex}`);
  return cell;
};

async function open(
  element: React.ReactElement,
  userno: number,
  place: Parameters<typeof singleSelectionAtom.write>[2],
) {
  const rendered = await renderScreen(element);
  act(() => {
    rendered.store.set(bundleAtom, { userno, dedata: sampleDedata(userno), offline: false });
    rendered.store.set(singleSelectionAtom, place);
  });
  return rendered;
}

async function queued(userno: number) {
  const outbox = await appOutbox();
  return (await outbox?.pending(userno)) ?? [];
}

const startButton = () => screen.getByRole('button', { name: /^Start the challenge/ });

describe('the single field', () => {
  it('starts through the outbox, queues the result, and shows the rules then the server', async () => {
    fakeServer({ lastjkno: 0, tries: 1, videoUrl: 'https://video.example/abc' });
    const { store } = await open(<SingleField />, 71, { categoryId: 3, groupId: 1, missionIndex: 0 });
    await waitFor(() => expect(startButton()).toBeTruthy());
    // 3_1_0_1 and 3_1_0_2 are lesson keys; the server has neither (-2), so the start comes at once.
    expect(screen.getByText('Puzzle · Atari')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Mission 1' });
    expect(section.className).toBe('mission-field single-field');
    expect(section.getAttribute('data-mission')).toBe('0');
    expect(section.getAttribute('data-kind')).toBe('problem');
    expect(startButton().textContent).toBe('Start the challenge (1 heart)');
    await waitFor(() =>
      expect(document.querySelector('[data-hearts]')?.getAttribute('data-hearts')).toBe('5'),
    );

    fireEvent.click(startButton());
    await waitFor(() => expect(feedback()?.getAttribute('data-feedback')).toBe('start'));
    const [start] = await queued(71);
    expect(start?.path).toBe('/api/single/challenge/req');
    expect(start?.body).toMatchObject({ userno: 71, sno: 3, gno: 1, jkno: 0, type: 3 });
    const challengeId = (start?.body as { challengeId: string }).challengeId;
    expect(challengeId).toMatch(/^[A-Za-z0-9_]{8,64}$/);
    // The pending start is taken off the shown hearts at once.
    await waitFor(() =>
      expect(document.querySelector('[data-hearts]')?.getAttribute('data-hearts')).toBe('4'),
    );

    // A wrong move waits for a paid take-back or fresh start; ending the try ends the challenge: no free
    // retry on the board.
    fireEvent.click(point('E3'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'End this try' })).toBeTruthy());
    expect(document.querySelector('[data-result]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End this try' }));
    await waitFor(() =>
      expect(document.querySelector('[data-result]')?.getAttribute('data-predicted')).toBe('wrong_answer'),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByText('Not solved this time.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-sync="pending"]')).not.toBeNull());
    const writes = await queued(71);
    expect(writes.map((w) => w.path)).toEqual(['/api/single/challenge/req', '/api/single/result']);
    expect(writes[1]?.body).toEqual({
      userno: 71,
      challengeId,
      sno: 3,
      gno: 1,
      jkno: 0,
      moves: ['E3'],
      dead: [],
      outcome: 'loss',
    });
    expect(screen.queryByRole('button', { name: 'Next mission' })).toBeNull();
    act(() =>
      store.set(recordWriteAnswerAtom, {
        key: writes[1]?.idempotencyKey ?? '',
        answer: {
          kind: 'applied',
          answer: {
            errorcode: 0,
            credited: false,
            verdict: 'wrong_answer',
            at: 0,
            stars: 0,
            lastjkno: 0,
            starsum: 0,
            score: '',
          },
        },
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByText('The server recorded your challenge: the moves do not solve the problem.'),
      ).toBeTruthy(),
    );

    // Another challenge, solved: the rules' stars at once, the next mission open while the server is asked.
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(startButton()).toBeTruthy());
    fireEvent.click(startButton());
    await waitFor(() => expect(feedback()?.getAttribute('data-feedback')).toBe('start'));
    fireEvent.click(point('D3'));
    await waitFor(() =>
      expect(document.querySelector('[data-result]')?.getAttribute('data-predicted')).toBe('win'),
    );
    expect(screen.getByText('Solved! This mission counts once the server confirms it.')).toBeTruthy();
    // One earlier try without a win: the first win earns 2 stars (singlePlay.ts starsForWin).
    expect(document.querySelector('[data-predicted-stars]')?.getAttribute('data-predicted-stars')).toBe('2');
    await waitFor(async () => expect(await queued(71)).toHaveLength(4));
    const result = (await queued(71))[3];
    expect(result?.body).toMatchObject({ moves: ['D3'], outcome: 'win' });
    expect(screen.getByRole('button', { name: 'Next mission' })).toBeTruthy();
    act(() =>
      store.set(recordWriteAnswerAtom, {
        key: result?.idempotencyKey ?? '',
        answer: {
          kind: 'applied',
          answer: {
            errorcode: 0,
            credited: true,
            verdict: 'win',
            at: -1,
            stars: 2,
            lastjkno: 1,
            starsum: 2,
            score: '',
          },
        },
      }),
    );
    await waitFor(() => expect(screen.getByText('Confirmed by the server: mission cleared.')).toBeTruthy());
    expect(document.querySelector('[data-credited]')?.getAttribute('data-server-stars')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Next mission' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Mission 2' })).toBeTruthy());
    expect(store.get(singleSelectionAtom).missionIndex).toBe(1);
    expect(store.get(singleChallengeAtom)).toBeNull();
    // Mission 2 was opened by the win: it can be started.
    await waitFor(() => expect(startButton().hasAttribute('disabled')).toBe(false));
  });

  it('sells a take-back, a fresh start and a hint through the outbox, the gold shown at once (issue 16)', async () => {
    fakeServer({ lastjkno: 0, tries: 0, videoUrl: 'https://video.example/abc' });
    const { store } = await open(<SingleField />, 74, { categoryId: 3, groupId: 1, missionIndex: 0 });
    // The server last said 12 gold and two of today's three free checks used.
    act(() => {
      const dedata = sampleDedata(74);
      store.set(bundleAtom, {
        userno: 74,
        dedata: {
          ...dedata,
          sysinfo: { ...dedata.sysinfo, serverTime: Date.now() * 1000 },
          userLogin: { ...dedata.userLogin, gold: 12 },
          userinfo: { ...dedata.userinfo, free4Day: { useCheck4Day: 2 } },
        },
        offline: false,
      });
    });
    await waitFor(() => expect(startButton()).toBeTruthy());
    fireEvent.click(startButton());
    await waitFor(() => expect(feedback()?.getAttribute('data-feedback')).toBe('start'));
    const gold = () => document.querySelector('[data-gold]')?.getAttribute('data-gold');
    const help = (name: string) => {
      const button = document.querySelector(`[data-help="${name}"] button`);
      if (!(button instanceof HTMLButtonElement)) throw new Error(`no ${name} button`);
      return button;
    };
    expect(gold()).toBe('12');
    expect(help('hint').textContent).toBe('Hint · free (1 left today)');
    expect(help('takeback').textContent).toBe('Take back · 5 gold');
    expect(help('restart').textContent).toBe('Start over · 10 gold');
    // Nothing played yet: nothing to take back.
    expect(help('takeback').disabled).toBe(true);

    // The last free check of the day shows the right move; the next hint costs gold.
    fireEvent.click(help('hint'));
    await waitFor(() => expect(screen.getByText('Count the liberties')).toBeTruthy());
    expect(gold()).toBe('12');

    // A wrong move, taken back for 5 gold (the learning price, R7.20): the gold drops once, at once.
    fireEvent.click(point('E3'));
    await waitFor(() => expect(help('takeback').disabled).toBe(false));
    fireEvent.click(help('takeback'));
    await waitFor(() => expect(feedback()?.getAttribute('data-feedback')).toBe('start'));
    expect(gold()).toBe('7');
    const paths = (await queued(74)).map((w) => w.path);
    expect(paths).toEqual([
      '/api/single/challenge/req',
      '/api/single/check/free',
      '/api/single/takebackedu/gold',
    ]);
    expect((await queued(74))[2]?.body).toEqual({ userno: 74, bkey: '3_1_0' });
    // 7 gold cannot pay a 10-gold fresh start nor a paid hint: refused with the reason beside the button.
    fireEvent.click(point('E3'));
    await waitFor(() => expect(help('restart').disabled).toBe(true));
    expect(screen.getAllByText('Not enough gold: you have 7, this costs 10.').length).toBeGreaterThan(0);
    expect(help('restart').getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(help('takeback'));
    await waitFor(() => expect(gold()).toBe('2'));
    // The taken-back line is solved: the result carries the kept moves only.
    fireEvent.click(point('D3'));
    await waitFor(() =>
      expect(document.querySelector('[data-result]')?.getAttribute('data-predicted')).toBe('win'),
    );
    await waitFor(async () => expect(await queued(74)).toHaveLength(5));
    expect((await queued(74))[4]?.body).toMatchObject({ moves: ['D3'], outcome: 'win' });
  });

  it('refuses a locked mission before anything is spent', async () => {
    fakeServer({ lastjkno: 0, tries: 0, videoUrl: 'https://video.example/abc' });
    await open(<SingleField />, 72, { categoryId: 3, groupId: 1, missionIndex: 1 });
    await waitFor(() =>
      expect(screen.getByText('This mission is locked. Clear the missions before it first.')).toBeTruthy(),
    );
    expect(startButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(startButton());
    expect(await queued(72)).toEqual([]);
  });

  it('refuses a challenge the shown hearts do not cover', async () => {
    fakeServer({ lastjkno: 0, tries: 0, videoUrl: 'https://video.example/abc' });
    await open(<SingleField />, 73, { categoryId: 3, groupId: 2, missionIndex: 0 });
    await waitFor(() =>
      expect(
        screen.getByText('Not enough hearts for this challenge. Hearts come back over time.'),
      ).toBeTruthy(),
    );
    expect(startButton().textContent).toBe('Start the challenge (9 hearts)');
    expect(startButton().hasAttribute('disabled')).toBe(true);
    expect(await queued(73)).toEqual([]);
    // Issue 16: hearts never block learning: free practice is offered instead.
    expect(screen.getByText('Practice never costs hearts: keep learning for free meanwhile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise in Study for free' }).getAttribute('href')).toBe(
      '/study',
    );
  });

  // Issue 19: a member in class hours (membership every day) plays heart-free unless the class's teacher
  // turned "hearts unlimited during class hours" off; the same pure rule as the server's.
  it.each([
    { setting: undefined, label: 'Start the challenge (0 hearts)' },
    { setting: true, label: 'Start the challenge (0 hearts)' },
    { setting: false, label: 'Start the challenge (1 heart)' },
  ])('a member in class hours, class setting $setting: $label', async ({ setting, label }) => {
    fakeServer({
      lastjkno: 0,
      tries: 0,
      videoUrl: 'https://video.example/abc',
      ...(setting === undefined ? {} : { classHeartsInHours: setting }),
    });
    const userno = setting === undefined ? 74 : setting ? 75 : 76;
    const { store } = await renderScreen(<SingleField />);
    act(() => {
      const dedata = sampleDedata(userno);
      const membership = { stime: (Date.now() - 86_400_000) * 1000, termDay: 30, type: 1, weekDay: 255 };
      store.set(bundleAtom, {
        userno,
        dedata: { ...dedata, userinfo: { ...dedata.userinfo, membership } },
        offline: false,
      });
      store.set(singleSelectionAtom, { categoryId: 3, groupId: 1, missionIndex: 0 });
    });
    await waitFor(() => expect(startButton().textContent).toBe(label));
  });

  it('opens a video in a new tab without an opener, or shows its link when the tab is blocked', async () => {
    fakeServer({ lastjkno: 0, tries: 0, videoUrl: 'https://video.example/abc' });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await open(<SingleField />, 74, { categoryId: 3, groupId: 1, missionIndex: 0 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch video 1' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Watch video 1' }));
    await waitFor(() => expect(tab.location.href).toBe('https://video.example/abc'));
    expect(tab.opener).toBeNull();
    expect(openTab).toHaveBeenCalledWith('', '_blank');

    openTab.mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Watch video 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your browser blocked the new tab.');
    const link = screen.getByRole('link', { name: 'Video 2' });
    expect(link.getAttribute('href')).toBe('https://video.example/abc');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('the dice field', () => {
  it('starts a dice game with one die and sends a resignation with every move', async () => {
    fakeServer({ lastjkno: 0, tries: 0, videoUrl: 'https://video.example/abc' });
    const bridge = createAiBridge(() => new InProcessAiWorker());
    try {
      const { store } = await open(
        <AiBridgeContext.Provider value={bridge}>
          <DiceField />
        </AiBridgeContext.Provider>,
        75,
        { dice: { groupId: 1, missionIndex: 0 } },
      );
      await waitFor(() => expect(startButton().textContent).toBe('Start the challenge (1 die)'));
      await waitFor(() => expect(document.querySelector('[data-dice]')?.getAttribute('data-dice')).toBe('5'));
      // Before the start the screen says what the roll decides, not the pack's board (issue 17).
      expect(screen.getByText(/Starting rolls the die: its number decides the board/)).toBeTruthy();
      fireEvent.click(startButton());
      await waitFor(() => expect(document.querySelector('[data-dice]')?.getAttribute('data-dice')).toBe('4'));
      const [start] = await queued(75);
      expect(start?.path).toBe('/api/single/dice/challenge');
      expect(start?.body).toMatchObject({ sno: 6, gno: 1, jkno: 0, type: 6, dice: 1 });
      expect(store.get(singleChallengeAtom)?.mode).toBe('dice');
      // No board before the server's roll: the die is rolled there.
      expect(screen.getByText(/The die is rolled on the server/)).toBeTruthy();
      expect(document.querySelector('[data-phase]')).toBeNull();
      const challengeId = store.get(singleChallengeAtom)?.challengeId ?? '';
      act(() =>
        store.set(recordWriteAnswerAtom, {
          key: start?.idempotencyKey ?? '',
          answer: {
            kind: 'applied',
            answer: {
              errorcode: 0,
              dcount: 4,
              stime: 0,
              SingleLoadVector: [diceGame],
              challengeId,
              serverTime: 1,
              roll: { dice: [2], total: 2, size: 5, captureTarget: 1, level: 1 },
            },
          },
        }),
      );
      // The die lands on the server's face (reduced motion or not, it ends there) and says what it decided.
      await waitFor(() => expect(document.querySelector('[data-roll="landed"]')).not.toBeNull(), {
        timeout: 5_000,
      });
      expect(document.querySelector('.die')?.getAttribute('data-face')).toBe('2');
      expect(screen.getByText('The die shows 2.')).toBeTruthy();
      expect(store.get(singleChallengeAtom)?.rolled?.roll.total).toBe(2);
      fireEvent.click(screen.getByRole('button', { name: 'Open the board' }));
      await waitFor(() => expect(document.querySelector('[data-phase="player"]')).not.toBeNull());

      fireEvent.click(point('C3'));
      // The AI answers: a white stone on the board, and the player's turn again.
      await waitFor(
        () => {
          expect(document.querySelector('[data-vertex][aria-label*="white"]')).not.toBeNull();
          expect(document.querySelector('[data-phase="player"]')).not.toBeNull();
        },
        { timeout: 20_000 },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
      await waitFor(() =>
        expect(document.querySelector('[data-result]')?.getAttribute('data-predicted')).toBe('loss'),
      );
      expect(screen.getByText('You lost this time.')).toBeTruthy();
      await waitFor(async () => expect(await queued(75)).toHaveLength(2));
      const body = (await queued(75))[1]?.body as { moves: string[]; resign: string; outcome: string };
      expect(body.resign).toBe('player');
      expect(body.outcome).toBe('loss');
      expect(body.moves).toHaveLength(2);
      expect(body.moves[0]).toBe('C3');
    } finally {
      bridge.dispose();
    }
  }, 30_000);
});

describe('the mission screen', () => {
  it('lists the group’s missions with their state, stars and tries, and the chosen one’s details', async () => {
    fakeServer({ lastjkno: 1, tries: 2, videoUrl: 'https://video.example/abc' });
    await open(<SingleMissionScreen />, 76, { categoryId: 3, groupId: 1, missionIndex: -1 });
    await waitFor(() => expect(document.querySelectorAll('[data-mission]')).toHaveLength(2));
    const rows = Array.from(document.querySelectorAll('[data-mission]'));
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['cleared', 'open']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mission 1' })).toBeTruthy());
    expect(rows[0]?.textContent).toContain('Tries: 2');
    // The open mission is the one shown, with its prompt and videos.
    expect(document.querySelector('[data-detail]')?.getAttribute('data-detail')).toBe('1');
    expect(screen.getByRole('link', { name: 'Play Mission 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mission 1' }));
    await waitFor(() =>
      expect(document.querySelector('[data-detail]')?.getAttribute('data-detail')).toBe('0'),
    );
    expect(screen.getByRole('button', { name: 'Watch video 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the lesson' })).toBeTruthy();
  });
});
