// @vitest-environment happy-dom
// The hub panels for try-quest, the shop and statistics (R1.11, R1.13, R1.14, R3.30–R3.33, R4.17, R7.32,
// R7.52, R7.55, R7.58): tiers show each target's progress and open on the server's selected tier; only a
// complete unreceived tier offers its claim, which goes through the outbox and shows the confirmed reward;
// a Buy button is closed with its reason when the wallet is short; the panels load lazily from the hub.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPanelView } from '../../../src/features/account/AccountPanelView';
import { parseAccountPanel } from '../../../src/features/account/panels';
import { QuestPanel } from '../../../src/features/quest/QuestPanel';
import {
  initialTier,
  targetLink,
  targetWording,
  tierState,
  tierTargets,
  type QuestTier,
} from '../../../src/features/quest/questProgress';
import { ShopPanel } from '../../../src/features/shop/ShopPanel';
import { buyBlock } from '../../../src/features/shop/shopWallet';
import { olderPage, newerPage } from '../../../src/features/stats/statDate';
import { StatsPanel } from '../../../src/features/stats/StatsPanel';
import { api } from '../../../src/io/api/appClient';
import { apiFailure, apiSuccess } from '../../../src/io/api/result';
import { appOutbox } from '../../../src/io/outbox/appOutbox';
import {
  academyOtherBuyInfoEndpoint,
  kcertInfoEndpoint,
  singleCourseEndpoint,
  studyCourseEndpoint,
  termStoreInfoEndpoint,
  totalPointDateDetailEndpoint,
  totalPointDateListEndpoint,
  tryQuestInfoEndpoint,
  type EndpointDef,
} from '../../../src/protocol';
import { recordWriteAnswerAtom } from '../../../src/state/outbox';
import { bundleAtom } from '../../../src/state/session';
import { sampleDedata } from '../state/fixtures';
import { renderScreen } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function tier(index: number, patch: Partial<QuestTier> = {}): QuestTier {
  return {
    TIndex: index,
    AStep: 100 - index * 5,
    EndFlag: false,
    RecvFlag: false,
    SelectFlag: false,
    BStep: [],
    Single: [{ SNo: 3, GNo: 0, JKCnt: 50, count: 37, met: false }],
    Study: [{ SNo: 2, GNo: index, met: false }],
    StudyRank: [],
    reward: { gem: 10 * index, slot: index % 2 === 0 ? 1 : 0, blevel: index },
    ...patch,
  };
}

const doneSingle = [{ SNo: 3, GNo: 0, JKCnt: 5, count: 9, met: true }];
const tiers: QuestTier[] = [
  tier(1, { EndFlag: true, RecvFlag: true, Single: doneSingle, Study: [] }),
  tier(2, { EndFlag: true, SelectFlag: true, Single: doneSingle, Study: [{ SNo: 2, GNo: 2, met: true }] }),
  tier(3, { BStep: [{ BStep: 40, BType: 99, met: false }] }),
  tier(4),
  tier(5, { Single: [{ SNo: 4, GNo: 0, JKCnt: 5, count: 2, met: false }] }),
  tier(6, { Single: [{ SNo: 0, GNo: 2, JKCnt: 4, count: 1, met: false }] }),
  tier(7, { Single: [{ SNo: 0, GNo: 3, JKCnt: 4, count: 1, met: false }] }),
  ...[8, 9, 10].map((i) => tier(i)),
];

const shopItems = [
  {
    id: 'emo-smile-7',
    kind: 'emoticon' as const,
    name: 'Smile',
    description: 'Seven days',
    currency: 'gold' as const,
    price: 50,
    refId: 1,
    days: 7,
    type: 0,
    weekDay: 0,
    owned: false,
    until: 0,
  },
  {
    id: 'stone-jade',
    kind: 'stone' as const,
    name: 'Jade stones',
    description: 'For good',
    currency: 'gem' as const,
    price: 30,
    refId: 2,
    days: 0,
    type: 0,
    weekDay: 0,
    owned: false,
    until: 0,
  },
];

