// When a screen fails to load or render (a chunk missing offline, a bug): say so and offer a way on.
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="main" className="app-main" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <p>
        <Button onClick={reset}>{t('screen.retry')}</Button> <Link to="/">{t('notFound.back')}</Link>
      </p>
    </main>
  );
}
