// The shipped packs hold the later-turn moves the generator adds (issue 14: `content:generate` stays
// seeded and byte-identical). A sample of the problems with later turns, every pack's, tutorials too:
// each one's added moves taken out and added again as the generator adds them (`withLaterTurnMoves`,
// GNU Go asked) gives back the shipped problem, byte for byte, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProblemNode } from '../../../src/domain/go/problem';
import { makeProblemJson, parseProblemJson } from '../../../src/domain/go/problemJson';
import { packProblems } from '../../../src/domain/content/problemIds';
import { gnugoAvailable } from '../../../tools/content/gnugo';
import { laterTurnsOf, readsLaterTurns, withLaterTurnMoves } from '../../../tools/content/laterTurnMoves';

const packsDir = path.resolve(__dirname, '../../../server/content/packs');

const withoutAdded = (nodes: readonly ProblemNode[]): ProblemNode[] =>
  nodes.filter((n) => n.also !== true).map((n) => ({ ...n, children: withoutAdded(n.children) }));

describe.skipIf(!gnugoAvailable())('the packs’ later-turn moves', () => {
  it.each(['study', 'dan9', 'tutorials', 'single'])('are the generator’s in %s.json (a sample)', (pack) => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(packsDir, `${pack}.json`), 'utf8'));
    const withTurns = packProblems(pack, json)
      .map((p) => p.problem)
      .filter((p) => {
        const parsed = parseProblemJson(p);
        return parsed.ok && readsLaterTurns(parsed.value) && laterTurnsOf(parsed.value).length > 0;
      });
    expect(withTurns.length).toBeGreaterThan(0);
    // Every 40th, from the first: 44 problems today (study 27, dan9 6, tutorials 1, single 10), about 18 s
    // with GNU Go; a denser sample of the tutorials' ladders takes half a minute more.
    const sample = withTurns.filter((_, i) => i % 40 === 0);
    for (const shipped of sample) {
      const parsed = parseProblemJson(shipped);
      if (!parsed.ok) throw new Error('parse');
      const bare = makeProblemJson({ ...parsed.value, tree: withoutAdded(parsed.value.tree) });
      expect(JSON.stringify(withLaterTurnMoves(bare))).toBe(JSON.stringify(shipped));
    }
  });
});
