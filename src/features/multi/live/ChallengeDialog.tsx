// Challenging a friend (issue 18): the board, time control and handicap are suggested from the two levels
// (suggestChallenge, docs/rules.md); the board and time may be changed (the handicap follows the board),
// and friends may make it an unrated teaching game where a move can be taken back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  controlForSize,
  suggestChallenge,
  suggestHandicap,
  rankDifference,
  type LiveBoardSize,
  type TimeControlName,
} from '../../../domain/live';
import { Button, Dialog } from '../../../ui';
import { useRankText } from './LiveGame';
import { GameChoices } from './GameChoices';

export interface ChallengeChoice {
  size: LiveBoardSize;
  control: TimeControlName;
  handicap: number;
  komi: number;
  teaching: boolean;
}

export function ChallengeDialog({
  friend,
  myStep,
  onSend,
  onClose,
}: {
  friend: { username: string; astep: number };
  myStep: number;
  onSend: (choice: ChallengeChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rank = useRankText();
  const suggested = suggestChallenge(myStep, friend.astep);
  const [size, setSize] = useState<LiveBoardSize>(suggested.size);
  const [control, setControl] = useState<TimeControlName>(suggested.control);
  const [teaching, setTeaching] = useState(false);
  const handicap = suggestHandicap(rankDifference(myStep, friend.astep), size);
  const choose = (s: LiveBoardSize) => {
    setSize(s);
    setControl(controlForSize[s]);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('live.challenge', { name: friend.username })}
      closeLabel={t('live.close')}
      actions={
        <>
          <Button onClick={onClose}>{t('live.cancelChallenge')}</Button>
          <Button
            variant="primary"
            onClick={() =>
              onSend({ size, control, handicap: handicap.handicap, komi: handicap.komi, teaching })
            }
          >
            {t('live.sendChallenge')}
          </Button>
        </>
      }
    >
      <p>{t('live.levels', { name: friend.username, theirs: rank(friend.astep), mine: rank(myStep) })}</p>
      <p>{t('live.suggested')}</p>
      <GameChoices size={size} control={control} onSize={choose} onControl={setControl} />
      <p data-handicap={handicap.handicap}>
        {handicap.handicap > 0
          ? t('live.handicapLine', { count: handicap.handicap, komi: handicap.komi })
          : t('live.evenLine', { komi: handicap.komi })}{' '}
        {handicap.firstIsBlack ? t('live.youPlayBlack') : t('live.youPlayWhite')}
      </p>
      <fieldset className="live-choice">
        <legend>{t('live.teachingGame')}</legend>
        <Button variant="choice" aria-pressed={teaching} onClick={() => setTeaching((v) => !v)}>
          {t('live.teachingChoice')}
        </Button>
      </fieldset>
    </Dialog>
  );
}
