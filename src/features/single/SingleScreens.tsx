// The single-play screens of spec §2 (R2.09–R2.15): home, group, mission and field, with dice reusing the
// group and mission screens (R2.13, R2.14). They show the app config's categories, the user's single
// groups from /api/userinfo, a group's heart cost, and for dice the user's dice.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { studySelectionAtom } from '../../state/studySession';
import { SectionScreen } from '../common/SectionScreen';
import { SelectionFacts } from '../common/SelectionFacts';
import { DiceFacts, SingleCategories, SingleGroupCost, SingleGroups, SingleTypes } from './SingleFacts';

type Mode = 'single' | 'dice';

const paths = {
  single: {
    home: '/single',
    group: '/single/group',
    mission: '/single/group/mission',
    field: '/single/group/mission/field',
  },
  dice: {
    home: '/',
    group: '/dice/group',
    mission: '/dice/group/mission',
    field: '/dice/group/mission/field',
  },
} as const;

function useSectionName(mode: Mode): string {
  const { t } = useTranslation();
  return mode === 'dice' ? t('section.dice') : t('section.single');
}

export function SingleHome() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('single.home.title')}
      section={t('section.single')}
      intro={t('single.home.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[
        { to: '/single/group', label: t('single.links.group') },
        { to: '/dice/group', label: t('single.links.dice') },
      ]}
    >
      <h2>{t('single.categoriesTitle')}</h2>
      <SingleCategories />
      <h2>{t('single.types')}</h2>
      <SingleTypes />
    </SectionScreen>
  );
}

function GroupScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  const p = paths[mode];
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.group.title') : t('single.group.title')}
      section={useSectionName(mode)}
      back={{ to: p.home, label: mode === 'dice' ? t('screen.backToFrontGate') : t('single.links.back') }}
      links={[{ to: p.mission, label: t('single.links.mission') }]}
    >
      {mode === 'dice' ? <DiceFacts /> : null}
      <SingleGroupCost categoryId={selection.categoryId} groupId={selection.groupId} />
      <h2>{t('single.groupsTitle')}</h2>
      <SingleGroups />
    </SectionScreen>
  );
}

function MissionScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  const p = paths[mode];
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.mission.title') : t('single.mission.title')}
      section={useSectionName(mode)}
      back={{ to: p.group, label: t('single.links.backToGroup') }}
      links={[{ to: p.field, label: t('single.links.field') }]}
    >
      <SelectionFacts />
      {mode === 'dice' ? <DiceFacts /> : null}
      <SingleGroupCost categoryId={selection.categoryId} groupId={selection.groupId} />
    </SectionScreen>
  );
}

function FieldScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.field.title') : t('single.field.title')}
      section={useSectionName(mode)}
      intro={t('single.field.intro')}
      back={{ to: paths[mode].mission, label: t('single.links.backToMission') }}
    >
      <SelectionFacts />
      {mode === 'dice' ? <DiceFacts /> : null}
      <SingleGroupCost categoryId={selection.categoryId} groupId={selection.groupId} />
    </SectionScreen>
  );
}

export const SingleGroup = () => <GroupScreen mode="single" />;
export const SingleMission = () => <MissionScreen mode="single" />;
export const SingleField = () => <FieldScreen mode="single" />;
/** R2.13, R2.14: dice reuses the single group and mission screens. */
export const DiceGroup = () => <GroupScreen mode="dice" />;
export const DiceMission = () => <MissionScreen mode="dice" />;
export const DiceField = () => <FieldScreen mode="dice" />;
