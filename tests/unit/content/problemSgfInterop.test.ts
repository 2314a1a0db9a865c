// Issue 14 (interop): content problems as SGF files in the goproblems/Sabaki convention and back. The
// writer and the parser on small boards drawn as text, escaping of "]" and "\" in comments, the goal read
// from GC, and a round trip over every problem of the shipped packs (export → import gives the engine's
// canonical JSON with the targets in board order).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDan9Content } from '../../../server/content/study';
import { PROBLEM_ID_PATTERN, packProblems, recordTexts } from '../../../src/domain/content/problemIds';
import {
  goalFromText,
  normalizedProblemJson,
  problemRecordToSgf,
  problemRecordsFromSgf,
} from '../../../src/domain/content/problemSgfInterop';
import type { SgfProblemRecord } from '../../../src/domain/content/problemSgfInterop';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { captureOne, ladderAlsoRight } from '../features/problemFixtures';
import { endgameGap, koCorner } from '../domain/go/problemSamples';

const packsDir = path.resolve(__dirname, '../../../server/content/packs');

function write(record: SgfProblemRecord): string {
  const sgf = problemRecordToSgf(record);
  if (!sgf.ok) throw new Error(JSON.stringify(sgf.error));
  return sgf.value;
}

function read(text: string): SgfProblemRecord[] {
  const records = problemRecordsFromSgf(text);
  if (!records.ok) throw new Error(JSON.stringify(records.error));
  return records.value;
}

// A white stone in atari on a 5×5 board: C4 captures it, B3 lets it run.
const atari: ProblemJson = {
  board: ['.....', '..X..', '.XO..', '..X..', '.....'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    { line: 'D3', result: 'right', comment: 'Captured [at last] \\o/' },
    { line: 'B4', result: 'wrong', then: [{ line: 'D3' }] },
  ],
  scope: ['D3', 'B4'],
};

describe('SGF writer (issue 14)', () => {
  it.each<{ name: string; record: SgfProblemRecord; sgf: string }>([
    {
      name: 'capture: setup, side to move, targets under MA, goal in GC, prompt in C, verdicts in C',
      record: { id: 'study/ip-g01-m0', problem: atari, prompt: { 'en-US': 'Capture the marked stone.' } },
      sgf:
        '(;FF[4]GM[1]CA[UTF-8]SZ[5]GN[study/ip-g01-m0]PL[B]AB[cb][bc][cd]AW[cc]MA[cc]GC[capture]' +
        'C[Capture the marked stone.]HS[dc][bb]\n' +
        '(;B[dc]C[RIGHT\nCaptured [at last\\] \\\\o/])\n' +
        '(;B[bb]C[WRONG];W[dc]))\n',
    },
    {
      name: 'White to play, best move, pass, prompts and hints in three languages',
      record: {
        problem: {
          board: ['X.O', '...', 'O.X'],
          toMove: 'W',
          goal: { kind: 'best_move' },
          tree: [
            { line: 'B2', result: 'right' },
            { line: 'pass', result: 'wrong' },
          ],
        },
        prompt: { 'ko-KR': '백 차례', 'en-US': 'White to play', 'zh-CN': '白先' },
        hint: { 'en-US': 'The middle' },
      },
      sgf:
        '(;FF[4]GM[1]CA[UTF-8]SZ[3]PL[W]AB[aa][cc]AW[ca][ac]GC[best_move]C[White to play]' +
        'HP[ko-KR:백 차례][zh-CN:白先]HH[en-US:The middle]\n(;W[bb]C[RIGHT])\n(;W[]C[WRONG]))\n',
    },
    {
      name: 'capture_count, rules and the problem comment in private properties',
      record: {
        problem: {
          board: ['.X.', 'XO.', '...'],
          toMove: 'B',
          goal: { kind: 'capture_count', count: 1 },
          tree: [{ line: 'B1', result: 'right' }],
          comment: 'from a lesson',
          rules: { allowSuicide: true },
        },
      },
      sgf:
        '(;FF[4]GM[1]CA[UTF-8]SZ[3]PL[B]AB[ba][ab]AW[bb]GC[capture_count:1]HR[allowSuicide:true]' +
        'HC[from a lesson];B[bc]C[RIGHT])\n',
    },
  ])('$name', ({ record, sgf }) => {
    expect(write(record)).toBe(sgf);
    // And back again.
    const [back] = read(sgf);
    const normal = normalizedProblemJson(record.problem);
    expect(normal.ok && back?.problem).toEqual(normal.ok ? normal.value : null);
    expect(back?.prompt ?? {}).toEqual(record.prompt ?? {});
  });

  it('refuses a problem that does not parse', () => {
    expect(problemRecordToSgf({ problem: { ...atari, board: ['..', '...'] } }).ok).toBe(false);
  });
});

