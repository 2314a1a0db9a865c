// Settings and account behind one menu button: the button opens a dialog with the language, the sound
// switch and the account panels' links (a panel opens on top of the hub and the dialog closes).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import { AccountEntries } from './AccountEntries';
import { LanguageSelect } from './LanguageSelect';
import { SoundToggle } from './SoundToggle';

export function GateMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="icon"
        icon="menu"
        label={t('frontGate.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-gate-menu="open"
        onClick={() => setOpen(true)}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('frontGate.menuTitle')}
        closeLabel={t('frontGate.close')}
      >
        <section aria-labelledby="settings-title-hub" className="gate-menu-section">
          <h3 id="settings-title-hub">{t('frontGate.settings')}</h3>
          <LanguageSelect />
          <SoundToggle />
        </section>
        <AccountEntries onChoose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
