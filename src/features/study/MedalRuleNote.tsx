// How the group's try runs earn medals, said before a run starts and after it ends (issue 22), from the
// rules engine's medalRuleOf: in the introductory course each run with the gold count counts once (one
// bronze, two silver, three gold); elsewhere the best run decides by the thresholds.
import { useTranslation } from 'react-i18next';
import { medalRuleOf } from '../../domain/rules/medal';
import { useMedalThresholds } from './useStudyContext';

export function MedalRuleNote({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const rule = medalRuleOf(categoryId, useMedalThresholds());
  return (
    <p className="medal-rule" data-medal-rule={rule.kind}>
      {rule.kind === 'goldRuns'
        ? t('tryRun.medalRule.goldRuns', { correct: rule.goldCount, runs: rule.runsForGold })
        : t('tryRun.medalRule.bestRun', {
            bronze: rule.thresholds.bronze,
            silver: rule.thresholds.silver,
            gold: rule.thresholds.gold,
          })}
    </p>
  );
}
