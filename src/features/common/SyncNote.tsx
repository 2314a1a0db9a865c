// "Waiting to sync": how many of the signed-in user's writes the outbox still holds (issue 7), so a student
// on classroom Wi-Fi sees that a result is saved on the device and not yet on the server.
import { useTranslation } from 'react-i18next';
import { usePendingCount } from './outboxWrites';

export function SyncNote() {
  const { t } = useTranslation();
  const count = usePendingCount();
  if (count === 0) return null;
  return (
    <p className="sync-note" role="status" data-pending={count}>
      {t('outbox.waiting', { count })}
    </p>
  );
}
