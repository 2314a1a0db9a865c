// Voice prompts in region CN (R9.27, R9.28): one of nine generated clips per outcome, chosen at random,
// only when sound and voice prompts are on; success clips rise, failure clips fall.
import { describe, expect, it } from 'vitest';
import { clipNotes, playMissionVoice } from '../../../src/features/sound/voicePrompts';

describe('voice prompts', () => {
  it('has nine distinct clips per outcome', () => {
    for (const outcome of ['success', 'failure']) {
      const clips = Array.from({ length: 9 }, (_, i) =>
        JSON.stringify(clipNotes(`mission-${outcome}-${i + 1}`)),
      );
      expect(new Set(clips).size).toBe(9);
      expect(clips.every((c) => c !== '[]')).toBe(true);
    }
    expect(clipNotes('mission-success-10')).toEqual([]);
    expect(clipNotes('nonsense')).toEqual([]);
  });

  it('success rises and failure falls, note by note', () => {
    for (let i = 1; i <= 9; i += 1) {
      const up = clipNotes(`mission-success-${i}`).map((n) => n.frequency);
      const down = clipNotes(`mission-failure-${i}`).map((n) => n.frequency);
      expect(up.every((f, k) => k === 0 || f > (up[k - 1] ?? 0))).toBe(true);
      expect(down.every((f, k) => k === 0 || f < (down[k - 1] ?? Infinity))).toBe(true);
    }
  });

  it('plays with sound and prompts on, in any region (the region only sets the default)', () => {
    const on = { soundOn: true, voicePrompts: true };
    expect(playMissionVoice('success', on, () => 0.5)).toBe('mission-success-5');
    expect(playMissionVoice('failure', on, () => 0.99)).toBe('mission-failure-9');
    expect(playMissionVoice('success', { ...on, soundOn: false }, () => 0.5)).toBeNull();
    expect(playMissionVoice('success', { ...on, voicePrompts: false }, () => 0.5)).toBeNull();
  });
});