/** Answers every endpoint the panels read; anything else is unreachable. */
function fakeApi() {
  const fake = (endpoint: EndpointDef) => {
    const ok = (data: object) => Promise.resolve(apiSuccess({ errorcode: 0, ...data }));
    if (endpoint === tryQuestInfoEndpoint)
      return ok({ TryQuestVector: tiers, BStep: 50, BType: 1, TryQuestRecv: [{ TIndex: 1, date: 1 }] });
    if (endpoint === kcertInfoEndpoint)
      return ok({
        KCertVector: [
          { TQIndex: 1, STime: 1_700_000_000_000_000, PTime: 0, AStep: 95, CertNo: 'HQ-01-000007' },
        ],
        KCertVector2: [],
      });
    if (endpoint === academyOtherBuyInfoEndpoint)
      return ok({ lang: 'en-US', gold: 120, gem: 12, membership: null, items: shopItems, owned: [] });
    if (endpoint === termStoreInfoEndpoint)
      return ok({
        TermStoreList: [
          {
            id: 'term-30',
            name: { 'ko-KR': '30일', 'en-US': '30 days', 'zh-CN': '30天' },
            currency: 'gold',
            price: 100,
            termDay: 30,
            type: 1,
            weekDay: 255,
          },
        ],
        membership: null,
      });
    if (endpoint === totalPointDateListEndpoint)
      return ok({
        MyStatDateList: [
          {
            sdate: 20261123,
            points: 85,
            solved: 11,
            tried: 14,
            seconds: 600,
            checked: false,
            rewarded: false,
          },
        ],
        next: 20261101,
      });
    if (endpoint === totalPointDateDetailEndpoint) {
      const totals = { points: 85, solved: 11, tried: 14, seconds: 600 };
      return ok({
        MyStatDetail: {
          sdate: 20261123,
          ...totals,
          sections: [{ section: 'study', ...totals }],
          targets: [
            { kind: 'solved', need: 10, have: 11, met: true },
            { kind: 'points', need: 80, have: 85, met: true },
          ],
          reward: { gold: 20, heart: 1 },
          rewarded: false,
          checked: false,
        },
      });
    }
    if (endpoint === singleCourseEndpoint)
      return ok({
        version: '1',
        categories: [
          {
            sno: 0,
            key: 'aiBattle2',
            title: { 'ko-KR': '큰 판 대결', 'en-US': 'Big-board battles', 'zh-CN': '大棋盘对决' },
            groups: [
              {
                gno: 2,
                title: { 'ko-KR': '9줄 승부', 'en-US': 'Battles on 9×9', 'zh-CN': '9路对决' },
                heart: 1,
                missions: 10,
                kind: 'capture',
              },
              {
                gno: 3,
                title: { 'ko-KR': '', 'en-US': '', 'zh-CN': '' },
                heart: 1,
                missions: 10,
                kind: 'capture',
              },
            ],
          },
        ],
      });
    if (endpoint === studyCourseEndpoint)
      return ok({
        version: '1',
        categories: [
          {
            sno: 2,
            key: 'cho',
            title: { 'ko-KR': '초급', 'en-US': 'Elementary', 'zh-CN': '初级' },
            groups: [
              {
                gno: 4,
                title: { 'ko-KR': '축', 'en-US': 'Ladders', 'zh-CN': '征子' },
                technique: 'ladder',
                second: 600,
                heart: 1,
                missions: 10,
              },
            ],
          },
        ],
      });
    return Promise.resolve(apiFailure(-4002, { unreachable: true }));
  };
  return vi.spyOn(api, 'call').mockImplementation(fake as typeof api.call);
}

