// The review after a game (issue 20): the AI worker searches every position of the finished game (with a
// progress ring and a stop button), then the screen shows Black's winning chances as a graph and steps
// through the biggest mistakes of both sides on the board: the move played (crossed, red), the better
// move (green) and how the game could go on (numbered), with one sentence saying what kind of mistake it
// was. Keyboard: the buttons, and the arrow keys on the review step through the mistakes. Answers are
// kept per game, in memory and in the user's IndexedDB data (reviewStore.ts), so opening the review again
// shows it at once, also after a reload. From a mistake, "Try the better move" hands the position to the
// caller (GameReviewFlow), which lets the student play on from there against the AI.
import './gameReview.css';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../../board/Board';
import { makeVertex, PASS, type Vertex } from '../../../domain/go/coords';
import { BLACK, type Color } from '../../../domain/go/stones';
import { isAbortError, type AiBridge } from '../../../io/ai/bridge';
import type { AiGameOptions, AiMove, AiReviewAnswer, AiReviewMistake } from '../../../io/ai/protocol';
import { Button, EmptyState, ProgressRing } from '../../../ui';
import { useBoardStrings, usePlayPreferences } from '../../common/usePlayPreferences';
import { usernoAtom } from '../../../state/session';
import { keepReview, loadKeptReview, reviewHash } from './reviewStore';
import { graphPoints, percent, ReviewCache, reviewBoardAt } from './reviewView';

export interface GameReviewProps {
  bridge: AiBridge;
  game: AiGameOptions;
  moves: readonly AiMove[];
  /** The player's colour, so the sentences can say "you" and "the AI". */
  playerColor: Color;
  onClose: () => void;
  /** Offered at each mistake with a better move: play it and go on against the AI from there. */
  onTry?: (mistake: AiReviewMistake, at: number) => void;
  /** The players' names (a game between people): "White (Minsu)" instead of "White (the AI)". */
  names?: Readonly<Record<Color, string>>;
  /** The student only watched the game: no side is "you". */
  watching?: boolean;
  /** The mistake to show first (coming back from trying one). */
  initialMistake?: number;
}

const cache = new ReviewCache<AiReviewAnswer>();

type Phase =
  { kind: 'running'; fraction: number } | { kind: 'done'; answer: AiReviewAnswer } | { kind: 'failed' };

const GRAPH_WIDTH = 300;
const GRAPH_HEIGHT = 80;

