// The GTP v2 front end (tools/gtp/engine.ts), line by line without a process: response framing with and
// without ids, every command of issue 3, `? illegal move` for illegal moves, list_stones as GNU Go
// prints it, undo, and a genmove that answers a legal vertex.
import { describe, expect, it } from 'vitest';
import { GtpSession, gtpCommands, moveBudgetMs, type GtpConfig } from '../../../tools/gtp/engine';

function session(extra: Partial<GtpConfig> = {}): GtpSession {
  return new GtpSession({ level: 1, mode: 'full', captureTarget: 1, seed: 1, playouts: 64, ...extra });
}

/** Runs commands and answers the response texts. */
function run(s: GtpSession, ...lines: string[]): string[] {
  return lines.map((line) => s.handle(line)?.text ?? '');
}

describe('GTP framing', () => {
  it('answers "= result" and "? error" ending with a blank line, echoing ids', () => {
    const s = session();
    expect(run(s, 'protocol_version', '7 name', 'version', 'frobnicate', '12 frobnicate')).toEqual([
      '= 2\n\n',
      '=7 Hoshi\n\n',
      '= 0.1.0\n\n',
      '? unknown command\n\n',
      '?12 unknown command\n\n',
    ]);
  });

  it('ignores empty lines and comments and is case-insensitive about commands', () => {
    const s = session();
    expect(s.handle('')).toBeNull();
    expect(s.handle('   # a comment')).toBeNull();
    expect(run(s, 'NAME # trailing comment', '\tprotocol_version\t')).toEqual(['= Hoshi\n\n', '= 2\n\n']);
  });

  it('lists and knows its commands', () => {
    const s = session();
    const [list] = run(s, 'list_commands');
    for (const command of ['play', 'genmove', 'list_stones', 'final_score', 'quit']) {
      expect(list).toContain(command);
    }
    expect(list?.split('\n').filter((l) => l !== '').length).toBe(gtpCommands.length);
    expect(run(s, 'known_command play', 'known_command fly')).toEqual(['= true\n\n', '= false\n\n']);
  });

  it('quits', () => {
    expect(session().handle('quit')).toEqual({ text: '=\n\n', quit: true });
  });
});

describe('GTP board commands', () => {
  it('plays moves, lists stones as GNU Go does, and undoes', () => {
    const s = session();
    expect(
      run(s, 'boardsize 9', 'clear_board', 'komi 6.5', 'play black D4', 'play W e5', 'play b pass'),
    ).toEqual(Array(6).fill('=\n\n'));
    expect(run(s, 'list_stones black', 'list_stones white')).toEqual(['= D4\n\n', '= E5\n\n']);
    expect(run(s, 'undo', 'undo', 'list_stones white', 'list_stones black')).toEqual([
      '=\n\n',
      '=\n\n',
      '=\n\n',
      '= D4\n\n',
    ]);
    expect(run(s, 'undo', 'undo')).toEqual(['=\n\n', '? cannot undo\n\n']);
  });

  it('answers "? illegal move" for occupied points, suicide, ko and off-board vertices', () => {
    const s = session();
    run(s, 'boardsize 5', 'clear_board');
    // X at B5 and A4 make A5 a suicide point for White.
    run(s, 'play b B5', 'play b A4');
    expect(run(s, 'play w B5', 'play w A5', 'play w Z9', 'play w F1', 'play w 9Z')).toEqual([
      '? illegal move\n\n',
      '? illegal move\n\n',
      '? illegal move\n\n',
      '? illegal move\n\n',
      '? syntax error\n\n',
    ]);
    // A ko: White takes at C4, Black may not take back at once.
    run(s, 'clear_board', 'play b C4', 'play b B3', 'play b C2', 'play w D4', 'play w E3', 'play w D2');
    expect(run(s, 'play w C3', 'play b D3', 'play w C3')).toEqual(['=\n\n', '=\n\n', '? illegal move\n\n']);
    // After a move elsewhere the ko may be taken back.
    expect(run(s, 'play w A1', 'play b A5', 'play w C3')).toEqual(['=\n\n', '=\n\n', '=\n\n']);
  });

  it('checks its arguments', () => {
    const s = session();
    expect(
      run(s, 'boardsize 1', 'boardsize 26', 'boardsize x', 'komi', 'play green D4', 'genmove purple'),
    ).toEqual([
      '? unacceptable size\n\n',
      '? unacceptable size\n\n',
      '? syntax error\n\n',
      '? syntax error\n\n',
      '? syntax error\n\n',
      '? syntax error\n\n',
    ]);
  });

  it('generates a legal move and plays it on its board', () => {
    const s = session();
    run(s, 'boardsize 7', 'clear_board', 'play b D4');
    const [reply] = run(s, 'genmove w');
    const vertex = /^= ([A-HJ-T]\d+)\n\n$/.exec(reply ?? '')?.[1];
    expect(vertex).toBeDefined();
    expect(run(s, 'list_stones white')).toEqual([`= ${vertex}\n\n`]);
    expect(run(s, `play b ${vertex}`)).toEqual(['? illegal move\n\n']);
  });

  it('shows the board and scores it', () => {
    const s = session();
    run(s, 'boardsize 5', 'komi 0.5');
    for (const v of ['C1', 'C2', 'C3', 'C4', 'C5']) run(s, `play b ${v}`);
    for (const v of ['D1', 'D2', 'D3', 'D4', 'D5']) run(s, `play w ${v}`);
    const [board] = run(s, 'showboard');
    expect(board).toContain(' 5  . . X O .  5');
    expect(board).toContain('A B C D E');
    // Black has three columns (15), White two (10): B+4.5 with komi 0.5.
    expect(run(s, 'final_score')).toEqual(['= B+4.5\n\n']);
  });
});