async function renderSignedIn(element: React.ReactElement) {
  fakeApi();
  // renderScreen waits for a button; the panels show theirs once loaded, so sign in before that.
  const rendered = renderScreen(element);
  const { store } = await rendered.catch(() => {
    throw new Error('the panel never showed a button');
  });
  act(() => store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
  return rendered;
}

describe('try-quest layout (pure)', () => {
  it('lists targets as have / need, capped, and opens on the selected tier', () => {
    expect(tierTargets(tier(4)).map((t) => [t.kind, t.have, t.need, t.met])).toEqual([
      ['single', 37, 50, false],
      ['study', 0, 1, false],
    ]);
    expect(
      tierTargets(tier(2, { Single: doneSingle, Study: [{ SNo: 2, GNo: 2, met: true }] })).map((t) => [
        t.kind,
        t.have,
        t.need,
      ]),
    ).toEqual([
      ['single', 5, 5],
      ['study', 1, 1],
    ]);
    expect(initialTier(tiers)).toBe(2);
    expect(initialTier([])).toBe(1);
    expect(tiers.slice(0, 3).map(tierState)).toEqual(['received', 'complete', 'open']);
  });

  it('words each target by kind and links it to where it is played (issue 16)', () => {
    const targets = tierTargets(
      tier(7, {
        BStep: [{ BStep: 10, BType: 1, met: false }],
        Single: [
          { SNo: 3, GNo: 0, JKCnt: 350, count: 3, met: false },
          { SNo: 0, GNo: 0, JKCnt: 10, count: 0, met: false },
          { SNo: 1, GNo: 0, JKCnt: 4, count: 0, met: false },
          { SNo: 4, GNo: 2, JKCnt: 4, count: 0, met: false },
        ],
        Study: [{ SNo: 3, GNo: 2, met: false }],
        StudyRank: [{ SNo: 4, Point: 10000, points: 120, met: false }],
      }),
    );
    expect(targets.map(targetWording)).toEqual([
      'step',
      'puzzles',
      'battles',
      'missions',
      'groupMissions',
      'study',
      'rank',
    ]);
    expect(targets.map(targetLink)).toEqual([
      { to: '/bpower/field', kind: 'step' },
      { to: '/single/group', kind: 'single', categoryId: 3, groupId: -1 },
      { to: '/single/group', kind: 'single', categoryId: 0, groupId: -1 },
      { to: '/single/group', kind: 'single', categoryId: 1, groupId: -1 },
      { to: '/single/group', kind: 'single', categoryId: 4, groupId: 2 },
      { to: '/study/group', kind: 'study', categoryId: 3, groupId: 2 },
      { to: '/study/rank/field', kind: 'rank', categoryId: 4 },
    ]);
  });

  it('closes Buy for a short wallet or an owned stone (R7.52)', () => {
    const wallet = { gold: 40, gem: 30 };
    expect(buyBlock({ price: 50, currency: 'gold' }, wallet)).toEqual({
      reason: 'short',
      missing: 10,
      currency: 'gold',
    });
    expect(buyBlock({ price: 30, currency: 'gem' }, wallet)).toBeNull();
    expect(buyBlock({ price: 1, currency: 'gem', owned: true, days: 0, kind: 'stone' }, wallet)).toEqual({
      reason: 'owned',
    });
    expect(
      buyBlock({ price: 1, currency: 'gem', owned: true, days: 7, kind: 'emoticon' }, wallet),
    ).toBeNull();
  });

  it('pages the date list by the next sdate (R9.16)', () => {
    expect(olderPage([0], 20261101)).toEqual([0, 20261101]);
    expect(olderPage([0], 0)).toEqual([0]);
    expect(newerPage([0, 20261101])).toEqual([0]);
    expect(newerPage([0])).toEqual([0]);
  });
});

describe('try-quest panel', () => {
  it('shows ten tiers with progress and offers the claim only on a complete unreceived tier', async () => {
    const { store } = await renderSignedIn(<QuestPanel />);
    const ladder = await screen.findByRole('list', { name: 'Tiers' });
    expect(within(ladder).getAllByRole('button')).toHaveLength(10);
    // R4.17: the server selected tier 2, complete and not yet received.
    expect(
      within(ladder)
        .getByRole('button', { name: /^Tier 2 / })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Plain words (issue 13): no internal step numbers or type numbers on screen.
    expect(screen.getByRole('heading', { name: 'Tier 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim reward' })).toBeTruthy();

    // A tier in progress: "37 / 50" with a bar, no claim.
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 4 / }));
    expect(screen.getByText('37 / 50')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Solve 50 puzzles' });
    expect(bar.getAttribute('aria-valuenow')).toBe('74');
    expect(bar.getAttribute('aria-valuetext')).toBe('37 / 50');
    // Issue 16: each open target links to where it is played, in words; no internal codes on screen.
    expect(screen.getByRole('link', { name: 'Play Puzzles' }).getAttribute('href')).toBe('/single/group');
    // The study group by its title (issue 13), once the course has loaded.
    expect(
      (await screen.findByRole('link', { name: 'Open Elementary · Ladders' })).getAttribute('href'),
    ).toBe('/study/group');
    expect(screen.getByText('Gold medal in Elementary · Ladders')).toBeTruthy();
    expect(document.querySelector('.quest-detail')?.textContent).not.toMatch(/type 3|category 2|step \d/i);
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    // A step target names the trainer level a child knows (step 40 is 30 kyu), with its link.
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 3 / }));
    expect(screen.getByText('Reach 30 kyu in the pattern trainer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the pattern trainer' }).getAttribute('href')).toBe(
      '/bpower/field',
    );
    // Single-play targets in a child's words (issue 13): the AI battle types by their boards, a group by
    // its title, and "Group N" only for a group without one; never "AI battle 1" or "type 4".
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 5 / }));
    expect(screen.getByText('Win 5 AI battles on small boards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Small-board battles' })).toBeTruthy();
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 6 / }));
    expect(await screen.findByText('Clear 4 missions of “Battles on 9×9”')).toBeTruthy();
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 7 / }));
    expect(screen.getByText('Clear 4 missions in Big-board battles · Group 3')).toBeTruthy();
    expect(document.querySelector('.quest-detail')?.textContent).not.toMatch(/AI battle \d|type \d|, group/i);
    // A received tier: no claim either.
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 1 / }));
    expect(screen.getByText("You received this tier's reward.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    // The certificate the server listed, with its print button.
    expect(await screen.findByRole('button', { name: 'Print the tier 1 certificate' })).toBeTruthy();

    // Claim tier 2 through the outbox, then the server's answer shows the reward.
    fireEvent.click(within(ladder).getByRole('button', { name: /^Tier 2 / }));
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    await screen.findByText('Saved on this device; waiting for the server to confirm the claim.');
    const outbox = await appOutbox();
    const queued = ((await outbox?.pending(7)) ?? []).filter((w) => w.path === '/api/tryquest/reward');
    expect(queued.map((w) => w.body)).toEqual([{ userno: 7, tindex: 2 }]);
    const key = queued[0]?.idempotencyKey ?? '';
    const cert = { TQIndex: 2, STime: 1_700_000_100_000_000, PTime: 0, AStep: 90, CertNo: 'HQ-02-000007' };
    act(() =>
      store.set(recordWriteAnswerAtom, {
        key,
        answer: {
          kind: 'applied',
          answer: {
            errorcode: 0,
            TIndex: 2,
            RecvBLevel: 2,
            RecvBCount: 1,
            gem: 23,
            RecvGem: 20,
            heartSlotCount: 1,
            RecvSlot: 1,
            heartMax: 6,
            KCert: cert,
          },
        },
      }),
    );
    await screen.findByText(/Tier 2 reward received:/);
    expect(document.querySelector('.quest-claim-status')?.textContent).toBe(
      'Tier 2 reward received: 20 gems · +1 heart slot · a tier 2 trophy',
    );
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    // The claim's small ceremony (issue 13): a gold medal and a cheer, decoration beside the live status.
    const ceremony = document.querySelector('[data-ceremony="2"]');
    expect(ceremony?.getAttribute('aria-hidden')).toBe('true');
    expect(ceremony?.textContent).toBe('Tier 2 done!');
    // The ladder's rung now says received, with its medal.
    expect(within(ladder).getByRole('button', { name: /^Tier 2 Received/ })).toBeTruthy();
    // The certificate names the level as kyu/dan, never as a step number.
    vi.stubGlobal('print', () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print the tier 2 certificate' }));
    const sheet = await screen.findByRole('dialog', { name: 'Certificate of achievement' });
    expect(sheet.querySelector('.certificate-body')?.textContent).toBe(
      'has finished try-quest tier 2 and reached 21 kyu.',
    );
    expect(sheet.querySelector('.certificate-seal')).not.toBeNull();
  });
});

