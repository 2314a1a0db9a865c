// What a child reads for a trainer step (issue 15): "30 kyu", "1 dan", "Pattern master"; never the number.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { trainerLevelOf } from '../../domain/rules/bpower';

export function useLevelName(): (bstep: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (bstep: number) => {
      const level = trainerLevelOf(bstep);
      return level.kind === 'master'
        ? t('bpower.level.master')
        : t(`bpower.level.${level.kind}`, { count: level.count });
    },
    [t],
  );
}