/** Plays a whole board's rows of stones ('X' Black, 'O' White, '.' empty), top row first. */
function setUp(s: GtpSession, rows: readonly string[]): void {
  const size = rows.length;
  run(s, `boardsize ${size}`, 'clear_board', 'komi 0.5');
  const columns = 'ABCDEFGHJKLMNOPQRST';
  rows.forEach((row, y) => {
    row
      .split(' ')
      .join('')
      .split('')
      .forEach((cell, x) => {
        if (cell === '.') return;
        const reply = s.handle(`play ${cell === 'X' ? 'b' : 'w'} ${columns[x]}${size - y}`)?.text;
        expect(reply, `${cell} at ${columns[x]}${size - y}`).toBe('=\n\n');
      });
  });
}

describe('GTP interop commands (issue 20: Sabaki, twogtp, KGS)', () => {
  it('lists and knows kgs-genmove_cleanup, final_status_list, time_settings and time_left', () => {
    const s = session();
    const [list] = run(s, 'list_commands');
    const known = (list ?? '').replace(/^= /, '').trim().split('\n');
    for (const command of ['kgs-genmove_cleanup', 'final_status_list', 'time_settings', 'time_left']) {
      expect(known).toContain(command);
      expect(run(s, `known_command ${command}`)).toEqual(['= true\n\n']);
    }
  });

  // A 7×7 board split by a wall: Black owns the three columns on the left, White the four on the right;
  // a lone white stone sits dead in Black's area (too small to live in).
  const split = [
    '. . X O . . .',
    '. . X O . . .',
    '. O X O . . .',
    '. . X O . . .',
    '. . X O . . .',
    '. . X O . . .',
    '. . X O . . .',
  ];

  it('final_status_list names the dead stones, the living ones and no seki on a plain board', () => {
    const s = session();
    setUp(s, split);
    expect(run(s, 'final_status_list dead')).toEqual(['= B5\n\n']);
    const [alive] = run(s, 'final_status_list alive');
    const aliveStones = (alive ?? '').replace(/^= /, '').trim().split(' ');
    expect(aliveStones).toHaveLength(14);
    expect(aliveStones).not.toContain('B5');
    expect(run(s, 'final_status_list seki', 'final_status_list sleepy')).toEqual([
      '=\n\n',
      '? syntax error\n\n',
    ]);
  });

  it('final_status_list seki: two groups sharing the liberties neither side can fill', () => {
    const s = session();
    // The classic corner seki: the black and white chains at the top left share A7 and B7... here
    // drawn as the two inner chains, each with the two shared liberties A6 and A5 only.
    setUp(s, [
      'X X X X X . .',
      'O O O O X . .',
      '. X X O X . .',
      '. X X O X . .',
      'O O O O X . .',
      'X X X X X . .',
      'O O O O X . .',
    ]);
    const [seki] = run(s, 'final_status_list seki');
    const sekiStones = (seki ?? '').replace(/^= /, '').trim().split(' ');
    expect(sekiStones).toEqual(expect.arrayContaining(['B5', 'C5', 'B4', 'C4']));
  });

  it('kgs-genmove_cleanup takes the dead stones off instead of passing', () => {
    const s = session({ playouts: 200 });
    setUp(s, split);
    run(s, 'play b pass', 'play w pass');
    // Black's answers capture the dead white stone at B5 (it has four liberties, so four moves at most).
    const played: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [reply] = run(s, 'kgs-genmove_cleanup b');
      const move = /^= (\S+)\n\n$/.exec(reply ?? '')?.[1];
      expect(move).toBeDefined();
      if (move === 'pass') break;
      played.push(move ?? '');
      run(s, 'play w pass');
    }
    expect(played.length).toBeGreaterThan(0);
    const [white] = run(s, 'list_stones white');
    expect(white).not.toContain('B5');
    expect(run(s, 'kgs-genmove_cleanup fish')).toEqual(['? syntax error\n\n']);
  });

  it('kgs-genmove_cleanup passes like genmove when no dead stone is left', () => {
    const s = session({ playouts: 200 });
    setUp(
      s,
      split.map((row) => row.replace('. O X', '. . X')),
    );
    run(s, 'komi -10.5', 'play b pass', 'play w pass');
    expect(run(s, 'kgs-genmove_cleanup b')).toEqual(['= pass\n\n']);
  });

  it('time_settings and time_left check their arguments', () => {
    const s = session();
    expect(
      run(s, 'time_settings 300 30 5', 'time_settings 300 30', 'time_settings -1 0 0', 'time_settings a b c'),
    ).toEqual(['=\n\n', '? syntax error\n\n', '? syntax error\n\n', '? syntax error\n\n']);
    expect(run(s, 'time_left b 120 0', 'time_left w 20.5 3', 'time_left x 1 0', 'time_left b 5 -1')).toEqual([
      '=\n\n',
      '=\n\n',
      '? syntax error\n\n',
      '? syntax error\n\n',
    ]);
  });

  it('budgets the search by the clock: a short time_left stops it after fewer playouts', () => {
    // A clock that moves one millisecond per reading: the search polls it every 16 playouts.
    let t = 0;
    const now = () => (t += 1);
    const measure = (commands: readonly string[]) => {
      const s = session({ now, playouts: 4000, timeMs: 100_000 });
      run(s, 'boardsize 9', 'clear_board', ...commands);
      const before = t;
      run(s, 'genmove b');
      return t - before;
    };
    const free = measure([]);
    const pressed = measure(['time_settings 0 1 10']);
    expect(pressed).toBeLessThan(free);
    // No limit at all (byo-yomi time with no stones) is the level's own budget.
    expect(measure(['time_settings 0 10 0'])).toBe(free);
  });
});

