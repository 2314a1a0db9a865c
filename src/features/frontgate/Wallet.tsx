// The hub's counters (R1.12): hearts with the time to the next one (R4.23, recharge on the server's clock),
// gold, gems and dice. Counts come from the bundle and are settled by the rules engine, minus what the
// writes still waiting in the outbox will spend (issue 7); nothing here decides a rule.
import { useTranslation } from 'react-i18next';
import { shownAfterPending } from '../../domain/rules/pendingSpends';
import { nextChargeAtMs, settleCounter, type RechargingCounter } from '../../domain/rules/recharge';
import { formatCount, formatDuration } from '../common/format';
import { useBundle } from '../common/useBundle';
import { useDiceCounter, useHeartCounter, usePendingSpends } from '../common/useShownBalance';
import { useServerNow } from '../common/useServerNow';

function Counter({
  label,
  counter,
  now,
  pending,
  nextLabel,
}: {
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
    <div className="wallet-item">
      <dt>{label}</dt>
      <dd>
        <span className="wallet-value">
          {t('wallet.ofMax', { count: formatCount(settled.count), max: formatCount(settled.max) })}
        </span>
        <span className="wallet-note">
          {next !== null
            ? nextLabel(formatDuration(next - now))
            : settled.count >= settled.max
              ? t('wallet.full')
              : null}
        </span>
      </dd>
    </div>
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
      <h2 id="wallet-title">{t('wallet.title')}</h2>
      <dl className="wallet-list">
        <Counter
          label={t('wallet.hearts')}
          counter={hearts}
          now={now}
          pending={pending.hearts}
          nextLabel={(time) => t('wallet.nextHeart', { time })}
        />
        <div className="wallet-item">
          <dt>{t('wallet.gold')}</dt>
          <dd className="wallet-value">{formatCount(userLogin.gold)}</dd>
        </div>
        <div className="wallet-item">
          <dt>{t('wallet.gems')}</dt>
          <dd className="wallet-value">{formatCount(userLogin.gem)}</dd>
        </div>
        <Counter
          label={t('wallet.dice')}
          counter={dice}
          now={now}
          pending={pending.dice}
          nextLabel={(time) => t('wallet.nextDie', { time })}
        />
      </dl>
    </section>
  );
}
