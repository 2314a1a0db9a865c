// Solving one problem on the board: the player clicks (or plays by keyboard) a point, the problem code
// answers, and the screen says what happened — the opponent's reply, a solve, or a wrong move with the
// refutation drawn on the board — with the matching sound. Hint (the right moves) and retry are offered
// where the caller allows them. The caller hears the end (solved or failed, with the player's moves).
// The end shows big over the board (a ✓ with a short celebration, or a ✗), and what comes next (the
// caller's `after`, such as the next mission) right under the answer, one tap away.
// In a single challenge the help is paid (issue 16, `paidHelp`): the hint, a take-back of the last move
// and a fresh start each pay first; a wrong move then waits for the player to take it back, start over
// or end the try, and only the end is reported.
import './study.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../board/Board';
import { playSound } from '../../board/sounds';
import { givesAtari } from '../../domain/go/atari';
import { makeVertex, type BoardSize, type Vertex } from '../../domain/go/coords';
import type { CompiledProblem } from '../../domain/go/problem';
import { wrongReason } from '../../domain/go/wrongReason';
import {
  answer,
  replayAnswer,
  rightMoves,
  startProblem,
  type ProblemMoveError,
  type ProblemState,
} from '../../domain/go/problemAnswer';
import { playMissionVoice } from '../sound/voicePrompts';
import { useVoice } from '../sound/useVoice';
import { useBoardStrings, usePlayPreferences } from '../common/usePlayPreferences';
import { useVoiceCue } from '../common/useVoiceCue';
import { problemRegion, toBoardView } from './boardView';
import { AnswerOverlay, Button } from '../../ui';
import { ReportProblem } from './ReportProblem';
import { PaidHelpButton, type HelpAction } from '../common/PaidHelpButton';

export type MissionFeedback =
  | { kind: 'start' }
  | { kind: 'continue'; reply: Vertex }
  /** `mainMove`: the tree's own move when the player solved it with a move that also wins (a note says so). */
  | { kind: 'solved'; mainMove: Vertex | null }
  | { kind: 'wrong'; refutation: readonly Vertex[] }
  | { kind: 'illegal'; error: ProblemMoveError };

/** The goals whose moves that also win after the first move are accepted with a note (laterTurnMoves.ts). */
const alsoRightGoals = ['capture', 'capture_any', 'save', 'live', 'kill'] as const;
type AlsoRightGoal = (typeof alsoRightGoals)[number];
const isAlsoRightGoal = (kind: string): kind is AlsoRightGoal =>
  (alsoRightGoals as readonly string[]).includes(kind);

export interface MissionEnd {
  solved: boolean;
  /** The player's moves as GTP vertices, as the server re-checks them. */
  moves: string[];
}

export interface MissionBoardProps {
  problem: CompiledProblem;
  /** The board's accessible name (the mission's title). */
  label: string;
  /**
   * The mission's hint text: a hint button shows it, and only then a second button shows the right moves
   * (issue 14: a hint helps without giving the answer away). Paid help's hint shows both at once.
   */
  hintText?: string;
  allowRetry?: boolean;
  /** Voice prompts on the result (when the device's setting is on); off in tutorials. */
  voice?: boolean;
  onEnd?: (end: MissionEnd) => void;
  /** Shown under the feedback once the problem ended (next mission, …). */
  after?: ReactNode;
  /** The problem's stable id: a "Report a problem" button sends it with the moves played (issue 14). */
  reportId?: string;
  /** Paid help (a single challenge): replaces the free hint and retry; `wallet` shows the gold. */
  paidHelp?: { takeback: HelpAction; restart: HelpAction; hint: HelpAction; wallet?: ReactNode };
}

function capturedCount(state: ProblemState): number {
  return state.position.captures.black + state.position.captures.white;
}

