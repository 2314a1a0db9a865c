// A mission as the server sends it (src/features/study/missionData.ts): its kyu estimate (issue 14) is
// kept when it is a rank the app can name, and anything else is dropped without losing the mission.
import { describe, expect, it } from 'vitest';
import { parseMissionData } from '../../../src/features/study/missionData';
import { captureOne, missionText } from './problemFixtures';

const withKyu = (kyu: unknown) => JSON.stringify({ ...JSON.parse(missionText(captureOne)), kyu });

describe('parseMissionData', () => {
  it('keeps a kyu estimate of 1 to 30', () => {
    const parsed = parseMissionData(withKyu(22));
    expect(parsed.ok && parsed.value.kyu).toBe(22);
  });

  it.each([[31], [0], [2.5], ['22'], [null]])('drops %j and still loads the mission', (kyu) => {
    const parsed = parseMissionData(withKyu(kyu));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && 'kyu' in parsed.value).toBe(false);
  });
});
