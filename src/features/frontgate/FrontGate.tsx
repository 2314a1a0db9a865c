// The front gate (R2.02): the hub. For now: welcome, the sections to come, and the language setting.
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './LanguageSelect';

const sections = ['study', 'single', 'dan9', 'bpower', 'multi', 'quest', 'shop', 'stats'] as const;

export function FrontGate() {
  const { t } = useTranslation();
  return (
    <section className="front-gate" aria-labelledby="front-gate-title">
      <h1 id="front-gate-title">{t('frontGate.title')}</h1>
      <p>{t('frontGate.welcome')}</p>
      <h2>{t('frontGate.sections')}</h2>
      <ul className="section-grid">
        {sections.map((key) => (
          <li key={key} className="section-card">
            {t(`section.${key}`)}
          </li>
        ))}
      </ul>
      <h2>{t('frontGate.settings')}</h2>
      <LanguageSelect />
    </section>
  );
}
