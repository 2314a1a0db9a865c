// The hub's account area: the account panels (sign-out is in the header of every screen).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AccountPanel } from '../account/panels';

const panels: readonly {
  panel: AccountPanel;
  key: 'settings' | 'password' | 'email' | 'phone' | 'delete' | 'account';
}[] = [
  { panel: 'account', key: 'account' },
  { panel: 'settings', key: 'settings' },
  { panel: 'password', key: 'password' },
  { panel: 'email', key: 'email' },
  { panel: 'phone', key: 'phone' },
  { panel: 'delete', key: 'delete' },
];

export function AccountEntries() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="account-title">
      <h2 id="account-title">{t('account.title')}</h2>
      <ul className="account-links">
        {panels.map(({ panel, key }) => (
          <li key={panel}>
            <Link to="/" search={{ panel }}>
              {t(`account.panel.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