export function GameReview(props: GameReviewProps) {
  const { bridge, game, moves, playerColor, onClose, onTry, names, watching = false } = props;
  const { t } = useTranslation();
  const userno = useAtomValue(usernoAtom);
  const prefs = usePlayPreferences();
  const strings = useBoardStrings();
  const key = ReviewCache.key(game, moves);
  const [phase, setPhase] = useState<Phase>(() => {
    const kept = cache.get(key);
    return kept ? { kind: 'done', answer: kept } : { kind: 'running', fraction: 0 };
  });
  const [current, setCurrent] = useState(props.initialMistake ?? 0);

  useEffect(() => {
    const kept = cache.get(key);
    if (kept) {
      setPhase({ kind: 'done', answer: kept });
      return undefined;
    }
    let live = true;
    const controller = new AbortController();
    const stored = reviewHash(key);
    const run = async () => {
      const keptOnDevice = await loadKeptReview(userno, stored);
      if (keptOnDevice) {
        cache.set(key, keptOnDevice);
        if (live) setPhase({ kind: 'done', answer: keptOnDevice });
        return;
      }
      if (!live) return;
      const answer = await bridge.review(game, moves, {
        signal: controller.signal,
        onProgress: (p) => {
          if (live) setPhase({ kind: 'running', fraction: p.fraction });
        },
      });
      cache.set(key, answer);
      void keepReview(userno, stored, answer);
      if (live) setPhase({ kind: 'done', answer });
    };
    run().catch((error: unknown) => {
      if (live && !isAbortError(error)) setPhase({ kind: 'failed' });
    });
    return () => {
      live = false;
      controller.abort();
    };
  }, [bridge, game, moves, key, userno]);

  const answer = phase.kind === 'done' ? phase.answer : null;
  const mistakes = useMemo(() => answer?.mistakes ?? [], [answer]);
  const mistake = mistakes[Math.min(current, mistakes.length - 1)];
  const view = useMemo(() => (mistake ? reviewBoardAt(game, moves, mistake) : null), [game, moves, mistake]);

  const colorName = (color: Color) => {
    const name = color === BLACK ? t('aiBattle.color.black') : t('aiBattle.color.white');
    if (color === playerColor && !watching) return t('review.you', { color: name });
    return names ? t('review.named', { color: name, name: names[color] }) : t('review.ai', { color: name });
  };
  const vertexName = (vertex: Vertex) => (vertex === PASS ? t('review.pass') : makeVertex(game.size, vertex));
  const section = useRef<HTMLElement>(null);
  const step = (delta: number) => {
    const next = Math.min(mistakes.length - 1, Math.max(0, current + delta));
    setCurrent(next);
    // At the first or last mistake the button pressed becomes disabled and would drop the focus to the
    // page: keep it on the review, where the arrow keys go on working.
    if (next === 0 || next === mistakes.length - 1) section.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') step(1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') step(-1);
    else return;
    event.preventDefault();
  };

  const title = <h2 className="game-review-title">{t('review.title')}</h2>;

  if (phase.kind === 'running') {
    return (
      <section className="game-review" data-review="running" aria-labelledby="game-review-running">
        <h2 id="game-review-running" className="game-review-title">
          {t('review.title')}
        </h2>
        <div className="game-review-progress">
          <ProgressRing
            value={phase.fraction}
            label={t('review.progressLabel')}
            valueText={t('review.progressText', { percent: percent(phase.fraction) })}
            size={72}
          />
          <p role="status">{t('review.running')}</p>
        </div>
        <Button variant="quiet" onClick={onClose}>
          {t('review.stop')}
        </Button>
      </section>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <section className="game-review" data-review="failed">
        {title}
        <p role="alert">{t('review.failed')}</p>
        <Button onClick={onClose}>{t('review.close')}</Button>
      </section>
    );
  }

  const rates = phase.answer.blackWinRates;
  const moveNumber = (index: number) => index + 1;
  return (
    <section
      className="game-review"
      data-review="done"
      data-mistakes={mistakes.length}
      aria-label={t('review.title')}
      onKeyDown={onKeyDown}
      ref={section}
      tabIndex={-1}
    >
      {title}
      <figure className="game-review-graph">
        <svg
          viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`}
          role="img"
          aria-label={t('review.graphLabel', {
            start: percent(rates[0] ?? 0.5),
            end: percent(rates[rates.length - 1] ?? 0.5),
          })}
          preserveAspectRatio="none"
        >
          <line
            className="game-review-half"
            x1={0}
            x2={GRAPH_WIDTH}
            y1={GRAPH_HEIGHT / 2}
            y2={GRAPH_HEIGHT / 2}
          />
          <polyline className="game-review-line" points={graphPoints(rates, GRAPH_WIDTH, GRAPH_HEIGHT)} />
          {mistakes.map((m, i) => {
            const n = Math.max(1, rates.length - 1);
            const x = ((m.index + 1) / n) * GRAPH_WIDTH;
            return (
              <line
                key={m.index}
                className={i === current ? 'game-review-mark game-review-mark-current' : 'game-review-mark'}
                x1={x}
                x2={x}
                y1={0}
                y2={GRAPH_HEIGHT}
              />
            );
          })}
        </svg>
        <figcaption>{t('review.graphCaption')}</figcaption>
      </figure>
      {mistake && view ? (
        <div className="game-review-body">
          <div className="game-review-board">
            <Board
              size={game.size}
              signMap={view.signMap}
              ghosts={view.ghosts}
              markers={view.markers}
              lastMove={prefs.showLastMove ? view.lastMove : null}
              showCoordinates={prefs.showCoordinates}
              disabled
              strings={strings}
              label={t('review.boardLabel', { number: moveNumber(mistake.index) })}
            />
          </div>
          <div className="game-review-side">
            <p className="game-review-counter" aria-live="polite" data-current={current + 1}>
              {t('review.counter', { current: current + 1, count: mistakes.length })}
            </p>
            <p data-kind={mistake.kind}>
              {mistake.played === PASS
                ? t('review.passed', { number: moveNumber(mistake.index), color: colorName(mistake.color) })
                : t('review.played', {
                    number: moveNumber(mistake.index),
                    color: colorName(mistake.color),
                    vertex: vertexName(mistake.played),
                  })}{' '}
              {t('review.better', { vertex: vertexName(mistake.best) })}
            </p>
            <p>{t(`review.kind.${mistake.kind}`)}</p>
            <p>
              {t('review.chances', {
                before: percent(mistake.before),
                after: percent(mistake.after),
              })}
            </p>
            {mistake.line.length > 1 ? (
              <p>{t('review.line', { moves: mistake.line.map(vertexName).join(', ') })}</p>
            ) : null}
            <p className="game-review-legend">{t('review.legend')}</p>
            <div className="game-review-actions">
              <Button onClick={() => step(-1)} disabled={current === 0}>
                {t('review.previous')}
              </Button>
              <Button onClick={() => step(1)} disabled={current >= mistakes.length - 1}>
                {t('review.next')}
              </Button>
              {onTry && mistake.best !== PASS ? (
                <Button variant="primary" onClick={() => onTry(mistake, current)}>
                  {t('review.try')}
                </Button>
              ) : null}
              <Button variant="quiet" onClick={onClose}>
                {t('review.close')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <EmptyState
          icon="trophy"
          title={t('review.none')}
          action={<Button onClick={onClose}>{t('review.close')}</Button>}
        />
      )}
    </section>
  );
}
