// The UI locale, for picking a mission's texts in the player's language.
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

export function useLocale(): string {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}
