// Entries to every section of spec §2 from the hub, and to the sections that open as hub panels.
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sectionPanels } from '../account/panels';
import { TrainerLevelNote } from '../bpower/TrainerLevelNote';

interface Entry {
  to: NonNullable<LinkProps['to']>;
  key: 'study' | 'single' | 'dice' | 'dan9' | 'bpower' | 'multi';
}

const entries: readonly Entry[] = [
  { to: '/study', key: 'study' },
  { to: '/single', key: 'single' },
  { to: '/dice/group', key: 'dice' },
  { to: '/dan9', key: 'dan9' },
  { to: '/bpower/field', key: 'bpower' },
  { to: '/multi/list', key: 'multi' },
];

export function SectionEntries() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="sections-title">
      <h2 id="sections-title">{t('frontGate.sections')}</h2>
      <ul className="section-grid">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="section-card">
              <span className="section-name">{t(`section.${entry.key}`)}</span>
              <span className="section-blurb">{t(`frontGate.blurb.${entry.key}`)}</span>
              {entry.key === 'bpower' ? <TrainerLevelNote className="section-blurb" /> : null}
            </Link>
          </li>
        ))}
        {sectionPanels.map((panel) => (
          <li key={panel}>
            <Link to="/" search={{ panel }} className="section-card">
              <span className="section-name">{t(`section.${panel}`)}</span>
              <span className="section-blurb">{t(`${panel}.blurb`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
