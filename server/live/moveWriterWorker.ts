// The live games' move writer thread (issue 18): its own SQLite connection to the server's database file
// stores each group commit of moves, so the disk's sync (`synchronous = FULL`) holds this thread, not the
// event loop that serves everyone's moves. All or none per batch; the answer names the batch.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { MoveRow, MoveWriterAnswer, MoveWriterTask } from './moveWriter';

const { file } = workerData as { file: string };
const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
// The server's connection may hold the write lock for a moment (its transactions begin immediate).
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('foreign_keys = ON');
sqlite.pragma('synchronous = FULL');

const statement = sqlite.prepare(
  `insert into live_moves (game_id, move_no, color, vertex, at_ms, black_ms, black_periods, white_ms, white_periods)
   values (@game_id, @move_no, @color, @vertex, @at_ms, @black_ms, @black_periods, @white_ms, @white_periods)`,
);
const insertAll = sqlite.transaction((rows: readonly MoveRow[]) => {
  for (const row of rows) statement.run(row);
});

parentPort?.on('message', (task: MoveWriterTask) => {
  let answer: MoveWriterAnswer;
  try {
    insertAll(task.rows);
    answer = { id: task.id, ok: true };
  } catch (error) {
    answer = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