describe('SGF parser (issue 14)', () => {
  it.each([
    {
      name: 'goproblems style: only RIGHT marked, unmarked lines wrong, goal from GC words, MA targets',
      sgf: `(;GM[1]FF[4]SZ[5]AB[cb][bc][cd]AW[cc]MA[cc]GC[Black to play and capture]C[Take it!]
             (;B[dc]C[Correct! \\]escaped\\\\])(;B[bb];W[dc]))`,
      problem: {
        board: ['.....', '..X..', '.XO..', '..X..', '.....'],
        toMove: 'B',
        goal: { kind: 'capture', targets: ['C3'] },
        tree: [
          { line: 'D3', result: 'right', comment: 'Correct! ]escaped\\' },
          { line: 'B4 D3', result: 'wrong' },
        ],
      },
      prompt: { 'en-US': 'Take it!' },
    },
    {
      name: 'our markers come off the comment; TE/BM are read too; targets sorted, duplicates dropped',
      sgf: `(;FF[4]SZ[4]PL[W]AB[ab][bb]AW[aa][ba]TR[ba][aa][ba]GC[save]
             (;W[ca]TE[1];B[cb];W[ac]C[RIGHT
White lives])(;W[ac]C[WRONG
B takes];B[ca]))`,
      problem: {
        board: ['OO..', 'XX..', '....', '....'],
        toMove: 'W',
        goal: { kind: 'save', targets: ['A4', 'B4'] },
        tree: [
          { line: 'C4', result: 'right', then: [{ line: 'C3 A2', result: 'right', comment: 'White lives' }] },
          { line: 'A2', result: 'wrong', comment: 'B takes', then: [{ line: 'C4' }] },
        ],
      },
    },
    {
      name: 'HG wins over GC; capture count from GC',
      sgf: '(;FF[4]SZ[3]AB[ba][ab]AW[bb]GC[capture 1 stone first]HG[capture_count:1];B[bc]C[RIGHT])',
      problem: {
        board: ['.X.', 'XO.', '...'],
        toMove: 'B',
        goal: { kind: 'capture_count', count: 1 },
        tree: [{ line: 'B1', result: 'right' }],
      },
    },
  ])('$name', ({ sgf, problem, prompt }) => {
    const [record] = read(sgf);
    expect(record?.problem).toEqual(problem);
    if (prompt !== undefined) expect(record?.prompt).toEqual(prompt);
  });

  it.each([
    ['capture', { kind: 'capture' }],
    ['Black to live', { kind: 'live' }],
    ['kill or capture?', { kind: 'kill' }],
    ['Best move', { kind: 'best_move' }],
    ['capture_count:3', { kind: 'capture_count', count: 3 }],
    ['Capture 2 stones first', { kind: 'capture_count', count: 2 }],
    ['a nice position', null],
  ])('reads the goal from GC "%s"', (text, goal) => {
    expect(goalFromText(text)).toEqual(goal);
  });

  it.each([
    ['not SGF', 'hello', 'bad_sgf'],
    ['unterminated comment', '(;SZ[5]C[oops', 'bad_sgf'],
    ['a move in the root', '(;SZ[5]B[aa])', 'bad_problem'],
    ['a bad scope point', '(;SZ[5]AB[aa]HS[zz];B[bb]C[RIGHT])', 'bad_property'],
    ['a ko group on an empty point', '(;SZ[5]AB[aa]HK[cc];B[bb]C[RIGHT])', 'bad_property'],
    ['a ko group with targets', '(;SZ[5]AB[aa]MA[aa]GC[capture]HK[aa];B[bb]C[RIGHT])', 'bad_property'],
    ['a last move on an empty point', '(;SZ[5]AB[aa]AW[ab]HL[cc];B[bb]C[RIGHT])', 'bad_property'],
    ["a last move on the player's own stone", '(;SZ[5]AB[aa]AW[ab]HL[aa];B[bb]C[RIGHT])', 'bad_property'],
    ['a bad locale', '(;SZ[5]AB[aa]HP[fr-FR:Bonjour];B[bb]C[RIGHT])', 'bad_property'],
  ])('answers an error for %s', (_name, text, code) => {
    const result = problemRecordsFromSgf(text);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('a make-ko problem (issue 14)', () => {
  it('writes its group as HK and reads it back', () => {
    const text = write({ problem: koCorner });
    expect(text).toContain('HK[bc]');
    expect(read(text)[0]?.problem).toEqual(koCorner);
  });
});

describe('a position from a game (issue 14, urgent before big)', () => {
  it("writes the opponent's last move as HL and reads it back", () => {
    const fromGame: ProblemJson = { ...captureOne, lastMove: 'C3' };
    const text = write({ problem: fromGame });
    expect(text).toContain('HL[cc]');
    expect(read(text)[0]?.problem).toEqual(fromGame);
  });
});

describe('a move that also wins after the first move (issue 14)', () => {
  it('is written RIGHT (also) and read back with its mark', () => {
    const text = write({ problem: ladderAlsoRight });
    expect(text).toContain('C[RIGHT (also)]');
    expect(read(text)[0]?.problem).toEqual(ladderAlsoRight);
  });
});

describe("a counted endgame's wrong move and its points short (issue 14)", () => {
  it('is written WRONG (2 points short) and read back with them', () => {
    const text = write({ problem: endgameGap });
    expect(text).toContain('C[WRONG (2 points short)]');
    expect(text).toContain('C[WRONG (at least 4 points short)]');
    expect(read(text)[0]?.problem).toEqual(endgameGap);
  });
});

describe('every shipped problem round-trips (issue 14)', () => {
  const packs = fs
    .readdirSync(packsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      pack: f.slice(0, -5),
      value: JSON.parse(fs.readFileSync(path.join(packsDir, f), 'utf8')),
    }));
  const all = packs.flatMap(({ pack, value }) => packProblems(pack, value as unknown));

  it('finds every problem with a unique, well-formed id', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const { id } of all) expect(id).toMatch(PROBLEM_ID_PATTERN);
    expect(all.map((p) => p.id)).toEqual(
      expect.arrayContaining(['study/ip-g01-m0', 'dan9/s10-m9', 'tutorials/01-01-00-step1']),
    );
  });

  it('the server names every ninth-dan mission, in every part of a step, by the same id', () => {
    const served = loadDan9Content(packsDir).categories.flatMap((c) =>
      c.groups.flatMap((g) => g.missions.map((m) => m.problemId)),
    );
    const named = all.filter((p) => p.id.startsWith('dan9/')).map((p) => p.id);
    expect(served.toSorted()).toEqual(named.toSorted());
  });

  it('export → import gives the same ProblemJson and prompt', () => {
    const failures: string[] = [];
    for (const { id, problem, record } of all) {
      const texts = recordTexts(record);
      const [back] = read(write({ id, problem, ...texts }));
      const normal = normalizedProblemJson(problem);
      if (!normal.ok || JSON.stringify(back?.problem) !== JSON.stringify(normal.value)) failures.push(id);
      else if (back?.id !== id || JSON.stringify(back.prompt) !== JSON.stringify(texts.prompt ?? undefined))
        failures.push(`${id} texts`);
    }
    expect(failures).toEqual([]);
  });
});
