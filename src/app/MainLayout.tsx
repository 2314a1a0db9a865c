// The main layout (R2.01): header with the product name, the routed screen, and start-up notices.
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Notices } from './Notices';

export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <span className="brand-stone" aria-hidden="true" />
          {t('app.name')}
        </Link>
        <span className="tagline">{t('app.tagline')}</span>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Notices />
    </div>
  );
}
