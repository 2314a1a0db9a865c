// The pattern trainer's screens of spec §2 (R2.16, R2.17): the field and the theory field, showing the
// trainer step list and the user's trainer step from /api/bpower/info (R3.29).
import { useTranslation } from 'react-i18next';
import { bpowerInfoEndpoint } from '../../protocol';
import { FactList } from '../common/FactList';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

function TrainerFacts() {
  const { t } = useTranslation();
  const data = useEndpointData(bpowerInfoEndpoint, useUserBody());
  return (
    <Loaded data={data}>
      {(value) => (
        <>
          <FactList
            facts={[
              { label: t('bpower.step'), value: value.BStep },
              { label: t('bpower.type'), value: value.BType },
              { label: t('bpower.levels'), value: formatCount(value.BPowerStepList.length) },
            ]}
          />
          {value.BPowerStepList.length === 0 ? <p>{t('bpower.noLevels')}</p> : null}
        </>
      )}
    </Loaded>
  );
}

export function BpowerField() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('bpower.field.title')}
      section={t('section.bpower')}
      intro={t('bpower.field.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[{ to: '/bpower/theory/field', label: t('bpower.links.theory') }]}
    >
      <TrainerFacts />
    </SectionScreen>
  );
}

export function BpowerTheoryField() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('bpower.theory.title')}
      section={t('section.bpower')}
      intro={t('bpower.theory.intro')}
      back={{ to: '/bpower/field', label: t('bpower.links.back') }}
    >
      <TrainerFacts />
    </SectionScreen>
  );
}
