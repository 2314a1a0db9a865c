// Today's goal and streak on the front gate (issue 13), only from what the server answers: today's
// targets (10 solved problems, 80 points) from /api/total/point/date/detail with their progress, the
// streak of claimed days in a row (the same answer, issue 13), how far the next 7-day gem bonus is, and,
// when today's reward is earned and not yet claimed, one button to the statistics panel where it is claimed.
// While the answer loads an empty card keeps the place; nothing shows when it is missing, nor an answer
// kept from another day.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statDayOf, STREAK_DAYS, STREAK_GEMS } from '../../domain/rules/statistics';
import { totalPointDateDetailEndpoint } from '../../protocol';
import { buttonClass, Card, Icon, ProgressBar } from '../../ui';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useServerNow } from '../common/useServerNow';

/** Days still to play for the next streak bonus (a claim on day 7, 14, 21 … of a run pays it). */
export function daysToStreakBonus(streak: number): number {
  return STREAK_DAYS - (Math.max(0, streak) % STREAK_DAYS);
}

export function TodayCard() {
  const { t } = useTranslation();
  const data = useEndpointData(totalPointDateDetailEndpoint, { ...useUserBody(), sdate: 0 });
  const today = statDayOf(useServerNow(60_000));
  const day = data.status === 'ready' ? data.value.MyStatDetail : null;
  // While the answer is on its way the card keeps its place (empty, marked busy), so the section tiles
  // below do not jump down when it arrives.
  if (data.status === 'loading') {
    return (
      <Card title={t('frontGate.today.title')} className="today-card">
        <div className="today-pending" aria-busy="true" />
      </Card>
    );
  }
  if (!day || day.sdate !== today) return null;
  const allMet = day.targets.every((target) => target.met);
  const earned = day.reward.gold > 0 || day.reward.heart > 0;
  const streak = day.streak;
  return (
    <Card title={t('frontGate.today.title')} className="today-card">
      <ul className="today-goals">
        {day.targets.map((target) => {
          const words = t(`frontGate.today.goal.${target.kind}`, { count: target.need });
          const amount = t('frontGate.today.amount', {
            have: formatCount(Math.min(target.have, target.need)),
            need: formatCount(target.need),
          });
          return (
            <li key={target.kind} className="today-goal" data-goal={target.kind} data-met={target.met}>
              <Icon name={target.met ? 'check' : 'target'} size={24} />
              <span className="today-goal-words">
                <span>{words}</span>
                <span className="today-amount">{amount}</span>
              </span>
              <ProgressBar
                value={target.need > 0 ? target.have / target.need : 1}
                label={words}
                valueText={amount}
                tone={target.met ? 'done' : 'progress'}
                className="today-bar"
              />
            </li>
          );
        })}
      </ul>
      {streak !== undefined ? (
        <p className="today-streak" data-streak={streak}>
          <Icon name="flame" size={24} />
          <span>
            {streak > 0 ? t('frontGate.today.streak', { count: streak }) : t('frontGate.today.noStreak')}{' '}
            <span className="today-amount">
              {t('frontGate.today.bonus', {
                count: daysToStreakBonus(streak),
                gems: formatCount(STREAK_GEMS),
              })}
            </span>
          </span>
        </p>
      ) : null}
      {day.rewarded ? (
        <p className="today-done">{t('frontGate.today.claimed')}</p>
      ) : earned ? (
        <Link
          to="/"
          search={{ panel: 'stats' }}
          className={buttonClass(allMet ? 'primary' : 'secondary', 'md')}
          data-today="claim"
        >
          {t('frontGate.today.claim')}
        </Link>
      ) : null}
    </Card>
  );
}
