// @vitest-environment happy-dom
// The review after a game (issue 20): the board at each mistake shows the move played (crossed, red), the
// better move (green) and the line after it (numbered); the screen steps through the mistakes by button
// and by arrow key, says what kind of mistake each was, shows progress while the worker reviews, and says
// so when there was no big mistake. The bridge is a stand-in that answers a fixed review.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseVertex, PASS, type Vertex } from '../../../src/domain/go/coords';
import type { AiBridge } from '../../../src/io/ai/bridge';
import type { AiGameOptions, AiMove, AiReviewAnswer, AiProgress } from '../../../src/io/ai/protocol';
import { GameReview } from '../../../src/features/single/aiBattle/GameReview';
import {
  graphPoints,
  percent,
  ReviewCache,
  reviewBoardAt,
} from '../../../src/features/single/aiBattle/reviewView';
import { renderScreen } from './render';

const v = (name: string): Vertex => {
  const parsed = parseVertex(5, name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

const game: AiGameOptions = { size: 5, mode: 'full', komi: 2.5, captureTarget: 1, level: 1, seed: 4 };
const moves: AiMove[] = [
  { color: 1, vertex: v('C3') },
  { color: -1, vertex: v('C4') },
  { color: 1, vertex: v('A1') },
  { color: -1, vertex: v('D3') },
  { color: 1, vertex: PASS },
];
const answer: AiReviewAnswer = {
  blackWinRates: [0.6, 0.7, 0.65, 0.3, 0.35, 0.1],
  best: [v('C3'), v('D3'), v('D4'), v('B3'), v('B3'), PASS],
  mistakes: [
    {
      index: 2,
      color: 1,
      played: v('A1'),
      before: 0.65,
      after: 0.3,
      best: v('D4'),
      line: [v('D4'), v('B4'), v('B3')],
      kind: 'bigger_move',
    },
    {
      index: 4,
      color: 1,
      played: PASS,
      before: 0.35,
      after: 0.1,
      best: v('B3'),
      line: [v('B3')],
      kind: 'early_pass',
    },
  ],
};

/** A bridge whose review answers `reply` after reporting some progress (or waits until `release`). */
function fakeBridge(reply: AiReviewAnswer) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls: { game: AiGameOptions; moves: readonly AiMove[] }[] = [];
  const unused = () => Promise.reject(new Error('not used'));
  const bridge: AiBridge = {
    newGame: unused,
    play: unused,
    genmove: unused,
    undo: unused,
    ownership: unused,
    review: async (g, m, options = {}) => {
      calls.push({ game: g, moves: m });
      const progress: AiProgress = { playouts: 2, fraction: 0.4 };
      options.onProgress?.(progress);
      await gate;
      return reply;
    },
    dispose: () => undefined,
  };
  return { bridge, calls, release: () => release() };
}

describe('reviewBoardAt', () => {
  it('shows the position before the mistake with the played and the better move and the line', () => {
    const mistake = answer.mistakes[0];
    if (!mistake) throw new Error('fixture');
    const view = reviewBoardAt(game, moves, mistake);
    if (!view) throw new Error('no view');
    // Before move 3: C3 black and C4 white.
    expect(view.signMap.filter((s) => s !== 0)).toHaveLength(2);
    expect(view.signMap[v('C3')]).toBe(1);
    expect(view.signMap[v('C4')]).toBe(-1);
    expect(view.lastMove).toBe(v('C4'));
    expect(view.ghosts.get(v('A1'))).toEqual({ sign: 1, tone: 'bad' });
    expect(view.markers.get(v('A1'))).toEqual({ kind: 'cross' });
    expect(view.ghosts.get(v('D4'))).toEqual({ sign: 1, tone: 'good' });
    expect(view.ghosts.get(v('B4'))).toEqual({ sign: -1, tone: 'neutral' });
    expect(view.markers.get(v('B4'))).toEqual({ kind: 'label', label: '2' });
    expect(view.markers.get(v('B3'))).toEqual({ kind: 'label', label: '3' });
  });

  it('starts from the setup stones', () => {
    const withSetup = { ...game, setup: { black: [v('E5')], white: [v('A5')] } };
    const mistake = { ...answer.mistakes[0], index: 0 } as (typeof answer.mistakes)[number];
    const view = reviewBoardAt(withSetup, moves, mistake);
    expect(view?.signMap[v('E5')]).toBe(1);
    expect(view?.signMap[v('A5')]).toBe(-1);
    expect(view?.lastMove).toBeNull();
  });

  it('draws the graph and rounds percentages', () => {
    expect(graphPoints([1, 0.5, 0], 100, 50)).toBe('0,0 50,25 100,50');
    expect([percent(0.654), percent(-1), percent(2)]).toEqual([65, 0, 100]);
  });

  it('keeps a bounded number of reviews, the latest ones', () => {
    const cache = new ReviewCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    expect(ReviewCache.key(game, moves)).not.toBe(ReviewCache.key({ ...game, komi: 7.5 }, moves));
  });
});

describe('GameReview', () => {
  it('shows progress, then steps through the mistakes by button and arrow key', async () => {
    const { bridge, calls, release } = fakeBridge(answer);
    let closed = 0;
    await renderScreen(
      <GameReview bridge={bridge} game={game} moves={moves} playerColor={1} onClose={() => closed++} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Reviewing the game' })).toBeTruthy();
    expect(calls).toEqual([{ game, moves }]);
    await act(async () => release());
    await waitFor(() => expect(screen.getByText('Mistake 1 of 2')).toBeTruthy());
    const review = document.querySelector('[data-review="done"]');
    expect(review?.getAttribute('data-mistakes')).toBe('2');
    expect(screen.getByText(/Move 3: Black \(you\) played A1\. Better: D4\./)).toBeTruthy();
    expect(screen.getByText('The better move is bigger here.')).toBeTruthy();
    expect(screen.getByText('Winning chances went from 65% to 30%.')).toBeTruthy();
    expect(screen.getByText('How it could go on: D4, B4, B3.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Black's winning chances, move by move/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous mistake' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next mistake' }));
    expect(screen.getByText('Mistake 2 of 2')).toBeTruthy();
    // The Next button is now disabled: the focus stays on the review, where the arrow keys work.
    expect(document.activeElement?.getAttribute('data-review')).toBe('done');
    expect(screen.getByText(/Move 5: Black \(you\) passed\. Better: B3\./)).toBeTruthy();
    expect(screen.getByText('Passing was too early: there were still points to play for.')).toBeTruthy();

    if (!review) throw new Error('no review');
    fireEvent.keyDown(review, { key: 'ArrowLeft' });
    expect(screen.getByText('Mistake 1 of 2')).toBeTruthy();
    fireEvent.keyDown(review, { key: 'ArrowLeft' });
    expect(screen.getByText('Mistake 1 of 2')).toBeTruthy();
    fireEvent.keyDown(review, { key: 'ArrowRight' });
    expect(screen.getByText('Mistake 2 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(closed).toBe(1);
  });

  it('says so when there was no big mistake, and shows a kept review at once', async () => {
    const quiet = { ...answer, mistakes: [] };
    const other = { ...game, seed: 99 };
    const first = fakeBridge(quiet);
    first.release();
    const { unmount } = await renderScreen(
      <GameReview
        bridge={first.bridge}
        game={other}
        moves={moves}
        playerColor={-1}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByText('No big mistakes in this game. Well played!')).toBeTruthy());
    unmount();
    const second = fakeBridge(quiet);
    await renderScreen(
      <GameReview
        bridge={second.bridge}
        game={other}
        moves={moves}
        playerColor={-1}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText('No big mistakes in this game. Well played!')).toBeTruthy();
    expect(second.calls).toEqual([]);
  });
});
