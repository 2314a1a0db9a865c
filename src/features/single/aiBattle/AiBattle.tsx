// A game against the AI (R1.06, issue 3) on the shared board: the player clicks (or plays by keyboard) while it is their
// turn; the AI's search runs in the worker behind the bridge, with a progress bar, while the board refuses
// moves. Pass, resign and undo (the player's last move and the AI's reply) are offered; a capture game
// ends at the capture target, a full game after two passes (or a resignation) with a scoring step: the
// AI's ownership suggests the dead stones, the player toggles chains, and the board is counted by area
// with komi. The caller hears the result with every move as a GTP vertex (the server re-checks them).
// In a single challenge the help is paid (issue 16, `paidHelp`): the take-back, a fresh start of the game
// and a hint (the engine's move at a strong level, shown as a pale stone) each pay first.
import type { TFunction } from 'i18next';
import './aiBattle.css';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../../board/Board';
import { playSound } from '../../../board/sounds';
import type { GameMode } from '../../../domain/ai/types';
import { makeVertex, type BoardSize, type Vertex } from '../../../domain/go/coords';
import { BLACK, type Color } from '../../../domain/go/stones';
import { formatNumber } from '../../../domain/rules/format';
import type { AiBridge } from '../../../io/ai/bridge';
import type { AiGameOptions, AiMove, AiReviewMistake, AiSetup } from '../../../io/ai/protocol';
import { aiLevelText } from '../../common/aiLevelText';
import { useBoardStrings, usePlayPreferences } from '../../common/usePlayPreferences';
import { createBattle, type Battle, type BattleView } from './battle';
import { scoreGame, undoCount, type AiBattleResult } from './battleRules';
import { toBattleBoardView } from './boardView';
import { useAiBridge } from './useAiBridge';
import { GameReview } from './GameReview';
import { Button } from '../../../ui';
import { PaidHelpButton, type HelpAction } from '../../common/PaidHelpButton';
import type { GhostStone } from '../../../board/types';

export interface AiBattleProps {
  size: BoardSize;
  mode: GameMode;
  /** Capture games: stones to capture to win; default 1. */
  captureTarget?: number;
  /** 1 (a child's first game) to 10 (strongest). */
  level: number;
  /** Points for White; default 7.5 in a full game, 0 in a capture game. */
  komi?: number;
  playerColor: Color;
  /** The AI's random seed; default a new one per game. */
  seed?: number;
  /** Stones on the board before the first move, and who moves first. */
  setup?: AiSetup;
  /** Moves already played from the setup: the game goes on from there (trying a move from a review). */
  moves?: readonly AiMove[];
  /** Overrides the level's playout budget (tests). */
  playouts?: number;
  /** The board's accessible name; default "Game against the AI". */
  label?: string;
  /** The engine to play; default the context's, else a worker of its own. */
  bridge?: AiBridge;
  onFinish?: (result: AiBattleResult) => void;
  /** Shown under the status once the game is over (next game, back, …). */
  after?: ReactNode;
  /** Paid help (a single challenge): replaces the free undo; `wallet` shows the gold. */
  paidHelp?: { takeback: HelpAction; restart: HelpAction; hint: HelpAction; wallet?: ReactNode };
}

const noSubscription = () => () => undefined;
const startingView: BattleView = {
  phase: 'starting',
  state: null,
  progress: 0,
  note: { kind: 'none' },
  dead: [],
  deadPending: false,
  busy: false,
  result: null,
  hint: null,
  hintPending: false,
};

