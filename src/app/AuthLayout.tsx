// The auth layout (R2.26): the product name, the language (so a kiosk can be switched before signing in),
// and the sign-in screen.
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../features/frontgate/LanguageSelect';
import { useNavigationPending } from './navigationPending';

export function AuthLayout() {
  const { t } = useTranslation();
  const navigating = useNavigationPending();
  return (
    <div className="layout layout-auth">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <span className="brand">
          <span className="brand-stone" aria-hidden="true" />
          {t('app.name')}
        </span>
        <span className="tagline">{t('app.tagline')}</span>
        <span className="header-spacer" />
        <LanguageSelect />
      </header>
      <main id="main" className="app-main app-main-narrow" aria-busy={navigating || undefined}>
        <Outlet />
      </main>
    </div>
  );
}
