// @vitest-environment happy-dom
// A game against the AI (R1.06, issue 3): the real engine behind the bridge, run in-process on 5×5 at level 1
// with a small playout budget. The player plays by click and keyboard, the AI answers, the board refuses
// moves while the AI thinks (with a progress bar), undo takes back the player's move and the reply (and
// stops a search under way), pass and resign end games, a capture game ends at its target, and a full
// game ends with the scoring step (dead stones suggested by the AI, toggled, counted by area with komi).
// Where a test needs the AI to pass, resign or wait, a thin wrapper decides for it; the rest is real.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiBattle, AiBridgeContext, type AiBattleResult } from '../../../src/features/single/aiBattle';
import {
  captureWinner,
  endedByPasses,
  scoreResult,
  undoCount,
} from '../../../src/features/single/aiBattle/battleRules';
import { createAiBridge, type AiBridge } from '../../../src/io/ai/bridge';
import type { AiGameState, AiMove, AiSetup } from '../../../src/io/ai/protocol';
import { fromAscii } from '../../../src/domain/go/ascii';
import { PASS, type Vertex } from '../../../src/domain/go/coords';
import { bundleAtom } from '../../../src/state/session';
import { InProcessAiWorker } from '../../../src/workers/inProcessAiWorker';
import { sampleDedata } from '../state/fixtures';
import { renderScreen } from './render';

const sounds = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/board/sounds', () => ({
  soundNames: ['stone', 'capture', 'right', 'wrong'],
  playSound: (name: string, enabled: boolean) => {
    if (enabled) sounds.push(name);
  },
}));

const bridges: AiBridge[] = [];
function inProcessBridge(): AiBridge {
  const bridge = createAiBridge(() => new InProcessAiWorker());
  bridges.push(bridge);
  return bridge;
}

afterEach(() => {
  cleanup();
  for (const bridge of bridges.splice(0)) bridge.dispose();
});
beforeEach(() => {
  sounds.length = 0;
});

const point = (name: string) => {
  const cell = document.querySelector(`[data-vertex="${name}"]`);
  if (!cell) throw new Error(`no point ${name}`);
  return cell;
};
const status = () => screen.getByRole('status').textContent ?? '';
const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');
const stones = () =>
  Array.from(document.querySelectorAll('[data-vertex]')).filter((cell) =>
    /, (black|white)/.test(cell.getAttribute('aria-label') ?? ''),
  ).length;

/** A board drawn as rows (top row first) as a setup: X black, O white. */
function setupOf(rows: string, toMove: 1 | -1 = 1): AiSetup {
  const position = fromAscii(rows);
  if (!position.ok) throw new Error(position.error);
  const black: Vertex[] = [];
  const white: Vertex[] = [];
  position.value.stones.forEach((s, vertex) => {
    if (s === 1) black.push(vertex);
    if (s === -1) white.push(vertex);
  });
  return { black, white, toMove };
}

async function renderBattle(element: React.ReactElement) {
  const rendered = await renderScreen(element);
  act(() => rendered.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false }));
  await waitFor(() => expect(phase()).toBe('player'));
  return rendered;
}

/** The AI's decision replaced (pass, resign, or waiting for the test); the game itself stays the engine's. */
function decidingFor(inner: AiBridge, decide: 'pass' | 'resign'): AiBridge {
  return {
    ...inner,
    genmove: async (options = {}) => {
      if (decide === 'resign') {
        // Taking back nothing answers the current state: the position the AI gives up in.
        const state = await inner.undo(0, options);
        return {
          move: 'resign',
          color: state.toMove,
          reason: 'hopeless',
          winRate: 0,
          playouts: 0,
          carried: 0,
          state,
        };
      }
      const played = await inner.play(PASS, options);
      if (!played.ok) throw new Error(played.error);
      const color = played.state.moves.at(-1)?.color ?? 1;
      return {
        move: 'pass',
        color,
        reason: 'settled',
        winRate: 0.5,
        playouts: 0,
        carried: 0,
        state: played.state,
      };
    },
  };
}

function gated(inner: AiBridge) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const bridge: AiBridge = {
    ...inner,
    genmove: async (options = {}) => {
      options.onProgress?.({ playouts: 16, fraction: 0.4 });
      await gate;
      return inner.genmove(options);
    },
  };
  return { bridge, open: () => open() };
}

const common = { size: 5, mode: 'capture', level: 1, seed: 11, playouts: 48 } as const;

