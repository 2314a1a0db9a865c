// A medal as a small badge: the medal drawn as art (src/ui) and its name in text for everyone (never
// colour or picture alone).
import { useTranslation } from 'react-i18next';
import type { Medal } from '../../domain/rules/medal';
import { MedalBadge as MedalArt } from '../../ui';

/** `plain`: the medal's name alone, where the words before it already say "medal" (no "Medal: Medal: …"). */
export function MedalBadge({ medal, plain = false }: { medal: Medal; plain?: boolean }) {
  const { t } = useTranslation();
  const name = t(`medal.${medal}`);
  return (
    <span className={`medal medal-${medal}`} data-medal={medal}>
      <MedalArt tier={medal} size={28} />
      <span>{plain ? name : t('medal.label', { medal: name })}</span>
    </span>
  );
}
