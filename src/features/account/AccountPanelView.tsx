// The open account panel over the front gate, with a way back to the hub.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountInfo } from './AccountInfo';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import type { AccountPanel } from './panels';
import { SettingsForm } from './SettingsForm';

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
  }
}

export function AccountPanelView({ panel }: { panel: AccountPanel }) {
  const { t } = useTranslation();
  return (
    <div className="panel" data-panel={panel}>
      <Panel panel={panel} />
      <p>
        <Link to="/" search={{}}>
          {t('account.closePanel')}
        </Link>
      </p>
    </div>
  );
}
