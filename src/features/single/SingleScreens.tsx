// The single-play screens of spec §2 (R2.09–R2.15): home (the categories with the user's progress),
// group (a category's groups), mission (a group's missions, the chosen one's prompt, videos and lesson)
// and field (the challenge), with dice reusing the group and mission screens (R2.13, R2.14). Routes carry
// no parameters: every screen reads its place from the single session state (R3.13), and moving in sets it.
import './single.css';
import { useTranslation } from 'react-i18next';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { SyncNote } from '../common/SyncNote';
import { MissionPanel } from './MissionPanel';
import { SingleFieldPanel } from './SingleField';
import { singlePaths, type SingleMode } from './singleMode';
import { CategoryList, DiceBalance, GroupList, HeartBalance } from './SinglePanels';
import { useSingleCourse } from './useSingleData';
import { OfflineDownload } from '../offline/OfflineDownload';

function useSectionName(mode: SingleMode): string {
  const { t } = useTranslation();
  return mode === 'dice' ? t('section.dice') : t('section.single');
}

function Balance({ mode }: { mode: SingleMode }) {
  const course = useSingleCourse();
  return mode === 'dice' ? <DiceBalance /> : <HeartBalance course={course.value} />;
}

export function SingleHome() {
  const { t } = useTranslation();
  const course = useSingleCourse();
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
      <HeartBalance course={course.value} />
      <SyncNote />
      <Loaded data={course}>{(value) => <CategoryList course={value} />}</Loaded>
      <OfflineDownload section="single" />
    </SectionScreen>
  );
}

function GroupScreen({ mode }: { mode: SingleMode }) {
  const { t } = useTranslation();
  const course = useSingleCourse();
  const p = singlePaths[mode];
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.group.title') : t('single.group.title')}
      section={useSectionName(mode)}
      intro={mode === 'dice' ? t('dice.group.intro') : undefined}
      back={{ to: p.home, label: mode === 'dice' ? t('screen.backToFrontGate') : t('single.links.back') }}
      links={[{ to: p.mission, label: t('single.links.mission') }]}
    >
      <Balance mode={mode} />
      <SyncNote />
      <Loaded data={course}>{(value) => <GroupList mode={mode} course={value} />}</Loaded>
    </SectionScreen>
  );
}

function MissionScreen({ mode }: { mode: SingleMode }) {
  const { t } = useTranslation();
  const course = useSingleCourse();
  const p = singlePaths[mode];
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.mission.title') : t('single.mission.title')}
      section={useSectionName(mode)}
      back={{ to: p.group, label: t('single.links.backToGroup') }}
      links={[{ to: p.field, label: t('single.links.field') }]}
    >
      <Balance mode={mode} />
      <SyncNote />
      <Loaded data={course}>{(value) => <MissionPanel mode={mode} course={value} />}</Loaded>
    </SectionScreen>
  );
}

function FieldScreen({ mode }: { mode: SingleMode }) {
  const { t } = useTranslation();
  const course = useSingleCourse();
  return (
    <SectionScreen
      title={mode === 'dice' ? t('dice.field.title') : t('single.field.title')}
      section={useSectionName(mode)}
      back={{ to: singlePaths[mode].mission, label: t('single.links.backToMission') }}
      compact
    >
      <div className="screen-where-row">
        <Balance mode={mode} />
        <SyncNote />
      </div>
      <Loaded data={course}>{(value) => <SingleFieldPanel mode={mode} course={value} />}</Loaded>
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
