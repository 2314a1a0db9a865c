// Solving one problem on the board: the player clicks (or plays by keyboard) a point, the problem code
// answers, and the screen says what happened — the opponent's reply, a solve, or a wrong move with the
// refutation drawn on the board — with the matching sound. Hint (the right moves) and retry are offered
// where the caller allows them. The caller hears the end (solved or failed, with the player's moves).
// The end shows big over the board (a ✓ with a short celebration, or a ✗), and what comes next (the
// caller's `after`, such as the next mission) right under the answer, one tap away.
import './study.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../board/Board';
import { playSound } from '../../board/sounds';
import { makeVertex, type BoardSize, type Vertex } from '../../domain/go/coords';
import type { CompiledProblem } from '../../domain/go/problem';
import {
  answer,
  rightMoves,
  startProblem,
  type ProblemMoveError,
  type ProblemState,
} from '../../domain/go/problemAnswer';
import { playMissionVoice } from '../sound/voicePrompts';
import { useVoice } from '../sound/useVoice';
import { useBoardStrings, usePlayPreferences } from '../common/usePlayPreferences';
import { toBoardView } from './boardView';
import { AnswerOverlay, Button } from '../../ui';
import { ReportProblem } from './ReportProblem';

export type MissionFeedback =
  | { kind: 'start' }
  | { kind: 'continue'; reply: Vertex }
  | { kind: 'solved' }
  | { kind: 'wrong'; refutation: readonly Vertex[] }
  | { kind: 'illegal'; error: ProblemMoveError };

export interface MissionEnd {
  solved: boolean;
  /** The player's moves as GTP vertices, as the server re-checks them. */
  moves: string[];
}

export interface MissionBoardProps {
  problem: CompiledProblem;
  /** The board's accessible name (the mission's title). */
  label: string;
  /** The mission's hint text; a hint button shows it with the right moves. */
  hintText?: string;
  allowRetry?: boolean;
  /** Voice prompts on the result (region CN, R9.27); off in tutorials. */
  voice?: boolean;
  onEnd?: (end: MissionEnd) => void;
  /** Shown under the feedback once the problem ended (next mission, …). */
  after?: ReactNode;
  /** The problem's stable id: a "Report a problem" button sends it with the moves played (issue 14). */
  reportId?: string;
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
}: MissionBoardProps) {
  const { t } = useTranslation();
  const prefs = usePlayPreferences();
  const { speakClip } = useVoice();
  const strings = useBoardStrings();
  const [state, setState] = useState<ProblemState>(() => startProblem(problem));
  const [feedback, setFeedback] = useState<MissionFeedback>({ kind: 'start' });
  const [hintShown, setHintShown] = useState(false);
  // Counts attempts, so each answer's overlay plays afresh.
  const [attempt, setAttempt] = useState(0);
  // The board always shows the problem it is given: another problem restarts it, whatever the caller's key.
  const [shownProblem, setShownProblem] = useState(problem);
  if (shownProblem !== problem) {
    setShownProblem(problem);
    setState(startProblem(problem));
    setFeedback({ kind: 'start' });
    setHintShown(false);
  }
  const size = state.position.size as BoardSize;
  const player = problem.player === 1 ? t('mission.colorName.black') : t('mission.colorName.white');
  const opponent = problem.player === 1 ? t('mission.colorName.white') : t('mission.colorName.black');

  const finish = (solved: boolean, final: ProblemState) => {
    playSound(solved ? 'right' : 'wrong', prefs.soundOn);
    if (voice) {
      playMissionVoice(solved ? 'success' : 'failure', {
        region: prefs.region,
        soundOn: prefs.soundOn,
        voicePrompts: prefs.voicePrompts,
        speakClip,
      });
    }
    onEnd?.({ solved, moves: final.playerMoves.map((v) => makeVertex(size, v)) });
  };

  const play = (vertex: Vertex) => {
    if (state.status !== 'playing') return;
    const result = answer(state, vertex);
    if (result.kind === 'illegal') {
      setFeedback({ kind: 'illegal', error: result.error });
      return;
    }
    setHintShown(false);
    setState(result.state);
    switch (result.kind) {
      case 'continue':
        playSound(capturedCount(result.state) > capturedCount(state) ? 'capture' : 'stone', prefs.soundOn);
        setFeedback({ kind: 'continue', reply: result.reply });
        return;
      case 'solved':
        setFeedback({ kind: 'solved' });
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
  };

  const view = toBoardView(state, {
    refutation: feedback.kind === 'wrong' ? feedback.refutation : [],
    hint: hintShown ? rightMoves(state) : [],
  });

  const message = (() => {
    switch (feedback.kind) {
      case 'start':
        return t('mission.feedback.start', { color: player });
      case 'continue':
        return t('mission.feedback.continue', { color: opponent, vertex: makeVertex(size, feedback.reply) });
      case 'solved':
        return t('mission.feedback.solved');
      case 'wrong': {
        const first = feedback.refutation[0];
        return first === undefined
          ? t('mission.feedback.wrong')
          : t('mission.feedback.refuted', { color: opponent, vertex: makeVertex(size, first) });
      }
      case 'illegal':
        return t(`mission.illegal.${feedback.error}`);
    }
  })();

  const ended = state.status !== 'playing';
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
          disabled={ended}
          strings={strings}
          label={label}
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
        <div className="mission-actions">
          {hintText !== undefined && !ended ? (
            <Button onClick={() => setHintShown((shown) => !shown)} aria-pressed={hintShown}>
              {t('mission.hint')}
            </Button>
          ) : null}
          {allowRetry && (ended || state.moves.length > 0) ? (
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
