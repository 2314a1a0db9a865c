// Entries to every section of spec §2 from the hub, and to the sections that open as hub panels: one
// illustrated tile each, with a progress ring where the study info tells the student's progress (with this
// tab's unconfirmed results laid over it).
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StudyInfo } from '../../state/session/studyInfo';
import type { StudyNote } from '../../state/studyNotes';
import { Icon, ProgressRing, Tile, type IconName, type TileProps } from '../../ui';
import { sectionPanels, type SectionPanel } from '../account/panels';
import { TrainerLevelNote } from '../bpower/TrainerLevelNote';
import { formatCount } from '../common/format';
import { studyProgress } from './gateProgress';

type SectionKey = 'study' | 'single' | 'dice' | 'dan9' | 'bpower' | 'multi';

interface Entry {
  to: NonNullable<LinkProps['to']>;
  key: SectionKey;
}

const entries: readonly Entry[] = [
  { to: '/study', key: 'study' },
  { to: '/single', key: 'single' },
  { to: '/dice/group', key: 'dice' },
  { to: '/dan9', key: 'dan9' },
  { to: '/bpower/field', key: 'bpower' },
  { to: '/multi/list', key: 'multi' },
];

const art: Record<SectionKey | SectionPanel, { icon: IconName; tone: NonNullable<TileProps['tone']> }> = {
  study: { icon: 'book', tone: 'moss' },
  single: { icon: 'board', tone: 'wood' },
  dice: { icon: 'die', tone: 'sun' },
  dan9: { icon: 'medal', tone: 'clay' },
  bpower: { icon: 'bolt', tone: 'sky' },
  multi: { icon: 'players', tone: 'plum' },
  quest: { icon: 'trophy', tone: 'sun' },
  shop: { icon: 'gem', tone: 'sky' },
  stats: { icon: 'target', tone: 'moss' },
};

export function SectionEntries({
  studyInfo,
  notes,
}: {
  studyInfo: StudyInfo | null;
  notes: readonly StudyNote[];
}) {
  const { t } = useTranslation();
  const study = studyProgress(studyInfo, notes);
  const ring = (key: SectionKey) => {
    if (key !== 'study' || !study) return undefined;
    const section = t(`section.${key}`);
    return (
      <ProgressRing
        value={study.done / study.total}
        label={t('frontGate.progressLabel', { section })}
        valueText={t('frontGate.progressGroups', {
          done: formatCount(study.done),
          total: formatCount(study.total),
        })}
        size={48}
      >
        {formatCount(study.done)}
      </ProgressRing>
    );
  };
  return (
    <nav aria-labelledby="sections-title">
      <h2 id="sections-title" className="ui-visually-hidden">
        {t('frontGate.sections')}
      </h2>
      <ul className="section-grid">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Tile
              action={<Link to={entry.to} />}
              title={t(`section.${entry.key}`)}
              description={
                entry.key === 'bpower' ? (
                  <>
                    {t(`frontGate.blurb.${entry.key}`)} <TrainerLevelNote />
                  </>
                ) : (
                  t(`frontGate.blurb.${entry.key}`)
                )
              }
              art={<Icon name={art[entry.key].icon} size={36} />}
              tone={art[entry.key].tone}
              progress={ring(entry.key)}
            />
          </li>
        ))}
        {sectionPanels.map((panel) => (
          <li key={panel}>
            <Tile
              action={<Link to="/" search={{ panel }} />}
              title={t(`section.${panel}`)}
              description={t(`${panel}.blurb`)}
              art={<Icon name={art[panel].icon} size={36} />}
              tone={art[panel].tone}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
