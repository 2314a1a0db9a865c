// What a student out of hearts reads (issue 16: hearts never block learning): when the next heart comes,
// and a way to keep learning that costs nothing (study practice is free).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { nextChargeAtMs } from '../../domain/rules/recharge';
import { buttonClass } from '../../ui';
import { formatDuration } from './format';
import { useHeartCounter } from './useShownBalance';
import { useServerNow } from './useServerNow';

export function OutOfHearts({ practice }: { practice: { to: '/study' | '/study/group'; label: string } }) {
  const { t } = useTranslation();
  const hearts = useHeartCounter();
  const now = useServerNow();
  const next = hearts ? nextChargeAtMs(hearts, now) : null;
  return (
    <div className="out-of-hearts" data-out-of-hearts="">
      {next !== null ? <p>{t('hearts.nextIn', { time: formatDuration(next - now) })}</p> : null}
      <p>{t('hearts.freePractice')}</p>
      <p>
        <Link to={practice.to} className={buttonClass('secondary')}>
          {practice.label}
        </Link>
      </p>
    </div>
  );
}
