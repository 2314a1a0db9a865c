// The board size and time control buttons of a new live game, shared by Play now (the lobby) and a
// friend's challenge (ChallengeDialog), so both offer the same choices in the same words.
import { useTranslation } from 'react-i18next';
import { timeControlNames, type LiveBoardSize, type TimeControlName } from '../../../domain/live';
import { liveSizes } from '../../../protocol';
import { Button } from '../../../ui';

export function GameChoices({
  size,
  control,
  onSize,
  onControl,
}: {
  size: number;
  control: TimeControlName;
  onSize: (size: LiveBoardSize) => void;
  onControl: (control: TimeControlName) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="live-choice live-choice-sizes">
        <legend>{t('live.size')}</legend>
        {liveSizes.map((s) => (
          <Button key={s} variant="choice" aria-pressed={size === s} onClick={() => onSize(s)}>
            {`${s}×${s}`}
          </Button>
        ))}
      </fieldset>
      <fieldset className="live-choice">
        <legend>{t('live.control')}</legend>
        {timeControlNames.map((c) => (
          <Button key={c} variant="choice" aria-pressed={control === c} onClick={() => onControl(c)}>
            {t(`live.controls.${c}`)}
          </Button>
        ))}
      </fieldset>
    </>
  );
}
