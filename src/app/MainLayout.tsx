// The main layout (R2.01): header with the product name (a link home), an offline mark when the session
// came from its mirror, sign-out, and the routed screen, marked with its section (R2.43: names containing
// dice, study or single).
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BoardSkinContext } from '../board/skins';
import { stoneSkinAtom } from '../state/stoneSkin';
import { useBundle } from '../features/common/useBundle';
import { useSignOut } from '../features/common/useSignOut';
import { sectionOfPath } from './guard/paths';
import { useNavigationPending } from './navigationPending';
import { InstallSlot, UpdateSlot } from './pwa/PwaSlots';
import { useRealtime } from './session/useRealtime';
import { Button } from '../ui';
import { local } from '../io/storage/webStorage';
import { readKioskClass } from '../state/kiosk';

export function MainLayout() {
  const { t } = useTranslation();
  const bundle = useBundle();
  // Every board under the layout draws the student's stone set (issue 17).
  const stoneSkin = useAtomValue(stoneSkinAtom);
  const { signOut, busy } = useSignOut();
  useRealtime();
  const section = sectionOfPath(useRouterState({ select: (state) => state.location.pathname }));
  const navigating = useNavigationPending();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        {/* The name read out starts with the visible one (WCAG 2.5.3, label in name). */}
        <Link to="/" className="brand" aria-label={`${t('app.name')} · ${t('nav.home')}`}>
          <span className="brand-stone" aria-hidden="true" />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <span className="tagline">{t('app.tagline')}</span>
        {bundle?.offline ? (
          <span className="offline-badge" role="status">
            {t('app.offline')}
          </span>
        ) : null}
        <span className="header-spacer" />
        {bundle ? (
          <span
            className="header-user"
            aria-label={t('nav.signedInAs', { name: bundle.dedata.userinfo.username })}
          >
            {bundle.dedata.userinfo.username}
          </span>
        ) : null}
        <InstallSlot />
        <Button variant="quiet" className="header-action" onClick={() => void signOut()} busy={busy}>
          {readKioskClass(local) ? t('academy.kiosk.done') : t('account.signOut')}
        </Button>
      </header>
      <UpdateSlot />
      <main
        id="main"
        className="app-main"
        data-section={section ?? undefined}
        aria-busy={navigating || undefined}
      >
        <BoardSkinContext.Provider value={stoneSkin}>
          <Outlet />
        </BoardSkinContext.Provider>
      </main>
    </div>
  );
}
