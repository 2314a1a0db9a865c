// The front gate (R2.02): the hub. The user's hearts with the recharge countdown, gold, gems and dice;
// entries to every section; events; language and sound; the account area. `?panel=` opens an account
// panel on top of the hub.
import { Link, getRouteApi } from '@tanstack/react-router';
import { buttonClass } from '../../ui';
import { useTranslation } from 'react-i18next';
import { AccountPanelView } from '../account/AccountPanelView';
import { useBundle } from '../common/useBundle';
import { AccountEntries } from './AccountEntries';
import { Events } from './Events';
import { LanguageSelect } from './LanguageSelect';
import { SectionEntries } from './SectionEntries';
import { SoundToggle } from './SoundToggle';
import { Wallet } from './Wallet';

const route = getRouteApi('/main/');

export function FrontGate() {
  const { t } = useTranslation();
  const { panel } = route.useSearch();
  const bundle = useBundle();
  return (
    <section className="front-gate" aria-labelledby="front-gate-title">
      <h1 id="front-gate-title">{t('frontGate.title')}</h1>
      <p>
        {bundle
          ? t('frontGate.welcomeUser', { name: bundle.dedata.userinfo.username })
          : t('frontGate.welcome')}
      </p>
      {panel ? <AccountPanelView panel={panel} /> : null}
      <Wallet />
      <SectionEntries />
      {bundle && (bundle.dedata.userinfo.teacherFlag !== 0 || bundle.dedata.userinfo.adminFlag !== 0) ? (
        <p>
          <Link to="/teacher" className={buttonClass('secondary', 'lg')}>
            {t('academy.teacher.open')}
          </Link>
        </p>
      ) : null}
      <Events />
      <section aria-labelledby="settings-title-hub">
        <h2 id="settings-title-hub">{t('frontGate.settings')}</h2>
        <LanguageSelect />
        <SoundToggle />
      </section>
      <AccountEntries />
    </section>
  );
}
