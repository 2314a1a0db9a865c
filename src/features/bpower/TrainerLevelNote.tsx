// The student's pattern level in one line, for the front gate's trainer entry and the statistics (issue 15).
// Nothing while it loads or when it cannot be read: the line is a bonus, never a promise.
import { useTranslation } from 'react-i18next';
import { bpowerInfoEndpoint } from '../../protocol';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useLevelName } from './levelName';

export function TrainerLevelNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const data = useEndpointData(bpowerInfoEndpoint, useUserBody());
  if (data.status !== 'ready') return null;
  return (
    <span className={className} data-trainer-step={data.value.BStep}>
      {t('bpower.yourLevel', { level: levelName(data.value.BStep) })}
    </span>
  );
}
