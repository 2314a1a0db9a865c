// @vitest-environment happy-dom
// Try runs explain their medals (issue 22 items 12, 14): the rule is said before a run and after it, as
// the rules engine has it (the introductory course counts runs at the gold count; elsewhere the best run
// decides), and a medal after words that already say "medal" shows its name alone.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { medalRuleOf } from '../../../src/domain/rules/medal';
import { SPECIAL_MEDAL_CATEGORY_ID } from '../../../src/domain/rules/studyCategories';
import { MedalBadge } from '../../../src/features/study/MedalBadge';
import { MedalRuleNote } from '../../../src/features/study/MedalRuleNote';
import { sampleDedata } from '../state/fixtures';
import { renderScreen } from './render';

const thresholds = { gold: 9, silver: 7, bronze: 5 };

afterEach(cleanup);

describe('medalRuleOf', () => {
  it('counts gold runs in the introductory course and the best run elsewhere', () => {
    expect(medalRuleOf(SPECIAL_MEDAL_CATEGORY_ID, thresholds)).toEqual({
      kind: 'goldRuns',
      goldCount: 9,
      runsForGold: 3,
    });
    expect(medalRuleOf(2, thresholds)).toEqual({ kind: 'bestRun', thresholds });
  });
});

describe('the medal rule on screen', () => {
  const bundle = { userno: 7, dedata: sampleDedata(7), offline: false };
  const appThresholds = {
    gold: bundle.dedata.appini.StudyTryGoldMedalCnt,
    silver: bundle.dedata.appini.StudyTrySilverMedalCnt,
    bronze: bundle.dedata.appini.StudyTryBronzeMedalCnt,
  };

  it('says how the introductory course earns medals', async () => {
    await renderScreen(
      <>
        <MedalRuleNote categoryId={SPECIAL_MEDAL_CATEGORY_ID} />
        <button type="button">x</button>
      </>,
      { bundle },
    );
    expect(screen.getByText(/^Medals:/).textContent).toBe(
      `Medals: a run with ${appThresholds.gold} or more correct answers counts. One such run earns bronze, two earn silver, 3 earn gold.`,
    );
  });

  it('says how the other categories earn medals', async () => {
    await renderScreen(
      <>
        <MedalRuleNote categoryId={2} />
        <button type="button">x</button>
      </>,
      { bundle },
    );
    expect(screen.getByText(/^Medals:/).textContent).toBe(
      `Medals: your best run decides. ${appThresholds.bronze} correct answers earn bronze, ${appThresholds.silver} silver, ${appThresholds.gold} gold.`,
    );
  });

  it('names a medal once after words that already say "medal"', async () => {
    await renderScreen(
      <p>
        <MedalBadge medal="bronze" plain /> <MedalBadge medal="gold" />
        <button type="button">x</button>
      </p>,
    );
    expect(screen.getByText('Bronze')).toBeTruthy();
    expect(screen.getByText('Medal: Gold')).toBeTruthy();
  });
});
