// The shipped events pack (issue 16): it reads under its schema, its weekly challenge is the one the
// economy simulation pays (docs/economy.md), and it runs this week whatever today is.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventWindowAt, WEEKLY_CHALLENGE } from '../../../src/domain/rules/events';
import { defaultPacksDir, readContentPacks } from '../../../server/content/packs';
import { scheduleOf } from '../../../server/events/eventGoals';

const events = readContentPacks(path.resolve(defaultPacksDir)).events.events;

describe('events pack', () => {
  it('holds the weekly challenge the economy simulation pays', () => {
    const weekly = events.find((e) => e.eid === WEEKLY_CHALLENGE.eid);
    expect(weekly).toMatchObject({
      period: 'week',
      goal: { kind: WEEKLY_CHALLENGE.kind, count: WEEKLY_CHALLENGE.count },
      reward: { gem: WEEKLY_CHALLENGE.gems, gold: 0 },
    });
  });

  it.each([Date.UTC(2026, 10, 25), Date.UTC(2027, 5, 1), Date.UTC(2030, 0, 1)])(
    'has an event with a goal running at %i',
    (atMs) => {
      const running = events.filter((e) => e.goal && eventWindowAt(scheduleOf(e), atMs) !== null);
      expect(running.length).toBeGreaterThan(0);
    },
  );
});