export function MissionBoard({
  problem,
  label,
  hintText,
  allowRetry = true,
  voice = true,
  onEnd,
  after,
  reportId,
  paidHelp,
}: MissionBoardProps) {
  const { t } = useTranslation();
  const prefs = usePlayPreferences();
  const { speakClip } = useVoice();
  const cue = useVoiceCue();
  const strings = useBoardStrings();
  const [state, setState] = useState<ProblemState>(() => startProblem(problem));
  const [feedback, setFeedback] = useState<MissionFeedback>({ kind: 'start' });
  const [hintShown, setHintShown] = useState(false);
  const [answerShown, setAnswerShown] = useState(false);
  // Paid help: a wrong move waits here until the player takes it back, starts over or ends the try.
  const [reported, setReported] = useState(false);
  // Counts attempts, so each answer's overlay plays afresh.
  const [attempt, setAttempt] = useState(0);
  // The board always shows the problem it is given: another problem restarts it, whatever the caller's key.
  const [shownProblem, setShownProblem] = useState(problem);
  if (shownProblem !== problem) {
    setShownProblem(problem);
    setState(startProblem(problem));
    setFeedback({ kind: 'start' });
    setHintShown(false);
    setAnswerShown(false);
    setReported(false);
  }
  // "Black to play" (or White) when a problem opens, with the voice prompts on.
  useEffect(() => {
    if (voice) cue(shownProblem.player === 1 ? 'black-to-play' : 'white-to-play');
    // Once per problem shown, not again when the settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownProblem, voice]);
  const size = state.position.size as BoardSize;
  const player = problem.player === 1 ? t('mission.colorName.black') : t('mission.colorName.white');
  const opponent = problem.player === 1 ? t('mission.colorName.white') : t('mission.colorName.black');

  const report = (solved: boolean, final: ProblemState) => {
    setReported(true);
    onEnd?.({ solved, moves: final.playerMoves.map((v) => makeVertex(size, v)) });
  };

  const finish = (solved: boolean, final: ProblemState) => {
    playSound(solved ? 'right' : 'wrong', prefs.soundOn);
    if (voice) {
      playMissionVoice(solved ? 'success' : 'failure', {
        soundOn: prefs.soundOn,
        voicePrompts: prefs.voicePrompts,
        speakClip,
      });
    }
    if (solved || !paidHelp) report(solved, final);
  };

  const play = (vertex: Vertex) => {
    if (state.status !== 'playing') return;
    const result = answer(state, vertex);
    if (result.kind === 'illegal') {
      setFeedback({ kind: 'illegal', error: result.error });
      return;
    }
    setHintShown(false);
    setAnswerShown(false);
    setState(result.state);
    switch (result.kind) {
      case 'continue':
        playSound(capturedCount(result.state) > capturedCount(state) ? 'capture' : 'stone', prefs.soundOn);
        // "Atari!" when the move or the answer to it leaves stones with a single liberty.
        if (
          voice &&
          (givesAtari(result.state.position, vertex) || givesAtari(result.state.position, result.reply))
        )
          cue('atari');
        setFeedback({ kind: 'continue', reply: result.reply });
        return;
      case 'solved':
        setFeedback({ kind: 'solved', mainMove: result.mainMove });
        finish(true, result.state);
        return;
      case 'wrong':
        setFeedback({ kind: 'wrong', refutation: result.refutation });
        finish(false, result.state);
        return;
    }
  };

  const retry = () => {
    setAttempt((n) => n + 1);
    setState(startProblem(problem));
    setFeedback({ kind: 'start' });
    setHintShown(false);
    setAnswerShown(false);
  };

  /** A paid take-back: the player's last move and the answer to it are undone. */
  const takeBack = () => {
    const back = replayAnswer(problem, state.playerMoves.slice(0, -1)).state;
    setAttempt((n) => n + 1);
    setState(back);
    const reply = back.moves.length > back.playerMoves.length ? back.moves[back.moves.length - 1] : undefined;
    setFeedback(reply === undefined ? { kind: 'start' } : { kind: 'continue', reply });
    setHintShown(false);
    setAnswerShown(false);
  };

  // Corner and side problems of big boards are drawn cropped to their part (issue 14).
  const region = useMemo(() => problemRegion(problem), [problem]);
  const answerMoves = answerShown ? rightMoves(state) : [];
  const view = toBoardView(state, {
    refutation: feedback.kind === 'wrong' ? feedback.refutation : [],
    hint: answerShown
      ? answerMoves
      : feedback.kind === 'solved' && feedback.mainMove !== null
        ? [feedback.mainMove]
        : [],
  });

  const message = (() => {
    switch (feedback.kind) {
      case 'start':
        return t('mission.feedback.start', { color: player });
      case 'continue':
        return t('mission.feedback.continue', { color: opponent, vertex: makeVertex(size, feedback.reply) });
      case 'solved': {
        const goal = problem.problem.goal.kind;
        if (feedback.mainMove === null || !isAlsoRightGoal(goal)) return t('mission.feedback.solved');
        return t(`mission.feedback.alsoRight.${goal}`, { vertex: makeVertex(size, feedback.mainMove) });
      }
      case 'wrong': {
        const first = feedback.refutation[0];
        if (first === undefined) return t('mission.feedback.wrong');
        const said = { color: opponent, vertex: makeVertex(size, first) };
        // The refutation's reply, and what it does on the board (wrongReason) when there is a fact to say.
        const reason = wrongReason(state, feedback.refutation);
        if (reason === null) return t('mission.feedback.refuted', said);
        switch (reason.kind) {
          case 'captures_yours':
            return t('mission.feedback.reason.captures_yours', { ...said, count: reason.stones });
          case 'target_liberties':
            return t(
              reason.stones === 1
                ? 'mission.feedback.reason.target_liberties_stone'
                : 'mission.feedback.reason.target_liberties',
              { ...said, count: reason.liberties },
            );
          case 'counts_less':
            return t(
              reason.atLeast
                ? 'mission.feedback.reason.counts_less_at_least'
                : 'mission.feedback.reason.counts_less',
              { ...said, count: reason.points },
            );
          default:
            return t(`mission.feedback.reason.${reason.kind}`, said);
        }
      }
      case 'illegal':
        return t(`mission.illegal.${feedback.error}`);
    }
  })();

  // With paid help a wrong move ends the problem only once the player says so.
  const ended = state.status === 'solved' || (state.status === 'failed' && (!paidHelp || reported));
  const undoable = paidHelp !== undefined && !ended && state.playerMoves.length > 0;
  return (
    <div className="mission-board">
      <div className="mission-board-board">
        {feedback.kind === 'solved' || feedback.kind === 'wrong' ? (
          <AnswerOverlay key={attempt} result={feedback.kind === 'solved' ? 'right' : 'wrong'} />
        ) : null}
        <Board
          size={view.size}
          signMap={view.signMap}
          markers={view.markers}
          ghosts={view.ghosts}
          highlights={view.highlights}
          lastMove={prefs.showLastMove ? view.lastMove : null}
          nextSign={view.nextSign}
          showCoordinates={prefs.showCoordinates}
          playMode={prefs.playMode}
          disabled={state.status !== 'playing'}
          strings={strings}
          label={label}
          view={region}
          onVertexClick={play}
        />
      </div>
      <div className="mission-board-side">
        <p
          className={`mission-feedback mission-feedback-${feedback.kind}`}
          role="status"
          aria-live="polite"
          data-feedback={feedback.kind}
        >
          {message}
        </p>
        {ended ? after : null}
        {hintShown && hintText ? <p className="mission-hint">{hintText}</p> : null}
        {/* Always in the page, so a screen reader hears the answer when it appears in the region. */}
        <div aria-live="polite">
          {answerShown && answerMoves.length > 0 ? (
            <p className="mission-hint">
              {t('mission.answerAt', { vertices: answerMoves.map((v) => makeVertex(size, v)).join(', ') })}
            </p>
          ) : null}
        </div>
        {paidHelp && !ended ? (
          <div className="mission-actions paid-help-actions" role="group" aria-label={t('single.help.title')}>
            {paidHelp.wallet}
            {state.status === 'playing' ? (
              <PaidHelpButton
                name="hint"
                icon="star"
                action={paidHelp.hint}
                disabled={hintShown}
                onGranted={() => {
                  setHintShown(true);
                  setAnswerShown(true);
                }}
              />
            ) : null}
            <PaidHelpButton
              name="takeback"
              action={paidHelp.takeback}
              disabled={!undoable}
              onGranted={takeBack}
            />
            <PaidHelpButton name="restart" action={paidHelp.restart} disabled={!undoable} onGranted={retry} />
            {state.status === 'failed' ? (
              <>
                <p className="paid-help-note">{t('single.help.afterWrong')}</p>
                <Button variant="primary" onClick={() => report(false, state)}>
                  {t('single.help.endTry')}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="mission-actions">
          {hintText !== undefined && !ended && !paidHelp ? (
            <Button
              onClick={() => {
                setHintShown((shown) => !shown);
                setAnswerShown(false);
              }}
              aria-pressed={hintShown}
            >
              {t('mission.hint')}
            </Button>
          ) : null}
          {hintShown && hintText !== undefined && !ended && !paidHelp ? (
            <Button onClick={() => setAnswerShown((shown) => !shown)} aria-pressed={answerShown}>
              {t('mission.showAnswer')}
            </Button>
          ) : null}
          {allowRetry && !paidHelp && (ended || state.moves.length > 0) ? (
            <Button onClick={retry}>{t('mission.retry')}</Button>
          ) : null}
          {reportId !== undefined ? (
            <ReportProblem problemId={reportId} moves={() => state.moves.map((v) => makeVertex(size, v))} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
