// "Download for offline" for a section (issue 7): the size it will take and the free space beforehand,
// whether saved data is kept for good, a progress bar while it runs, cancel, and a clear message when it
// stops (no network, storage full). Mounted on the section's home screen.
import './offline.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../domain/rules/format';
import { currentLocale } from '../../i18n';
import { formatDateTime } from '../common/format';
import type { OfflineSection } from './downloadPlan';
import type { DownloadOutcome } from './downloadManager';
import { byteSize } from './formatBytes';
import { useSectionDownload } from './useSectionDownload';
import { Button } from '../../ui';

function useSize(): (bytes: number) => string {
  const { t } = useTranslation();
  return (bytes) => {
    const size = byteSize(bytes);
    return t(`pwa.size.${size.unit}`, { value: size.value });
  };
}

function OutcomeNote({ outcome }: { outcome: DownloadOutcome }) {
  const { t } = useTranslation();
  // A number, for the plural forms; the messages group its digits themselves ({{count, number}}).
  const count = outcome.kind === 'complete' ? outcome.stored : outcome.done;
  switch (outcome.kind) {
    case 'complete':
      return (
        <p role="status" className="offline-outcome">
          {t('pwa.offline.complete', { count })}
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" className="offline-outcome">
          {t('pwa.offline.cancelled')}
          {outcome.done > 0 ? ` ${t('pwa.offline.keptSoFar', { count })}` : null}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="offline-outcome offline-failed" data-reason={outcome.reason}>
          {t(`pwa.offline.failed.${outcome.reason}`, { code: outcome.code ?? '' })}
          {outcome.done > 0 ? ` ${t('pwa.offline.keptSoFar', { count })}` : null}
        </p>
      );
  }
}

export function OfflineDownload({ section }: { section: OfflineSection }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const size = useSize();
  const titleId = useId();
  const progressId = useId();
  const { plan, record, freeBytes, persisted, state, start, cancel } = useSectionDownload(section);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const running = state.kind === 'running';
  const current = record !== null && plan !== null && record.version === plan.version;
  return (
    <section
      className="panel offline-download"
      aria-labelledby={titleId}
      data-offline-section={section}
      data-download-state={state.kind === 'finished' ? state.outcome.kind : state.kind}
    >
      <h2 id={titleId}>{t('pwa.offline.title')}</h2>
      <p>
        {plan
          ? t('pwa.offline.size', { size: size(plan.estimatedBytes), count: plan.items.length })
          : t('pwa.offline.noPlan')}{' '}
        {freeBytes !== null ? t('pwa.offline.free', { size: size(freeBytes) }) : null}
      </p>
      {record ? (
        <p data-downloaded={record.version}>
          {current
            ? t('pwa.offline.saved', {
                count: record.items,
                size: size(record.bytes),
                date: formatDateTime(record.savedAt, locale),
              })
            : t('pwa.offline.stale')}
        </p>
      ) : null}
      {persisted !== null ? (
        <p className="offline-persisted" data-persisted={String(persisted)}>
          {persisted ? t('pwa.storage.persisted') : t('pwa.storage.bestEffort')}
        </p>
      ) : null}
      {running ? (
        <div className="offline-progress">
          <progress
            value={state.progress.done}
            max={Math.max(1, state.progress.total)}
            aria-labelledby={progressId}
            aria-valuetext={t('pwa.offline.progress', {
              done: formatNumber(state.progress.done),
              total: formatNumber(state.progress.total),
            })}
          />
          <span id={progressId}>
            {t('pwa.offline.progress', {
              done: formatNumber(state.progress.done),
              total: formatNumber(state.progress.total),
            })}
          </span>
          <Button onClick={cancel}>{t('pwa.offline.cancel')}</Button>
        </div>
      ) : (
        <p>
          <Button variant="primary" onClick={start} disabled={!plan}>
            {current ? t('pwa.offline.downloadAgain') : t('pwa.offline.download')}
          </Button>
        </p>
      )}
      {state.kind === 'finished' ? <OutcomeNote outcome={state.outcome} /> : null}
    </section>
  );
}
