// The open account panel over the front gate, with a way back to the hub.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Icon } from '../../ui';
import { AccountInfo } from './AccountInfo';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import type { AccountPanel } from './panels';
import { SettingsForm } from './SettingsForm';

// Each section panel is its own chunk, loaded when it opens: none of it weighs on the first load.
const QuestPanel = lazy(() => import('../quest/QuestPanel').then((m) => ({ default: m.QuestPanel })));
const ShopPanel = lazy(() => import('../shop/ShopPanel').then((m) => ({ default: m.ShopPanel })));
const StatsPanel = lazy(() => import('../stats/StatsPanel').then((m) => ({ default: m.StatsPanel })));

function Panel({ panel }: { panel: AccountPanel }) {
  switch (panel) {
    case 'account':
      return <AccountInfo />;
    case 'settings':
      return <SettingsForm />;
    case 'password':
      return <ChangePasswordForm />;
    case 'email':
      return <ChangeEmailForm />;
    case 'phone':
      return <ChangePhoneForm />;
    case 'delete':
      return <DeleteAccountForm />;
    case 'quest':
      return <QuestPanel />;
    case 'shop':
      return <ShopPanel />;
    case 'stats':
      return <StatsPanel />;
  }
}

export function AccountPanelView({ panel }: { panel: AccountPanel }) {
  const { t } = useTranslation();
  return (
    <div className="panel" data-panel={panel}>
      <Suspense
        fallback={
          <p role="status" aria-busy="true">
            {t('app.loading')}
          </p>
        }
      >
        <Panel panel={panel} />
      </Suspense>
      <p className="panel-close">
        <Link to="/" search={{}} className={buttonClass('quiet')}>
          <Icon name="close" size={20} />
          {t('account.closePanel')}
        </Link>
      </p>
    </div>
  );
}
