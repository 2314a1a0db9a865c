// Current events and announcements (R7.38) in the user's language. An event with a goal (issue 16, "solve
// 30 puzzles this week for 20 gems") shows its dates, a progress bar counted by the server from the user's
// results, its reward, and a claim button once the goal is reached; the claim goes through the outbox, so
// one made offline is sent once the network is back, and shows as received when the server confirms.
// Dates are the academy's (a week is Monday to Sunday in Seoul).
// The list is fetched when the front gate opens (progress moves as the student plays), the login's copy
// standing in until it arrives, and the last answer is kept for offline.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { microsToMillis } from '../../domain/rules/time';
import { currentLocale } from '../../i18n';
import { eventRewardEndpoint, eventViewEndpoint, type ResponseOf } from '../../protocol';
import { loadSequenceAtom, usernoAtom } from '../../state/session';
import { Button, Card, ProgressBar } from '../../ui';
import { formatAcademyDate, formatCount } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';

type EventItem = ResponseOf<typeof eventViewEndpoint>['events'][number];

/** An event's claim key: one reward per event and window. */
const claimId = (event: EventItem) => `${event.eid}:${event.stime}`;

function EventDates({ event }: { event: EventItem }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  if (event.etime === 0) return null;
  const to = formatAcademyDate(microsToMillis(event.etime) - 1, locale);
  if (event.stime === 0) return <p className="event-dates">{t('frontGate.eventUntil', { date: to })}</p>;
  const from = formatAcademyDate(microsToMillis(event.stime), locale);
  return (
    <p className="event-dates">
      {t(event.period === 'week' ? 'events.thisWeek' : 'events.dates', { from, to })}
    </p>
  );
}

function RewardWords({ reward }: { reward: { gem: number; gold: number } }) {
  const { t } = useTranslation();
  const parts = [
    ...(reward.gem > 0 ? [t('events.gems', { amount: formatCount(reward.gem) })] : []),
    ...(reward.gold > 0 ? [t('events.gold', { amount: formatCount(reward.gold) })] : []),
  ];
  return <>{t('events.reward', { reward: parts.join(' · ') })}</>;
}

function EventClaim({
  event,
  claimKey,
  onClaim,
}: {
  event: EventItem;
  claimKey: string | null;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useWriteStatus(eventRewardEndpoint, claimKey);
  const received = event.goal?.claimed === true || status.state === 'applied';
  return (
    <div className="event-claim">
      {!received && (status.state === 'none' || status.state === 'rejected') ? (
        <Button variant="primary" onClick={onClaim}>
          {t('events.claim')}
        </Button>
      ) : null}
      <p role="status" className="event-claim-status">
        {status.state === 'pending' ? t('events.claimPending') : null}
        {received ? t('events.claimed') : null}
      </p>
      {status.state === 'rejected' ? (
        <p role="alert" className="form-error">
          {errorText(status.code, status.message)}
        </p>
      ) : null}
    </div>
  );
}

function EventCard({ event }: { event: EventItem }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const userno = useAtomValue(usernoAtom);
  const submit = useSubmitWrite();
  const [claimKey, setClaimKey] = useState<string | null>(null);
  const { goal, reward } = event;
  const goalId = `event-goal-${event.eid}`;
  const claim = async () => {
    if (userno === null) return;
    const key = await submit(eventRewardEndpoint, { userno, eid: event.eid, stime: event.stime });
    if (key !== null) setClaimKey(key);
  };
  return (
    <Card
      as="li"
      level={3}
      title={event.title[locale]}
      tone={goal?.met && !goal.claimed ? 'highlight' : 'plain'}
      className="event-card"
    >
      <p>{event.body[locale]}</p>
      <EventDates event={event} />
      {goal && reward ? (
        <div className="event-goal" data-met={goal.met} data-claimed={goal.claimed}>
          <p id={goalId} className="event-goal-words">
            {t(`events.goal.${goal.kind}`, { count: goal.need, need: formatCount(goal.need) })}
          </p>
          <ProgressBar
            value={goal.need > 0 ? goal.have / goal.need : 1}
            labelledBy={goalId}
            label={t(`events.goal.${goal.kind}`, { count: goal.need, need: formatCount(goal.need) })}
            valueText={t(`events.progress.${goal.kind}`, {
              have: formatCount(Math.min(goal.have, goal.need)),
              need: formatCount(goal.need),
            })}
            tone={goal.met ? 'done' : 'progress'}
          />
          <p className="event-amount">
            {t(`events.progress.${goal.kind}`, {
              have: formatCount(Math.min(goal.have, goal.need)),
              need: formatCount(goal.need),
            })}
            {' · '}
            <RewardWords reward={reward} />
          </p>
          {goal.met || claimKey !== null ? (
            <EventClaim event={event} claimKey={claimKey} onClaim={() => void claim()} />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export function Events() {
  const { t } = useTranslation();
  const loaded = useAtomValue(loadSequenceAtom);
  const data = useEndpointData(eventViewEndpoint, useUserBody());
  const events = data.status === 'ready' ? data.value.events : (loaded?.events ?? []);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="events-title" className="gate-events">
      <h2 id="events-title">{t('frontGate.events')}</h2>
      {data.status === 'ready' && data.offline ? (
        <p className="event-offline">{t('events.offline')}</p>
      ) : null}
      <ul className="event-list">
        {events.map((event) => (
          <EventCard key={claimId(event)} event={event} />
        ))}
      </ul>
    </section>
  );
}
