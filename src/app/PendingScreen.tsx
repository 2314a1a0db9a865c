// Shown while a navigation waits (the guard's calls, a screen's chunk).
import { useTranslation } from 'react-i18next';

export function PendingScreen() {
  const { t } = useTranslation();
  return (
    <p className="pending" role="status" aria-busy="true">
      {t('app.loading')}
    </p>
  );
}