describe('AiBattle', () => {
  it('plays by click and keyboard, the AI answering each move, with sounds and a live status', async () => {
    await renderBattle(<AiBattle {...common} captureTarget={3} playerColor={1} bridge={inProcessBridge()} />);
    expect(status()).toBe('Your move.');
    expect(screen.getByRole('grid', { name: 'Game against the AI' })).toBeTruthy();
    // Issue 20: the level with its rank estimate, from the one table in src/domain/ai/levels.ts.
    expect(screen.getByText("Level 1 · about 30 kyu (A child's first game)")).toBeTruthy();
    expect(screen.getByText('First to capture 3 stones wins')).toBeTruthy();

    fireEvent.click(point('C3'));
    await waitFor(() => expect(status()).toMatch(/^The AI played [A-E][1-5]\. Your move\.$/));
    expect(stones()).toBe(2);
    expect(point('C3').getAttribute('aria-label')).toBe('C3, black');
    expect(sounds).toEqual(['stone', 'stone']);

    // Keyboard: the focused point moves with the arrows, Enter plays it.
    const occupied = status().match(/played ([A-E][1-5])/)?.[1];
    const target = occupied === 'C4' ? 'C2' : 'C4';
    const start = point('C3') as HTMLElement;
    act(() => start.focus());
    fireEvent.keyDown(start, { key: target === 'C4' ? 'ArrowUp' : 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(stones()).toBe(4));
    expect(point(target).getAttribute('aria-label')).toMatch(new RegExp(`^${target}, black`));
    expect(phase()).toBe('player');

    // An occupied point is refused with the rule's reason, and the AI does not move.
    fireEvent.click(point('C3'));
    await waitFor(() => expect(status()).toBe('That point is already taken.'));
    expect(stones()).toBe(4);
  });

  it('refuses moves and shows progress while the AI thinks; undo then stops the search', async () => {
    const { bridge, open } = gated(inProcessBridge());
    await renderBattle(<AiBattle {...common} captureTarget={3} playerColor={1} bridge={bridge} />);
    fireEvent.click(point('C3'));
    await waitFor(() => expect(phase()).toBe('ai'));
    expect(status()).toBe('The AI is thinking…');
    const bar = screen.getByRole('progressbar', { name: "The AI's search" }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.4);
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('[data-turn]')?.getAttribute('data-turn')).toBe('ai');
    fireEvent.click(point('B2'));
    expect(point('B2').getAttribute('aria-label')).toBe('B2, empty');
    expect((screen.getByRole('button', { name: 'Pass' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(status()).toBe('Moves taken back. Your move.'));
    open();
    expect(stones()).toBe(0);
    expect(phase()).toBe('player');
    // The aborted search never plays: the board stays empty after the gate opens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stones()).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('undoes the player’s move and the AI’s reply', async () => {
    await renderBattle(<AiBattle {...common} captureTarget={3} playerColor={1} bridge={inProcessBridge()} />);
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.click(point('C3'));
    await waitFor(() => expect(stones()).toBe(2));
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    await waitFor(() => expect(stones()).toBe(0));
    expect(status()).toBe('Moves taken back. Your move.');
  });

  it('paid help: a hint shows the engine’s move unplayed, take-back and start over pay first (issue 16, 20)', async () => {
    // White's A3 stone has one liberty left, at A2: the engine's move for Black.
    const setup = setupOf(`
      . . . . .
      X . . . .
      O X . . .
      . . . . .
      . . . . .`);
    const paid = { hint: vi.fn(), takeback: vi.fn(), restart: vi.fn() };
    const action = (name: keyof typeof paid, refusal: string | null = null) => ({
      label: `${name} · price`,
      refusal,
      pay: paid[name],
    });
    paid.hint.mockResolvedValueOnce(false).mockResolvedValue(true);
    paid.takeback.mockResolvedValue(true);
    paid.restart.mockResolvedValue(true);
    await renderBattle(
      <AiBattle
        {...common}
        captureTarget={3}
        playerColor={1}
        setup={setup}
        bridge={inProcessBridge()}
        paidHelp={{ hint: action('hint'), takeback: action('takeback'), restart: action('restart') }}
      />,
    );
    // The free undo is replaced by the paid take-back.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('takeback · price').disabled).toBe(true);
    expect(button('restart · price').disabled).toBe(true);
    // Not paid: no hint.
    fireEvent.click(button('hint · price'));
    await waitFor(() => expect(paid.hint).toHaveBeenCalledTimes(1));
    expect(document.querySelector('[data-hint]')).toBeNull();
    // Paid: the move is shown, not played; the board keeps its three stones and Black is still to move.
    fireEvent.click(button('hint · price'));
    await waitFor(() => expect(document.querySelector('[data-hint]')).not.toBeNull());
    expect(screen.getByText('Hint: a good move is A2 (the pale stone).')).toBeTruthy();
    expect(stones()).toBe(3);
    expect(phase()).toBe('player');
    expect(button('hint · price').disabled).toBe(true);
    // A move clears the hint; take-back and start over pay, then act.
    fireEvent.click(point('C3'));
    await waitFor(() => expect(stones()).toBe(5));
    await waitFor(() => expect(button('takeback · price').disabled).toBe(false));
    expect(document.querySelector('[data-hint]')).toBeNull();
    fireEvent.click(button('takeback · price'));
    await waitFor(() => expect(stones()).toBe(3));
    expect(paid.takeback).toHaveBeenCalledTimes(1);
    fireEvent.click(point('C3'));
    await waitFor(() => expect(stones()).toBe(5));
    await waitFor(() => expect(button('restart · price').disabled).toBe(false));
    fireEvent.click(button('restart · price'));
    await waitFor(() => expect(stones()).toBe(3));
    expect(paid.restart).toHaveBeenCalledTimes(1);
  });

  it('paid help the gold cannot cover is disabled with its reason', async () => {
    const refused = { label: 'hint · 10 gold', refusal: 'Not enough gold', pay: vi.fn() };
    const fine = { label: 'other', refusal: null, pay: vi.fn() };
    await renderBattle(
      <AiBattle
        {...common}
        captureTarget={3}
        playerColor={1}
        bridge={inProcessBridge()}
        paidHelp={{ hint: refused, takeback: fine, restart: fine }}
      />,
    );
    const hint = screen.getByRole('button', { name: 'hint · 10 gold' }) as HTMLButtonElement;
    expect(hint.disabled).toBe(true);
    const reason = document.getElementById(hint.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Not enough gold');
    fireEvent.click(hint);
    expect(refused.pay).not.toHaveBeenCalled();
  });

  it('reports a capture-target win with every move as GTP vertices (AI from a context)', async () => {
    const onFinish = vi.fn<(result: AiBattleResult) => void>();
    // White's A3 stone has one liberty left, at A2.
    const setup = setupOf(`
      . . . . .
      X . . . .
      O X . . .
      . . . . .
      . . . . .`);
    await renderBattle(
      <AiBridgeContext.Provider value={inProcessBridge()}>
        <AiBattle {...common} captureTarget={1} playerColor={1} setup={setup} onFinish={onFinish} />
      </AiBridgeContext.Provider>,
    );
    fireEvent.click(point('A2'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({
      winner: 1,
      playerWon: true,
      reason: { kind: 'capture', captured: 1 },
      moves: ['A2'],
      firstColor: 1,
    });
    expect(status()).toBe('Black wins by captures (1). You won!');
    expect(sounds).toEqual(['capture', 'right']);
    expect(document.querySelector('[data-captures-black="1"]')).not.toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
  });

  it('lets the player pass and resign; the AI moves first when the player is White', async () => {
    const onFinish = vi.fn<(result: AiBattleResult) => void>();
    await renderBattle(
      <AiBattle
        {...common}
        captureTarget={3}
        playerColor={-1}
        bridge={inProcessBridge()}
        onFinish={onFinish}
      />,
    );
    expect(stones()).toBe(1);
    expect(status()).toMatch(/^The AI played/);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(status()).toMatch(/^The AI (played|passed)/));
    await waitFor(() => expect(phase()).toBe('player'));
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const result = onFinish.mock.calls[0]?.[0];
    expect(result).toMatchObject({
      winner: 1,
      playerWon: false,
      reason: { kind: 'resignation', resigned: -1 },
      firstColor: 1,
    });
    expect(result?.moves[1]).toBe('pass');
    expect(status()).toBe('Black wins by resignation. The AI won.');
    expect(sounds.at(-1)).toBe('wrong');
  });

  it('ends when the AI resigns', async () => {
    const onFinish = vi.fn<(result: AiBattleResult) => void>();
    await renderBattle(
      <AiBattle
        {...common}
        playerColor={1}
        bridge={decidingFor(inProcessBridge(), 'resign')}
        onFinish={onFinish}
      />,
    );
    fireEvent.click(point('C3'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      winner: 1,
      playerWon: true,
      reason: { kind: 'resignation', resigned: -1 },
      moves: ['C3'],
    });
    expect(status()).toBe('Black wins by resignation. You won!');
  });

  it('scores a full game after two passes: dead stones suggested, toggled, counted with komi', async () => {
    const onFinish = vi.fn<(result: AiBattleResult) => void>();
    // White's A3 is dead inside Black's side: Black 15 (A–C), White 10 (D–E) and komi 0.5.
    const setup = setupOf(`
      . . X O .
      X . X O .
      O X X O .
      . X X O .
      . . X O .`);
    await renderBattle(
      <AiBattle
        size={5}
        mode="full"
        komi={0.5}
        level={1}
        seed={5}
        playerColor={1}
        setup={setup}
        bridge={decidingFor(inProcessBridge(), 'pass')}
        onFinish={onFinish}
      />,
    );
    expect(screen.getByText('Stones and territory count, komi 0.5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(phase()).toBe('scoring'));
    await waitFor(() => expect(status()).toMatch(/^Both sides passed\. Tap a chain/));
    expect(point('A3').getAttribute('aria-label')).toBe('A3, white, cross, black territory');
    expect(screen.getByText('Count now: Black 15, White 10.5 (komi included)')).toBeTruthy();
    // Issue 22 item 18: the count is on the board too, a small square of its colour on each point.
    const marked = (color: string) => document.querySelectorAll(`[data-territory="${color}"]`).length;
    expect([marked('black'), marked('white')]).toEqual([7, 5]);
    expect(point('A1').getAttribute('aria-label')).toBe('A1, empty, black territory');
    expect(point('E1').getAttribute('aria-label')).toBe('E1, empty, white territory');
    expect(point('C3').getAttribute('aria-label')).toBe('C3, black');

    // Alive, it makes A1, A2 and B1 neutral and counts for White; dead again, the count is restored.
    fireEvent.click(point('A3'));
    expect(point('A3').getAttribute('aria-label')).toBe('A3, white');
    expect(point('A1').getAttribute('aria-label')).toBe('A1, empty');
    expect(screen.getByText('Count now: Black 11, White 11.5 (komi included)')).toBeTruthy();
    fireEvent.click(point('A3'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the score' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({
      winner: 1,
      playerWon: true,
      reason: { kind: 'score', black: 15, white: 10.5, margin: 4.5, dead: ['A3'] },
      moves: ['pass', 'pass'],
      firstColor: 1,
    });
    expect(status()).toBe('Black wins by 4.5. You won!');
    // The counted board stays marked after the game.
    expect([marked('black'), marked('white')]).toEqual([7, 5]);
  });
});

describe('battle rules', () => {
  const state = (moves: AiMove[], captures = { black: 0, white: 0 }): AiGameState => ({
    size: 5,
    stones: new Int8Array(25),
    toMove: 1,
    ko: null,
    captures,
    moves,
  });
  const B = (vertex: Vertex): AiMove => ({ color: 1, vertex });
  const W = (vertex: Vertex): AiMove => ({ color: -1, vertex });

  it.each([
    ['no moves', [], 1, 0],
    ['the player’s move and the reply', [B(12), W(7)], 1, 2],
    ['the player’s move while the AI thinks', [B(12), W(7), B(8)], 1, 1],
    ['the AI opened and the player has not moved', [B(12)], -1, 0],
    ['White: own move and reply', [B(12), W(7), B(8)], -1, 2],
  ] as const)('undo takes back %s', (_, moves, player, count) => {
    expect(undoCount(moves, player)).toBe(count);
  });

  it.each([
    [[B(PASS), W(PASS)], true],
    [[B(12), W(PASS)], false],
    [[B(PASS), W(3), B(PASS)], false],
    [[B(PASS)], false],
  ] as const)('two passes in a row end the game: %j', (moves, ended) => {
    expect(endedByPasses(moves)).toBe(ended);
  });

  it.each([
    [{ black: 2, white: 0 }, 'capture', 2, 1],
    [{ black: 1, white: 2 }, 'capture', 2, -1],
    [{ black: 1, white: 1 }, 'capture', 2, null],
    [{ black: 5, white: 0 }, 'full', 2, null],
  ] as const)('captures %j in a %s game to %i: winner %s', (captures, mode, target, winner) => {
    expect(captureWinner(state([], captures), { mode, captureTarget: target, komi: 0 })).toBe(winner);
  });

  it('counts by area with komi; a draw has no winner', () => {
    const position = fromAscii(`
      . X O . .
      . X O . .
      . X O . .
      . X O . .
      . X O . .`);
    if (!position.ok) throw new Error(position.error);
    const finished = { ...state([B(PASS), W(PASS)]), stones: position.value.stones };
    // Black: A–B (10); White: C–E (15). Komi −5 makes it even.
    expect(scoreResult(finished, 1, -5, []).winner).toBeNull();
    expect(scoreResult(finished, 1, 0.5, [])).toMatchObject({
      winner: -1,
      playerWon: false,
      reason: { kind: 'score', black: 10, white: 15.5, margin: 5.5, dead: [] },
      moves: ['pass', 'pass'],
    });
  });
});