export function AiBattle(props: AiBattleProps) {
  const { size, mode, level, playerColor, setup, playouts, after, paidHelp } = props;
  const startMovesKey = JSON.stringify(props.moves ?? null);
  const { t } = useTranslation();
  const prefs = usePlayPreferences();
  const strings = useBoardStrings();
  const bridge = useAiBridge(props.bridge);
  const captureTarget = Math.max(1, props.captureTarget ?? 1);
  const komi = props.komi ?? (mode === 'full' ? 7.5 : 0);
  const [randomSeed] = useState(() => Math.floor(Math.random() * 0x7fffffff));
  const seed = props.seed ?? randomSeed;
  const setupKey = JSON.stringify(setup ?? null);
  // A paid fresh start makes a new game of the same settings.
  const [round, setRound] = useState(0);

  // The latest callbacks and sound switch, read when an event happens (not a reason to restart the game).
  const latest = useRef({ onFinish: props.onFinish, soundOn: prefs.soundOn });
  useEffect(() => {
    latest.current = { onFinish: props.onFinish, soundOn: prefs.soundOn };
  });

  const [battle, setBattle] = useState<Battle | null>(null);
  useEffect(() => {
    if (!bridge) return undefined;
    const parsedSetup = JSON.parse(setupKey) as AiSetup | null;
    const startMoves = JSON.parse(startMovesKey) as AiMove[] | null;
    const created = createBattle({
      bridge,
      settings: {
        size,
        mode,
        captureTarget,
        komi,
        level,
        seed,
        playerColor,
        ...(parsedSetup ? { setup: parsedSetup } : {}),
        ...(startMoves ? { moves: startMoves } : {}),
        ...(playouts !== undefined ? { playouts } : {}),
      },
      sound: (name) => playSound(name, latest.current.soundOn),
      onFinish: (result) => latest.current.onFinish?.(result),
    });
    setBattle(created);
    created.start();
    return () => created.dispose();
  }, [
    bridge,
    size,
    mode,
    captureTarget,
    komi,
    level,
    seed,
    playerColor,
    setupKey,
    startMovesKey,
    playouts,
    round,
  ]);

  const view = useSyncExternalStore(
    battle?.subscribe ?? noSubscription,
    battle?.view ?? (() => startingView),
  );
  const state = view.state;
  const colorName = (color: Color) =>
    color === BLACK ? t('aiBattle.color.black') : t('aiBattle.color.white');
  const scoring = view.phase === 'scoring';
  const preview = useMemo(
    () => (scoring && state && !view.deadPending ? scoreGame(state, komi, view.dead) : null),
    [scoring, state, komi, view.dead, view.deadPending],
  );
  // After a counted game the board keeps showing whose points were whose.
  const counted = view.result?.reason.kind === 'score';
  const finalScore = useMemo(
    () => (counted && state ? scoreGame(state, komi, view.dead) : null),
    [counted, state, komi, view.dead],
  );

  const status = statusText(view, t, colorName);
  const boardView = state
    ? toBattleBoardView(state, scoring || counted ? view.dead : [], (preview ?? finalScore)?.owner ?? null)
    : null;
  const playing = view.phase === 'player' || view.phase === 'ai';
  const canUndo = playing && !view.busy && state !== null && undoCount(state.moves, playerColor) > 0;
  const [reviewing, setReviewing] = useState(false);
  const reviewGame = useMemo(
    () => ({
      size,
      mode,
      komi,
      captureTarget,
      level,
      seed,
      ...(setupKey !== 'null' ? { setup: JSON.parse(setupKey) as AiSetup } : {}),
    }),
    [size, mode, komi, captureTarget, level, seed, setupKey],
  );
  if (reviewing && bridge && state && view.phase === 'over') {
    return (
      <GameReviewFlow
        bridge={bridge}
        game={reviewGame}
        moves={state.moves}
        playerColor={playerColor}
        onClose={() => setReviewing(false)}
      />
    );
  }
  const hintGhosts = new Map<Vertex, GhostStone>();
  if (view.hint !== null && view.hint !== 'pass' && playing)
    hintGhosts.set(view.hint, { sign: playerColor, tone: 'good' });
  const onVertex = (vertex: Vertex) => {
    if (scoring) battle?.toggleDead(vertex);
    else battle?.play(vertex);
  };

  return (
    <div className="ai-battle" data-phase={view.phase}>
      <div className="ai-battle-board">
        {boardView ? (
          <Board
            size={size}
            signMap={boardView.signMap}
            markers={boardView.markers}
            ghosts={hintGhosts}
            dimmed={boardView.dimmed}
            territory={boardView.territory}
            lastMove={prefs.showLastMove ? boardView.lastMove : null}
            nextSign={view.phase === 'player' ? playerColor : undefined}
            showCoordinates={prefs.showCoordinates}
            playMode={scoring ? 'direct' : prefs.playMode}
            disabled={!(view.phase === 'player' && !view.busy) && !(scoring && !view.deadPending)}
            strings={strings}
            label={props.label ?? t('aiBattle.boardLabel')}
            onVertexClick={onVertex}
          />
        ) : null}
      </div>
      <div className="ai-battle-side">
        <p className="ai-battle-status" role="status" aria-live="polite" data-status={view.phase}>
          {status}
        </p>
        {view.phase === 'ai' ? (
          <progress
            className="ai-battle-progress"
            max={1}
            value={view.progress}
            aria-label={t('aiBattle.progressLabel')}
          />
        ) : null}
        <dl className="ai-battle-facts">
          <dt>{t('aiBattle.facts.you')}</dt>
          <dd>{colorName(playerColor)}</dd>
          <dt>{t('aiBattle.facts.opponent')}</dt>
          <dd data-level={level}>
            {t('aiBattle.levelWithRank', {
              level: aiLevelText(t, level),
              name: t(`aiBattle.levels.${levelKey(level)}`),
            })}
          </dd>
          {state && playing ? (
            <>
              <dt>{t('aiBattle.facts.turn')}</dt>
              <dd data-turn={state.toMove === playerColor ? 'player' : 'ai'}>
                {state.toMove === playerColor
                  ? t('aiBattle.turn.player', { color: colorName(state.toMove) })
                  : t('aiBattle.turn.ai', { color: colorName(state.toMove) })}
              </dd>
            </>
          ) : null}
          <dt>{t('aiBattle.facts.captures')}</dt>
          <dd
            data-captures-black={state?.captures.black ?? 0}
            data-captures-white={state?.captures.white ?? 0}
          >
            {t('aiBattle.captures', {
              black: formatNumber(state?.captures.black ?? 0),
              white: formatNumber(state?.captures.white ?? 0),
            })}
          </dd>
          <dt>{t('aiBattle.facts.goal')}</dt>
          <dd>
            {mode === 'capture'
              ? t('aiBattle.goal.capture', { count: captureTarget })
              : t('aiBattle.goal.full', { komi: formatNumber(komi) })}
          </dd>
        </dl>
        {preview ? (
          <p
            className="ai-battle-preview"
            data-preview-black={preview.black}
            data-preview-white={preview.white}
          >
            {t('aiBattle.scorePreview', {
              black: formatNumber(preview.black),
              white: formatNumber(preview.white),
            })}
          </p>
        ) : null}
        {playing && view.hintPending ? (
          <p className="ai-battle-hint" role="status">
            {t('aiBattle.hint.thinking')}
          </p>
        ) : null}
        {playing && view.hint !== null && state ? (
          <p className="ai-battle-hint" role="status" data-hint={view.hint}>
            {view.hint === 'pass'
              ? t('aiBattle.hint.pass')
              : t('aiBattle.hint.move', { vertex: makeVertex(state.size, view.hint) })}
          </p>
        ) : null}
        {playing && paidHelp ? (
          <div
            className="ai-battle-actions paid-help-actions"
            role="group"
            aria-label={t('single.help.title')}
          >
            {paidHelp.wallet}
            <PaidHelpButton
              name="hint"
              icon="star"
              action={paidHelp.hint}
              disabled={view.phase !== 'player' || view.busy || view.hint !== null}
              onGranted={() => battle?.hint()}
            />
            <PaidHelpButton
              name="takeback"
              action={paidHelp.takeback}
              disabled={!canUndo}
              onGranted={() => battle?.undo()}
            />
            <PaidHelpButton
              name="restart"
              action={paidHelp.restart}
              disabled={view.busy || !state || state.moves.length === 0}
              onGranted={() => setRound((n) => n + 1)}
            />
          </div>
        ) : null}
        <div className="ai-battle-actions">
          {playing ? (
            <>
              <Button onClick={() => battle?.pass()} disabled={view.phase !== 'player' || view.busy}>
                {t('aiBattle.actions.pass')}
              </Button>
              {paidHelp ? null : (
                <Button onClick={() => battle?.undo()} disabled={!canUndo}>
                  {t('aiBattle.actions.undo')}
                </Button>
              )}
              <Button onClick={() => battle?.resign()} disabled={view.busy}>
                {t('aiBattle.actions.resign')}
              </Button>
            </>
          ) : null}
          {scoring ? (
            <Button onClick={() => battle?.confirmScore()} disabled={view.deadPending}>
              {t('aiBattle.actions.confirmScore')}
            </Button>
          ) : null}
        </div>
        {view.phase === 'over' && state && state.moves.length > 0 ? (
          <div className="ai-battle-actions">
            <Button onClick={() => setReviewing(true)}>{t('aiBattle.actions.review')}</Button>
          </div>
        ) : null}
        {view.phase === 'over' ? after : null}
      </div>
    </div>
  );
}

