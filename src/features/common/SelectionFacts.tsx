// Where the study screens are: category, group, mission and try from the session state (R2.29, R4.01).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { studySelectionAtom } from '../../state/studySession';
import { FactList } from './FactList';

export function SelectionFacts() {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  const none = t('screen.none');
  return (
    <FactList
      label={t('screen.selection')}
      facts={[
        { label: t('screen.category'), value: selection.categoryId },
        { label: t('screen.group'), value: selection.groupId },
        { label: t('screen.mission'), value: selection.missionIndex < 0 ? none : selection.missionIndex + 1 },
        { label: t('screen.try'), value: selection.tryIndex < 0 ? none : selection.tryIndex + 1 },
      ]}
    />
  );
}
