// The hub's account area, in the menu dialog: the account panels (sign-out is in the header of every
// screen). Choosing one opens its panel on the hub and closes the menu.
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

export function AccountEntries({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="account-title" className="gate-menu-section">
      <h3 id="account-title">{t('account.title')}</h3>
      <ul className="account-links">
        {panels.map(({ panel, key }) => (
          <li key={panel}>
            <Link to="/" search={{ panel }} onClick={onChoose}>
              {t(`account.panel.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
