// A medal as a small badge: colour for the eye, its name in text for everyone (never colour alone).
import { useTranslation } from 'react-i18next';
import type { Medal } from '../../domain/rules/medal';

export function MedalBadge({ medal }: { medal: Medal }) {
  const { t } = useTranslation();
  return (
    <span className={`medal medal-${medal}`} data-medal={medal}>
      {t('medal.label', { medal: t(`medal.${medal}`) })}
    </span>
  );
}
