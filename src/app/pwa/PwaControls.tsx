// The install button and the update prompt (issue 7). The prompt waits while the player is busy (a
// mission screen or a try run under way, busy.ts); "Update" activates the new version and the page
// reloads once it controls it. What they show and act on comes from PwaSlots.tsx.
import './pwa.css';
import { useTranslation } from 'react-i18next';
import { shouldOfferUpdate, type UpdatePhase } from './updateFlow';
import { Button } from '../../ui';

export function InstallButton({ onInstall }: { onInstall: () => void }) {
  const { t } = useTranslation();
  return (
    <Button className="header-action" onClick={onInstall}>
      {t('pwa.install')}
    </Button>
  );
}

export function UpdatePrompt({
  phase,
  busy,
  onUpdate,
}: {
  phase: UpdatePhase;
  busy: boolean;
  onUpdate: () => void;
}) {
  const { t } = useTranslation();
  if (phase === 'activating' || phase === 'reloading') {
    return (
      <p className="update-prompt" role="status" data-update={phase}>
        {t('pwa.updating')}
      </p>
    );
  }
  // Held while the player is busy: nothing to see, but the page says it has the update and waits.
  if ((phase === 'waiting' || phase === 'reloadNeeded') && busy)
    return <span hidden data-update-held={phase} />;
  if (!shouldOfferUpdate(phase, busy)) return null;
  return (
    <div className="update-prompt" role="status" data-update={phase}>
      <span>{t('pwa.updateReady')}</span>
      <Button variant="primary" onClick={onUpdate}>
        {t('pwa.update')}
      </Button>
    </div>
  );
}
