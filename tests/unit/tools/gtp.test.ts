// The GTP v2 front end (tools/gtp/engine.ts), line by line without a process: response framing with and
// without ids, every command of issue 3, `? illegal move` for illegal moves, list_stones as GNU Go
// prints it, undo, and a genmove that answers a legal vertex.
import { describe, expect, it } from 'vitest';
import { GtpSession, gtpCommands } from '../../../tools/gtp/engine';

function session(): GtpSession {
  return new GtpSession({ level: 1, mode: 'full', captureTarget: 1, seed: 1, playouts: 64 });
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