describe('shop panel', () => {
  it('closes Buy with its reason when the wallet is short, and buys after a confirm', async () => {
    await renderSignedIn(<ShopPanel />);
    await screen.findByText('You have 120 gold and 12 gems.');
    // 30 gems for the stones, 12 held.
    const stones = screen.getByRole('button', { name: 'Buy Jade stones' }) as HTMLButtonElement;
    expect(stones.disabled).toBe(true);
    expect(document.getElementById(stones.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You need 18 more gems.',
    );
    const term = screen.getByRole('button', { name: 'Buy 30 days' }) as HTMLButtonElement;
    expect(term.disabled).toBe(false);
    // Issue 22 item 12: the term's name says its days; nothing repeats them ("30 days — 30 days").
    expect(term.closest('li')?.querySelector('p')?.textContent).toBe('30 days');
    expect(screen.getByText('100 gold')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Buy Smile' }));
    expect(screen.getByText('Buy Smile for 50 gold?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, buy' }));
    await screen.findByText('Smile: saved on this device; waiting for the server.');
    const outbox = await appOutbox();
    const queued = ((await outbox?.pending(7)) ?? []).filter((w) => w.path === '/api/store/buy');
    expect(queued.map((w) => w.body)).toEqual([{ userno: 7, itemId: 'emo-smile-7' }]);
  });
});

describe('statistics panel', () => {
  it('lists days with paging and shows a day with its targets', async () => {
    await renderSignedIn(<StatsPanel />);
    const older = await screen.findByRole('button', { name: 'Older days' });
    expect((screen.getByRole('button', { name: 'Newer days' }) as HTMLButtonElement).disabled).toBe(true);
    expect((older as HTMLButtonElement).disabled).toBe(false);
    expect(await screen.findByText('Problems solved: 11 / 10')).toBeTruthy();
    // A day's points say what they count (issue 22 item 15).
    expect(screen.getByRole('columnheader', { name: 'Points that day' })).toBeTruthy();
    expect(screen.getByText(/Medal bonuses are added to the totals of the rank view/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Points: 85 / 80' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    // Not today: the reward is claimed on its day only; the PIN guards the sign-off.
    expect(screen.getByText("A day's reward can be claimed on that day only.")).toBeTruthy();
    const signOff = screen.getByRole('button', { name: 'Sign off this day' }) as HTMLButtonElement;
    expect(signOff.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Statistics PIN (4 digits)'), { target: { value: '12a34' } });
    expect(signOff.disabled).toBe(false);
    // Issue 16: growth charts of the listed days, each with a table of its numbers for screen readers.
    const chart = screen.getByRole('figure', { name: 'Points per day' });
    expect(chart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(chart).getByRole('cell', { name: '85 points' })).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Minutes practised per day' })).getByRole('cell', {
        name: '10 minutes',
      }),
    ).toBeTruthy();
  });
});

describe('hub panels', () => {
  it('parses the new panels and loads them lazily', async () => {
    expect(['quest', 'shop', 'stats', 'nope'].map(parseAccountPanel)).toEqual([
      'quest',
      'shop',
      'stats',
      undefined,
    ]);
    await renderSignedIn(<AccountPanelView panel="shop" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shop' })).toBeTruthy());
  });
});
