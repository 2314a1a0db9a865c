// @vitest-environment happy-dom
// The rank view and the statistics say what their points count (issue 22 item 15): the rank view's totals
// run since the start and hold the medal bonuses, a statistics day counts its answers only, so a student
// who compares the two on their first day reads why they differ; the rank view lists every category it
// ranks, as its introduction says.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../../src/protocol';
import { RankPanel } from '../../../src/features/study/RankPanel';
import { api } from '../../../src/io/api/appClient';
import { apiFailure, apiSuccess } from '../../../src/io/api/result';
import { studyRankAllEndpoint, studyRankInfoEndpoint } from '../../../src/protocol';
import { sampleDedata } from '../state/fixtures';
import { renderScreen } from './render';
import english from '../../../locales/en-US/translation.json';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function fakeApi() {
  const fake = (endpoint: EndpointDef) => {
    const ok = (data: object) => Promise.resolve(apiSuccess({ errorcode: 0, ...data }));
    if (endpoint === studyRankInfoEndpoint)
      return ok({
        StudyTotalTryInfo: [{ sno: 2, TryCount: 1 }],
        StudyTotalTryInfo2: [{ sno: 2, spoint: 130 }],
      });
    if (endpoint === studyRankAllEndpoint)
      return ok({ StudyTotalRank: [1, 2, 3, 4, 5].map((sno) => ({ sno, rank: sno === 2 ? 1 : 0 })) });
    return Promise.resolve(apiFailure(-4002, { unreachable: true }));
  };
  vi.spyOn(api, 'call').mockImplementation(fake as typeof api.call);
}

describe('the rank view', () => {
  it('says what its points count and lists every category', async () => {
    fakeApi();
    await renderScreen(
      <>
        <RankPanel kind="study" categories={[1, 2, 3, 4, 5]} />
        <button type="button">x</button>
      </>,
      { bundle: { userno: 7, dedata: sampleDedata(7), offline: false } },
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Points since you started' })).toBeTruthy();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(screen.getByText(/medal bonuses/).textContent).toBe(english.rank.note);
    // The introduction names what the table holds: every study category, not only "ranked" ones.
    expect(english.study.rank.intro).toBe(
      'Your try runs, points and place among all students in each study category.',
    );
  });
});
