// How a challenge ended: at once what the rules say (solved or not, won or lost, whether it counts, the
// stars a first win earns), then the server's verdict when its answer arrives (credited, stars, the score
// of a full game), or why it refused the challenge or the result. Offers the next mission once it is open,
// another challenge of the same mission, and the way back to the missions.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { singleResultEndpoint, type SingleVerdict } from '../../protocol';
import type { SingleChallenge } from '../../state/singleSession';
import { useWriteStatus, type WriteStatus } from '../common/outboxWrites';
import { useErrorText } from '../common/useErrorText';
import { isCredited } from './challenge';
import { Stars } from './MissionPanel';
import { singlePaths } from './singleMode';
import { Button } from '../../ui';

type StartStatus = WriteStatus<unknown>;

function ServerLine({ challenge, startStatus }: { challenge: SingleChallenge; startStatus: StartStatus }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const finish = challenge.finish;
  const status = useWriteStatus(singleResultEndpoint, finish?.key ?? null);
  if (startStatus.state === 'rejected') {
    return (
      <p role="alert" data-sync="refused">
        {t('single.result.startRefused', { reason: errorText(startStatus.code, startStatus.message) })}
      </p>
    );
  }
  switch (status.state) {
    case 'none':
      return null;
    case 'pending':
      return (
        <p className="sync-note" role="status" data-sync="pending">
          {t('single.result.pending')}
        </p>
      );
    case 'rejected':
      return (
        <p role="alert" data-sync="rejected">
          {t('single.result.rejected', { reason: errorText(status.code, status.message) })}
        </p>
      );
    case 'applied': {
      const answer = status.answer;
      return (
        <div
          className="single-confirmed"
          role="status"
          data-sync="applied"
          data-verdict={answer.verdict}
          data-credited={String(answer.credited)}
          data-server-stars={answer.stars}
        >
          <p>
            {answer.credited
              ? t('single.result.credited')
              : t('single.result.notCredited', { verdict: t(`single.verdict.${answer.verdict}`) })}{' '}
            {answer.credited ? <Stars count={answer.stars} /> : null}
          </p>
          {answer.score ? <p>{t('single.result.score', { score: answer.score })}</p> : null}
        </div>
      );
    }
  }
}

/** What the rules say about a finished challenge. */
export function rulesLineKey(
  kind: 'problem' | 'capture' | 'game',
  verdict: SingleVerdict,
  outcome: 'win' | 'loss',
) {
  if (isCredited(verdict, outcome)) return kind === 'problem' ? 'single.result.solved' : 'single.result.won';
  if (verdict === 'wrong_answer') return 'single.result.notSolved';
  if (verdict === 'draw') return 'single.result.draw';
  if (verdict === 'loss') return 'single.result.lost';
  return 'single.result.doesNotCount';
}

export function ChallengeOutcome({
  challenge,
  kind,
  startStatus,
  nextMission,
  onNext,
  onAgain,
}: {
  challenge: SingleChallenge;
  kind: 'problem' | 'capture' | 'game';
  startStatus: StartStatus;
  /** The mission to go on to, when it is open; null when there is none. */
  nextMission: number | null;
  onNext: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const finish = challenge.finish;
  if (!finish) return <div className="single-outcome" />;
  const credited = isCredited(finish.predicted, finish.outcome);
  return (
    <div
      className="single-outcome result-note"
      data-result={finish.outcome}
      data-predicted={finish.predicted}
    >
      <p>
        {t(rulesLineKey(kind, finish.predicted, finish.outcome), {
          verdict: t(`single.verdict.${finish.predicted}`),
        })}
      </p>
      {credited && finish.stars !== null ? (
        <p data-predicted-stars={finish.stars}>
          {t('single.result.predictedStars')} <Stars count={finish.stars} />
        </p>
      ) : null}
      <ServerLine challenge={challenge} startStatus={startStatus} />
      <div className="mission-actions">
        {nextMission !== null ? (
          <Button variant="primary" onClick={onNext}>
            {t('single.next')}
          </Button>
        ) : null}
        <Button onClick={onAgain}>{t('single.again')}</Button>
        <Link to={singlePaths[challenge.mode].mission}>{t('single.backToMissions')}</Link>
      </div>
    </div>
  );
}
