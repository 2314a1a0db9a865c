// The ninth-dan challenge screens of spec §2 (R2.20–R2.24): home, mission, field, try field and rank view.
// Until the ladder's own calls exist they show the player's step and rank points from
// /api/multi/step/info (the ladder is climbed by step) and where the session state points.
import { useTranslation } from 'react-i18next';
import { multiStepInfoEndpoint } from '../../protocol';
import { FactList } from '../common/FactList';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { SelectionFacts } from '../common/SelectionFacts';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

function StepFacts() {
  const { t } = useTranslation();
  const data = useEndpointData(multiStepInfoEndpoint, useUserBody());
  return (
    <Loaded data={data}>
      {(value) => (
        <FactList
          facts={[
            { label: t('dan9.step'), value: value.astep },
            { label: t('dan9.rankPoints'), value: formatCount(value.rpoint) },
          ]}
        />
      )}
    </Loaded>
  );
}

export function Dan9Home() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.home.title')}
      section={t('section.dan9')}
      intro={t('dan9.home.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[
        { to: '/dan9/mission', label: t('dan9.links.mission') },
        { to: '/dan9/rank/field', label: t('dan9.links.rank') },
      ]}
    >
      <StepFacts />
    </SectionScreen>
  );
}

export function Dan9Mission() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.mission.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9', label: t('dan9.links.back') }}
      links={[
        { to: '/dan9/mission/field', label: t('dan9.links.field') },
        { to: '/dan9/mission/tryfield', label: t('dan9.links.tryField') },
      ]}
    >
      <SelectionFacts />
      <StepFacts />
    </SectionScreen>
  );
}

export function Dan9Field() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.field.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9/mission', label: t('dan9.links.backToMission') }}
    >
      <SelectionFacts />
      <StepFacts />
    </SectionScreen>
  );
}

export function Dan9TryField() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.tryField.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9/mission', label: t('dan9.links.backToMission') }}
    >
      <SelectionFacts />
      <StepFacts />
    </SectionScreen>
  );
}

export function Dan9RankField() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.rank.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9', label: t('dan9.links.back') }}
    >
      <StepFacts />
    </SectionScreen>
  );
}