describe('moveBudgetMs', () => {
  const cases: readonly [string, Parameters<typeof moveBudgetMs>[0], number, number | null][] = [
    ['no limit (byo-yomi time, no stones)', { mainMs: 0, byoYomiMs: 10_000, byoYomiStones: 0 }, 0, null],
    // 9×9, no moves: 32 own moves expected; (60,000 − 400) / 32.
    ['main time only', { mainMs: 60_000, byoYomiMs: 0, byoYomiStones: 0 }, 0, 1862.5],
    // Late in the game at least ten moves are kept in reserve: (10,400 − 400) / 10.
    ['main time, late', { mainMs: 10_400, byoYomiMs: 0, byoYomiStones: 0 }, 70, 1000],
    // Main time and byo-yomi: (60,000 − 400) / 32 + 0.8 · (30,400 − 400) / 5.
    ['main time with byo-yomi after it', { mainMs: 60_000, byoYomiMs: 30_400, byoYomiStones: 5 }, 0, 6662.5],
    // In byo-yomi: 20.4 s for 4 stones.
    [
      'in byo-yomi',
      { mainMs: 0, byoYomiMs: 30_000, byoYomiStones: 5, period: { ms: 20_400, stones: 4 } },
      40,
      5000,
    ],
    ['nearly out of time: the smallest budget', { mainMs: 100, byoYomiMs: 0, byoYomiStones: 0 }, 0, 20],
  ];
  it.each(cases)('%s', (_name, clock, moves, expected) => {
    expect(moveBudgetMs(clock, 9, moves)).toBe(expected);
  });
});
