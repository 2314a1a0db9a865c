// A medal as a small badge: colour for the eye, its name in text for everyone (never colour alone).
import { useTranslation } from 'react-i18next';
import type { Medal } from '../../domain/rules/medal';

/** `plain`: the medal's name alone, where the words before it already say "medal" (no "Medal: Medal: …"). */
export function MedalBadge({ medal, plain = false }: { medal: Medal; plain?: boolean }) {
  const { t } = useTranslation();
  const name = t(`medal.${medal}`);
  return (
    <span className={`medal medal-${medal}`} data-medal={medal}>
      {plain ? name : t('medal.label', { medal: name })}
    </span>
  );
}