export interface GameReviewFlowProps {
  bridge: AiBridge;
  /** The reviewed game's settings (`level` is the AI's level when the student plays on from a mistake). */
  game: AiGameOptions;
  moves: readonly AiMove[];
  /** The student's colour ("you" in the sentences). */
  playerColor: Color;
  /** The players' names, for a game between people (else the other side is "the AI"). */
  names?: Readonly<Record<Color, string>>;
  /** The student only watched the game. */
  watching?: boolean;
  onClose: () => void;
}

/**
 * The review of a finished game, and trying a better move from it: the student plays on from the position
 * with the better move played, against the AI at the game's level, and comes back to the same mistake.
 * Any kind of game can be reviewed: an AI battle, a baduk battle, a dice game or a live game.
 */
export function GameReviewFlow(props: GameReviewFlowProps) {
  const { bridge, game, moves, playerColor, onClose } = props;
  const { t } = useTranslation();
  const [trying, setTrying] = useState<AiReviewMistake | null>(null);
  const [shown, setShown] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (trying) heading.current?.focus();
  }, [trying]);
  if (!trying) {
    return (
      <GameReview
        bridge={bridge}
        game={game}
        moves={moves}
        playerColor={playerColor}
        onClose={onClose}
        initialMistake={shown}
        {...(props.names ? { names: props.names } : {})}
        {...(props.watching ? { watching: true } : {})}
        onTry={(mistake, at) => {
          setShown(at);
          setTrying(mistake);
        }}
      />
    );
  }
  const mistake = trying;
  const startMoves = [...moves.slice(0, mistake.index), { color: mistake.color, vertex: mistake.best }];
  const colorName = mistake.color === BLACK ? t('aiBattle.color.black') : t('aiBattle.color.white');
  const back = <Button onClick={() => setTrying(null)}>{t('review.backToReview')}</Button>;
  return (
    <section className="game-review-try" aria-labelledby="game-review-try-title" data-review="trying">
      <h2 id="game-review-try-title" className="game-review-title" ref={heading} tabIndex={-1}>
        {t('review.tryTitle')}
      </h2>
      <p>
        {t('review.tryIntro', {
          number: mistake.index + 1,
          vertex: makeVertex(game.size, mistake.best),
          color: colorName,
        })}
      </p>
      <AiBattle
        key={`${mistake.index}`}
        bridge={bridge}
        size={game.size}
        mode={game.mode}
        captureTarget={game.captureTarget}
        komi={game.komi}
        level={game.level}
        seed={game.seed}
        playerColor={mistake.color}
        {...(game.setup ? { setup: game.setup } : {})}
        {...(game.playouts !== undefined ? { playouts: game.playouts } : {})}
        moves={startMoves}
        label={t('review.tryBoardLabel')}
      />
      <div className="game-review-actions">{back}</div>
    </section>
  );
}

