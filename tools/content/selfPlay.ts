// `npm run content:games -- [--size 9] [--games 24] [--seed 1] [--out FILE]`: records
// games of GNU Go 3.8 (level 10, Chinese rules, komi 7.5) against itself, the source of the whole-board
// problems (wholeBoard.ts). Each game opens with two seeded moves on the third to fifth lines (GNU Go
// alone plays the same game every time), then GNU Go plays both sides until two passes in a row or 140
// moves. The records are committed (tools/content/games/), so drawing problems from them needs no GNU Go
// and stays byte-identical; this script is run again only to add games.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { makeVertex } from '../../src/domain/go/coords';
import type { BoardSize } from '../../src/domain/go/coords';
import { createRandom } from '../../src/domain/go/random';
import { gnugoPath } from '../bench/gtpClient';
import { seedOf } from './build';
import { flag } from './flags';
import type { GameRecord } from './gameRecords';

const MAX_MOVES = 140;

/** The two opening moves of game `index`: distinct points on the third to fifth lines. */
function openingMoves(size: BoardSize, seed: number, index: number): string[] {
  const random = createRandom(seedOf(seed, 'self-play', size, index));
  const lines = [2, 3, 4].flatMap((l) => [l, size - 1 - l]).filter((v, i, a) => a.indexOf(v) === i);
  const pick = () =>
    (lines[random.int(lines.length)] as number) + size * (lines[random.int(lines.length)] as number);
  const first = pick();
  let second = pick();
  while (second === first) second = pick();
  return [first, second].map((v) => makeVertex(size, v));
}

/** One game: GNU Go's answers to a script of moves and genmoves (it reads GTP from standard input). */
function playGame(size: BoardSize, opening: readonly string[]): Promise<string[]> {
  const script = [
    `boardsize ${size}`,
    'clear_board',
    'komi 7.5',
    `play b ${opening[0] ?? ''}`,
    `play w ${opening[1] ?? ''}`,
    ...Array.from({ length: MAX_MOVES - 2 }, (_, i) => `genmove ${i % 2 === 0 ? 'b' : 'w'}`),
    'quit',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(gnugoPath(), ['--mode', 'gtp', '--level', '10', '--chinese-rules'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      const answers = out
        .replace(/\r/g, '')
        .split('\n\n')
        .map((b) => b.trim())
        .filter((b) => b !== '')
        .map((b) => b.replace(/^=\s?/, '').trim());
      // Answers: boardsize, clear_board, komi, the two plays, then one move per genmove.
      const moves = [...opening];
      for (const a of answers.slice(5)) {
        if (a === '' || a.startsWith('?')) break;
        const move = a.toUpperCase();
        if (move === 'RESIGN') break;
        moves.push(move);
        const n = moves.length;
        if (move === 'PASS' && moves[n - 2] === 'PASS') break;
      }
      resolve(moves);
    });
    child.stdin.end(`${script.join('\n')}\n`);
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const size = Number(flag(argv, '--size') ?? 9) as BoardSize;
  const games = Number(flag(argv, '--games') ?? 24);
  const seed = Number(flag(argv, '--seed') ?? 1);
  const out = flag(argv, '--out') ?? `tools/content/games/gnugo-${size}.json`;
  const records: GameRecord[] = new Array<GameRecord>(games);
  let next = 0;
  // Two games at a time (one GNU Go each).
  const worker = async () => {
    while (next < games) {
      const index = next++;
      const moves = await playGame(size, openingMoves(size, seed, index));
      records[index] = { size, komi: 7.5, seed, index, moves: moves.join(' ') };
      process.stderr.write(`game ${index + 1}: ${moves.length} moves\n`);
    }
  };
  await Promise.all([worker(), worker()]);
  const { formatJson } = await import('./packFiles');
  fs.writeFileSync(
    out,
    await formatJson({ engine: 'GNU Go 3.8 --level 10 --chinese-rules', games: records }),
  );
  process.stdout.write(`${games} games written to ${out}\n`);
}

if (process.argv[1]?.endsWith('selfPlay.ts')) await main();
