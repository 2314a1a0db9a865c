// The hub's counters (R1.12) as a compact bar of icon counters: hearts with the time to the next one
// (R4.23, recharge on the server's clock), gold, gems and dice. Counts come from the bundle and are settled
// by the rules engine, minus what the writes still waiting in the outbox will spend (issue 7); nothing here
// decides a rule.
import { useTranslation } from 'react-i18next';
import { shownAfterPending } from '../../domain/rules/pendingSpends';
import { nextChargeAtMs, settleCounter, type RechargingCounter } from '../../domain/rules/recharge';
import { Counter } from '../../ui';
import { formatCount, formatDuration } from '../common/format';
import { useBundle } from '../common/useBundle';
import { useDiceCounter, useHeartCounter, usePendingSpends } from '../common/useShownBalance';
import { useServerNow } from '../common/useServerNow';

function RechargingCount({
  kind,
  label,
  counter,
  now,
  pending,
  nextLabel,
}: {
  kind: 'hearts' | 'dice';
  label: string;
  counter: RechargingCounter;
  now: number;
  /** Spent by writes the server has not seen yet. */
  pending: number;
  nextLabel: (time: string) => string;
}) {
  const { t } = useTranslation();
  const server = settleCounter(counter, now);
  const settled = { ...server, count: shownAfterPending(server.count, pending) };
  const next = nextChargeAtMs(counter, now);
  return (
    <Counter
      as="li"
      kind={kind}
      label={label}
      value={t('wallet.ofMax', { count: formatCount(settled.count), max: formatCount(settled.max) })}
      note={
        next !== null
          ? nextLabel(formatDuration(next - now))
          : settled.count >= settled.max
            ? t('wallet.full')
            : null
      }
    />
  );
}

export function Wallet() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const hearts = useHeartCounter();
  const dice = useDiceCounter();
  const now = useServerNow();
  const pending = usePendingSpends();
  if (!bundle || !hearts || !dice) return null;
  const { userLogin } = bundle.dedata;
  return (
    <section aria-labelledby="wallet-title" className="wallet">
      <h2 id="wallet-title" className="ui-visually-hidden">
        {t('wallet.title')}
      </h2>
      <ul className="wallet-bar">
        <RechargingCount
          kind="hearts"
          label={t('wallet.hearts')}
          counter={hearts}
          now={now}
          pending={pending.hearts}
          nextLabel={(time) => t('wallet.nextHeart', { time })}
        />
        <Counter as="li" kind="gold" label={t('wallet.gold')} value={formatCount(userLogin.gold)} />
        <Counter as="li" kind="gems" label={t('wallet.gems')} value={formatCount(userLogin.gem)} />
        <RechargingCount
          kind="dice"
          label={t('wallet.dice')}
          counter={dice}
          now={now}
          pending={pending.dice}
          nextLabel={(time) => t('wallet.nextDie', { time })}
        />
      </ul>
    </section>
  );
}