const levelKeys = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8', 'l9', 'l10'] as const;

function levelKey(level: number): (typeof levelKeys)[number] {
  return levelKeys[Math.min(10, Math.max(1, Math.round(level))) - 1] ?? 'l1';
}

type Translate = TFunction;

function statusText(view: BattleView, t: Translate, colorName: (color: Color) => string): string {
  switch (view.phase) {
    case 'starting':
      return t('aiBattle.status.starting');
    case 'failed':
      return t('aiBattle.status.failed');
    case 'ai':
      return t('aiBattle.status.thinking');
    case 'scoring':
      return view.deadPending ? t('aiBattle.status.scoringPending') : t('aiBattle.status.scoring');
    case 'over':
      return view.result ? resultText(view.result, t, colorName) : '';
    case 'player': {
      const note = view.note;
      switch (note.kind) {
        case 'illegal':
          return t(`aiBattle.illegal.${note.error}`);
        case 'aiMoved':
          return view.state
            ? t('aiBattle.status.aiMoved', { vertex: makeVertex(view.state.size, note.vertex) })
            : t('aiBattle.status.yourMove');
        case 'aiPassed':
          return t('aiBattle.status.aiPassed');
        case 'undone':
          return t('aiBattle.status.undone');
        case 'none':
          return t('aiBattle.status.yourMove');
      }
    }
  }
}

function resultText(result: AiBattleResult, t: Translate, colorName: (color: Color) => string): string {
  const outcome =
    result.winner === null
      ? t('aiBattle.outcome.draw')
      : result.playerWon
        ? t('aiBattle.outcome.won')
        : t('aiBattle.outcome.lost');
  const reason = result.reason;
  const winner = result.winner;
  let text: string;
  if (winner === null) {
    text =
      reason.kind === 'score'
        ? t('aiBattle.result.draw', { black: formatNumber(reason.black), white: formatNumber(reason.white) })
        : '';
  } else {
    const color = colorName(winner);
    switch (reason.kind) {
      case 'capture':
        text = t('aiBattle.result.capture', { color, count: formatNumber(reason.captured) });
        break;
      case 'captures':
        text = t('aiBattle.result.captures', {
          color,
          black: formatNumber(reason.black),
          white: formatNumber(reason.white),
        });
        break;
      case 'score':
        text = t('aiBattle.result.score', { color, margin: formatNumber(reason.margin) });
        break;
      case 'resignation':
        text = t('aiBattle.result.resignation', { color });
        break;
    }
  }
  return `${text} ${outcome}`.trim();
}
