// `npm run gtp`: Hoshi as a GTP v2 engine on stdin/stdout, for GNU Go matches, Sabaki or any GTP tool.
// Flags: --level N (1–10), --mode full|capture, --capture N (stones to win a capture game), --seed N,
// --time-ms N (time cap per move), --playouts N (playout budget per move).
import { createInterface } from 'node:readline';
import { GtpSession } from './gtp/engine';
import { numberFlag, stringFlag } from './bench/flags';

const argv = process.argv.slice(2);
const mode = stringFlag(argv, '--mode') === 'capture' ? 'capture' : 'full';
const playouts = numberFlag(argv, '--playouts', NaN);
const timeMs = numberFlag(argv, '--time-ms', NaN);

const session = new GtpSession({
  level: numberFlag(argv, '--level', 5),
  mode,
  captureTarget: numberFlag(argv, '--capture', 1),
  seed: numberFlag(argv, '--seed', 1),
  now: () => performance.now(),
  ...(Number.isFinite(playouts) ? { playouts } : {}),
  ...(Number.isFinite(timeMs) ? { timeMs } : {}),
});

const lines = createInterface({ input: process.stdin, terminal: false });
lines.on('line', (line) => {
  const reply = session.handle(line);
  if (!reply) return;
  process.stdout.write(reply.text);
  if (reply.quit) {
    lines.close();
    process.exit(0);
  }
});
