// What a screen shows while its data loads and when the load failed (R8.02): a polite "loading" status,
// or the failure in the user's language with a way to try again. One look everywhere.
import { useTranslation } from 'react-i18next';
import { useErrorText } from './useErrorText';
import { Button } from '../../ui';

export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true">
      {t('app.loading')}
    </p>
  );
}

export function LoadFailed({
  error,
  onRetry,
}: {
  error: { code: number; message?: string | null };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert" className="load-failed">
      <p>{errorText(error.code, error.message)}</p>
      <Button onClick={onRetry}>{t('screen.retry')}</Button>
    </div>
  );
}
