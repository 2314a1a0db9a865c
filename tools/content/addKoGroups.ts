// `node --import tsx tools/content/addKoGroups.ts [--dir DIR]`: names the group of every make-ko problem of
// the study and dan9 packs (`koGroup`, koReader.ts) and completes its tree as the generator now does
// (completeProblem: the group's region as its scope, every wrong first move with the reply that settles
// the group even when the player wins every ko, GNU Go asked about each), in place, and recomputes the
// packs' versions. For packs drawn before ko problems named their group; running it again changes nothing.
// The owner is the side whose largest chain gives a region the readers classify as the tree does; a
// problem for which neither side does is left as it was and listed.
import fs from 'node:fs';
import path from 'node:path';
import { koGroupOf } from '../../src/domain/content/koReader';
import { makeVertex } from '../../src/domain/go/coords';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import type { Color } from '../../src/domain/go/stones';
import { revisePackVersion } from './build';
import { completeProblem } from './complete';
import type { CompletionFacts } from './complete';
import { flag } from './flags';
import { formatJson, packsDir } from './packFiles';

interface KoRecord {
  readonly where: string;
  readonly record: Record<string, unknown>;
}

/** The records of ko problems: the missions of a study group, or a dan9 mission, whose technique is ko. */
function koRecords(node: unknown, at: string, inKoGroup = false): KoRecord[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => koRecords(item, `${at}[${i}]`, inKoGroup));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const ko = inKoGroup || record.technique === 'ko';
  const own = ko && typeof record.problem === 'object' ? [{ where: at, record }] : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([field, child]) =>
      field === 'problem' ? [] : koRecords(child, `${at}.${field}`, ko),
    ),
  ];
}

/** The problem with its group named and its tree completed, or null when no side's group fits. */
function named(json: ProblemJson): { problem: ProblemJson; facts: CompletionFacts } | null {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return null;
  const start = parsed.value.start;
  for (const owner of [start.toMove, -start.toMove as Color]) {
    const group = koGroupOf(start, owner);
    if (group === null) continue;
    const done = completeProblem({ ...json, koGroup: makeVertex(start.size, group) });
    if ('problem' in done) return done;
  }
  return null;
}

async function main(): Promise<void> {
  const dir = flag(process.argv.slice(2), '--dir') ?? packsDir;
  let problems = 0;
  let added = 0;
  let agree = 0;
  let silent = 0;
  let excused = 0;
  const left: string[] = [];
  for (const name of ['study', 'dan9']) {
    const file = path.join(dir, `${name}.json`);
    const pack = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const { where, record } of koRecords(pack, name)) {
      const json = record.problem as ProblemJson;
      if (json.koGroup !== undefined) continue;
      const done = named(json);
      if (done === null) {
        left.push(where);
        continue;
      }
      problems++;
      added += done.facts.addedWrong;
      agree += done.facts.gnugoAgree;
      silent += done.facts.gnugoSilent;
      excused += done.facts.gnugoExcused;
      // The record is the pack's own object, changed in place.
      record.problem = done.problem;
    }
    revisePackVersion(pack);
    fs.writeFileSync(file, await formatJson(pack));
  }
  process.stdout.write(
    `${problems} ko problems named their group; wrong first moves added: ${added}; GNU Go: ${agree} agree, ${excused} excused by a reviewed exception, ${silent} without a clear answer\n`,
  );
  for (const where of left) process.stdout.write(`left as it was: ${where}\n`);
}

await main();
