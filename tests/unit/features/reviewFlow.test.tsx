// @vitest-environment happy-dom
// Issue 20, the review for every kind of game: from a marked mistake the student tries the better move and
// plays on against the AI from that position (the real engine in-process behind the bridge; only the
// review's answer is fixed), comes back to the same mistake, and a game between people names the players
// instead of "the AI". Reviews are kept on the device by a hash of the game (reviewStore.ts).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVertex, PASS, type Vertex } from '../../../src/domain/go/coords';
import { GameReviewFlow } from '../../../src/features/single/aiBattle';
import {
  readKeptReviews,
  reviewHash,
  REVIEWS_KEPT,
  withKeptReview,
} from '../../../src/features/single/aiBattle/reviewStore';
import { createAiBridge, type AiBridge } from '../../../src/io/ai/bridge';
import type { AiGameOptions, AiMove, AiReviewAnswer } from '../../../src/io/ai/protocol';
import { InProcessAiWorker } from '../../../src/workers/inProcessAiWorker';
import { renderScreen } from './render';

const v = (name: string): Vertex => {
  const parsed = parseVertex(5, name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

const game: AiGameOptions = {
  size: 5,
  mode: 'full',
  komi: 2.5,
  captureTarget: 1,
  level: 1,
  seed: 7,
  playouts: 32,
};
const moves: AiMove[] = [
  { color: 1, vertex: v('C3') },
  { color: -1, vertex: v('C4') },
  { color: 1, vertex: v('A1') },
  { color: -1, vertex: v('D3') },
  { color: 1, vertex: PASS },
  { color: -1, vertex: PASS },
];
const answer: AiReviewAnswer = {
  blackWinRates: [0.6, 0.7, 0.65, 0.3, 0.35, 0.1, 0.1],
  best: [v('C3'), v('D3'), v('D4'), v('B3'), v('B3'), PASS, PASS],
  mistakes: [
    {
      index: 2,
      color: 1,
      played: v('A1'),
      before: 0.65,
      after: 0.3,
      best: v('D4'),
      line: [v('D4'), v('B4')],
      kind: 'bigger_move',
    },
    {
      index: 3,
      color: -1,
      played: v('D3'),
      before: 0.7,
      after: 0.65,
      best: v('B3'),
      line: [v('B3')],
      kind: 'bigger_move',
    },
  ],
};

const bridges: AiBridge[] = [];
/** The real engine in-process, with the review's answer fixed (a real review is slow and not the point). */
function bridge(): { bridge: AiBridge; reviews: number } {
  const real = createAiBridge(() => new InProcessAiWorker());
  bridges.push(real);
  const out = { bridge: { ...real, review: () => (out.reviews++, Promise.resolve(answer)) }, reviews: 0 };
  return out;
}

afterEach(() => {
  cleanup();
  for (const b of bridges.splice(0)) b.dispose();
});

const stoneAt = (name: string) =>
  document.querySelector(`[data-vertex="${name}"]`)?.getAttribute('aria-label') ?? '';

describe('GameReviewFlow', () => {
  it('tries the better move from a mistake, plays on against the AI, and comes back to that mistake', async () => {
    const b = bridge();
    await renderScreen(
      <GameReviewFlow
        bridge={b.bridge}
        game={game}
        moves={moves}
        playerColor={1}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByText('Mistake 1 of 2')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next mistake' }));
    expect(screen.getByText(/Move 4: White \(the AI\) played D3/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous mistake' }));

    fireEvent.click(screen.getByRole('button', { name: 'Try the better move' }));
    expect(screen.getByRole('heading', { name: 'Try the better move' })).toBeTruthy();
    expect(
      screen.getByText(/You play Black\. The better move D4 is on the board now \(move 3\)/),
    ).toBeTruthy();
    // The position before the mistake with the better move played; then the AI (White) answers and it is
    // the student's turn.
    await waitFor(() => expect(document.querySelector('[data-phase="player"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(stoneAt('C3')).toMatch(/black/);
    expect(stoneAt('C4')).toMatch(/white/);
    expect(stoneAt('D4')).toMatch(/black/);
    expect(stoneAt('A1')).not.toMatch(/black|white/);
    const stones = Array.from(document.querySelectorAll('[data-vertex]')).filter((c) =>
      /, (black|white)/.test(c.getAttribute('aria-label') ?? ''),
    );
    expect(stones).toHaveLength(4);
    expect(screen.getByText("Level 1 · about 30 kyu (A child's first game)")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the review' }));
    await waitFor(() => expect(screen.getByText('Mistake 1 of 2')).toBeTruthy());
    // The review was kept: coming back does not search again.
    expect(b.reviews).toBe(1);
  });

  it('names the players of a game between people, and "you" only for a player', async () => {
    const b = bridge();
    const other = { ...game, seed: 8 };
    const { unmount } = await renderScreen(
      <GameReviewFlow
        bridge={b.bridge}
        game={other}
        moves={moves}
        playerColor={-1}
        names={{ 1: 'Minsu', [-1]: 'Jia' }}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByText(/Move 3: Black \(Minsu\) played A1/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next mistake' }));
    expect(screen.getByText(/Move 4: White \(you\) played D3/)).toBeTruthy();
    unmount();
    await renderScreen(
      <GameReviewFlow
        bridge={b.bridge}
        game={other}
        moves={moves}
        playerColor={1}
        watching
        names={{ 1: 'Minsu', [-1]: 'Jia' }}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByText(/Move 3: Black \(Minsu\) played A1/)).toBeTruthy());
  });

  it('offers no try when the better move is a pass', async () => {
    const b = bridge();
    const passing = { ...game, seed: 9 };
    const only = answer.mistakes[0];
    if (!only) throw new Error('fixture');
    b.bridge.review = () => Promise.resolve({ ...answer, mistakes: [{ ...only, best: PASS, line: [] }] });
    await renderScreen(
      <GameReviewFlow
        bridge={b.bridge}
        game={passing}
        moves={moves}
        playerColor={1}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByText('Mistake 1 of 1')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Try the better move' })).toBeNull();
    await act(async () => undefined);
  });
});

describe('reviewStore', () => {
  it('hashes keys stably and apart', () => {
    expect(reviewHash('a')).toBe(reviewHash('a'));
    expect(reviewHash('a')).not.toBe(reviewHash('b'));
    expect(reviewHash(JSON.stringify(moves))).toMatch(/^[0-9a-z]+$/);
  });

  it('keeps the newest reviews first, replaces one of the same game, and drops the oldest', () => {
    let list = withKeptReview([], { key: 'a', answer });
    list = withKeptReview(list, { key: 'b', answer });
    list = withKeptReview(list, { key: 'a', answer });
    expect(list.map((r) => r.key)).toEqual(['a', 'b']);
    for (let i = 0; i < REVIEWS_KEPT + 3; i++) list = withKeptReview(list, { key: `g${i}`, answer });
    expect(list).toHaveLength(REVIEWS_KEPT);
    expect(list[0]?.key).toBe(`g${REVIEWS_KEPT + 2}`);
  });

  it.each([
    ['not a list', { key: 'a' }, 0],
    ['a good entry', [{ key: 'a', answer }], 1],
    ['an entry without its answer', [{ key: 'a' }], 0],
    ['a malformed answer', [{ key: 'a', answer: { ...answer, blackWinRates: ['x'] } }], 0],
    [
      'a mistake without its line',
      [{ key: 'a', answer: { ...answer, mistakes: [{ index: 1, kind: 'x' }] } }],
      0,
    ],
  ])('reads back only well-formed reviews: %s', (_name, stored, count) => {
    expect(readKeptReviews(stored)).toHaveLength(count);
  });
});
