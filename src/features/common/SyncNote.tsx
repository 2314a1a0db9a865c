// "Waiting to sync": how many of the signed-in user's writes the outbox still holds (issue 7), so a student
// on classroom Wi-Fi sees that a result is saved on the device and not yet on the server, and when the
// device last synced.
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { useLastSync } from '../offline/useLastSync';
import { formatDateTime } from './format';
import { usePendingCount } from './outboxWrites';

export function SyncNote() {
  const { t, i18n } = useTranslation();
  const count = usePendingCount();
  const lastSync = useLastSync();
  // The time of the last sync sits beside the count, outside the live region: it changes on every drain.
  const synced =
    lastSync === null ? null : (
      <p className="sync-time" data-last-sync={lastSync}>
        {t('pwa.lastSync', { time: formatDateTime(lastSync, currentLocale(i18n)) })}
      </p>
    );
  if (count === 0) return synced;
  return (
    <>
      <p className="sync-note" role="status" data-pending={count}>
        {t('outbox.waiting', { count })}
      </p>
      {synced}
    </>
  );
}
