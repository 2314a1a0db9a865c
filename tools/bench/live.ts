// `npm run bench:live -- --games N --seconds S`: N concurrent live games of simulated players on loopback
// against a server in its own process (tools/bench/liveTarget.ts). Two sockets per game; a friend
// challenges and the other accepts; then they play random legal 19×19 moves, half the games at a human-like
// pace (1–4 s a move) and half fast (`--fast-ms`, 100 by default: within the per-user event budget; each
// think jittered ±50 % so games do not move in lockstep), for S seconds. Prints the
// games, moves per second, a move's round trip (sent → the server's `live:moved` back) p50 and p99, lost
// moves (sent, not refused, never confirmed) and duplicated ones (a move number confirmed twice), and the
// server's memory (resident now and at its peak) and the CPU the server and the simulated players used
// (they share the machine: on 2 cores the players' CPU bounds the server's). DATABASE_URL / REDIS_URL select
// PostgreSQL / Redis.
// BENCH_PROF=DIR writes a CPU profile of the server process to DIR (node --cpu-prof) to see what bounds it.
// `--server-cpu 0 --client-cpu 1` pins the server process and the simulated players to different cores
// (Linux `taskset`; without it the flags are ignored with a note), so the figures approximate players on
// another machine. The server's CPU time per confirmed move (ms) is the figure least sensitive to load.
// The server also tells how late its event loop ran while the players played, its group commits (how
// many, moves in each, time each, the slowest) and its garbage collection pauses. The players' own loop lateness and the CPU time the virtual
// machine's host took from us (/proc/stat's steal) say how much of a round trip was not the server's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import readline from 'node:readline';
import { io as connect, type Socket } from 'socket.io-client';
import { newGame, playMove, type Game } from '../../src/domain/go';
import { liveEvents, type LiveMovedView } from '../../src/protocol';
import { numberFlag, stringFlag } from './flags';

const gamesWanted = numberFlag(process.argv, '--games', 100);
const seconds = numberFlag(process.argv, '--seconds', 30);
/** The fast half's think time between moves (ms): 100 by default, the per-user event budget's pace. */
const fastMs = numberFlag(process.argv, '--fast-ms', 100);
const serverCpus = stringFlag(process.argv, '--server-cpu');
const clientCpus = stringFlag(process.argv, '--client-cpu');

/** Whether `taskset` (util-linux) runs here; pinning needs it. */
function hasTaskset(): boolean {
  if (process.platform !== 'linux') return false;
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}
const pinning = (serverCpus !== undefined || clientCpus !== undefined) && hasTaskset();
if ((serverCpus !== undefined || clientCpus !== undefined) && !pinning)
  console.error('taskset is not available: --server-cpu / --client-cpu ignored, nothing pinned');
// The players are this process (and its threads): pinned now, before any socket opens.
if (pinning && clientCpus !== undefined) {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', clientCpus, String(process.pid)], {
    stdio: 'ignore',
  });
  if (pinned.status !== 0) console.error(`could not pin the simulated players to cpu ${clientCpus}`);
}
const nodeArgs = [
  ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
  '--import',
  'tsx',
  'tools/bench/liveTarget.ts',
  '--games',
  String(gamesWanted),
];

interface Target {
  url: string;
  players: Array<{ userno: number; token: string }>;
  dialect: string;
}

// taskset execs node in place, so the child's pid is the server's (its CPU and memory are read from /proc).
const child =
  pinning && serverCpus !== undefined
    ? spawn('taskset', ['-c', serverCpus, process.execPath, ...nodeArgs], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, nodeArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
interface TargetStats {
  loopDelayMs: { p50: number; p99: number; max: number };
  commits: { count: number; moves: number; ms: number; slowestMs: number };
  gc: Record<string, { count: number; ms: number; maxMs: number }>;
  heapMb: { start: number; end: number };
}
const targetLines = readline.createInterface({ input: child.stdout });
const target = await new Promise<Target>((resolve, reject) => {
  targetLines.once('line', (line) => resolve(JSON.parse(line) as Target));
  child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
});
// Its second line, when it stops: how late its event loop ran and its group commits while playing.
const targetStats = new Promise<TargetStats | null>((resolve) => {
  targetLines.once('line', (line) => resolve(JSON.parse(line) as TargetStats));
  child.once('exit', () => resolve(null));
});

/** CPU time (user + system, seconds) a process has used, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; in clock ticks (100/s).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's CPU ticks so far, all and stolen by the hypervisor (Linux /proc/stat; zeros elsewhere). */
function cpuTicks(): { total: number; steal: number } {
  try {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    const ticks = fields.slice(0, 8).map(Number);
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function open(token: string): Promise<Socket> {
  const socket = connect(target.url, { transports: ['websocket'], reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const roundTrips: number[] = [];
let sent = 0;
let confirmed = 0;
let refused = 0;
const refusals = new Map<string, number>();
let duplicated = 0;
let lost = 0;
let running = true;
let go: () => void = () => undefined;
/** Every game waits for this before its first move, so the measured window has every game running. */
const allReady = new Promise<void>((resolve) => (go = resolve));
/** Each game's moves sent and not yet confirmed, by move number. */
const pendingMaps: Array<Map<number, number>> = [];

function randomMove(game: Game, random: () => number): number {
  const size = 19;
  for (let tries = 0; tries < 40; tries++) {
    const vertex = Math.floor(random() * size * size);
    const played = playMove(game, vertex);
    if (played.ok) return vertex;
  }
  return -1;
}

/** One game between two sockets; resolves when the time is up. */
async function playGame(
  index: number,
  a: Socket,
  b: Socket,
  bNo: number,
  fast: boolean,
  ready: () => void,
): Promise<void> {
  const offer = new Promise<{ id: string }>((resolve) => b.once(liveEvents.challenged, resolve));
  const startA = new Promise<{ gameId: string }>((resolve) => a.once(liveEvents.started, resolve));
  a.emit(liveEvents.challenge, { to: bNo, size: 19, control: 'live' });
  b.emit(liveEvents.answerChallenge, { id: (await offer).id, accept: true });
  const { gameId } = await startA;
  // As the app does: each player joins the game (and gets its whole state) before playing.
  await Promise.all(
    [a, b].map(
      (s) =>
        new Promise<void>((resolve) => {
          s.once(liveEvents.state, () => resolve());
          s.emit(liveEvents.join, { gameId });
        }),
    ),
  );
  // Challenger is Black between equals.
  const sockets: Record<number, Socket> = { 1: a, [-1]: b };
  let game = newGame(19, { superko: 'positional' });
  let seed = index + 1;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  const pending = new Map<number, number>();
  pendingMaps.push(pending);
  const seen = [new Set<number>(), new Set<number>()];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));

  const move = () => {
    if (!running) return done();
    const moveNo = game.moves.length;
    const color = moveNo % 2 === 0 ? 1 : -1;
    const vertex = randomMove(game, random);
    pending.set(moveNo, performance.now());
    sent += 1;
    sockets[color]?.emit(liveEvents.move, { gameId, moveNo, vertex });
  };
  const onMoved = (who: number) => (m: LiveMovedView) => {
    if (m.gameId !== gameId) return;
    const set = seen[who];
    if (!set) return;
    if (set.has(m.moveNo)) duplicated += 1;
    set.add(m.moveNo);
    if (who !== (m.color === 1 ? 0 : 1)) return;
    // The mover's own confirmation: the round trip, then the opponent thinks.
    const at = pending.get(m.moveNo);
    if (at !== undefined) {
      roundTrips.push(performance.now() - at);
      pending.delete(m.moveNo);
      confirmed += 1;
    }
    const played = playMove(game, m.vertex, m.color);
    if (played.ok) game = played.game;
    // Jittered around the pace: games in lockstep would all move in the same millisecond, a burst no
    // set of real players makes (the first version of this bench did, and its p99 was that queue).
    const think = fast ? fastMs * (0.5 + random()) : 1000 + random() * 3000;
    setTimeout(move, think);
  };
  a.on(liveEvents.moved, onMoved(0));
  b.on(liveEvents.moved, onMoved(1));
  const onRefused = (r: { gameId?: string; event: string; reason: string }) => {
    if (r.gameId !== gameId || r.event !== liveEvents.move) return;
    refused += 1;
    refusals.set(r.reason, (refusals.get(r.reason) ?? 0) + 1);
    pending.clear();
    // Out of sync (should not happen): stop this game.
    done();
  };
  a.on(liveEvents.refused, onRefused);
  b.on(liveEvents.refused, onRefused);
  ready();
  await allReady;
  setTimeout(move, (fast ? fastMs : 3000) * random());
  await finished;
}

const progress = setInterval(() => {
  if (process.env.BENCH_VERBOSE) console.error(`sent ${sent} confirmed ${confirmed} refused ${refused}`);
}, 2000);
progress.unref();
const startedAt = performance.now();
const sockets: Socket[] = [];
const gamesRun: Promise<void>[] = [];
const readies: Promise<void>[] = [];
let connectFailures = 0;
// Games are set up 50 at a time (connect both players, challenge, accept, join), then all start together.
const batch = 50;
for (let first = 0; first < gamesWanted; first += batch) {
  await Promise.all(
    Array.from({ length: Math.min(batch, gamesWanted - first) }, async (_, k) => {
      const g = first + k;
      const pa = target.players[2 * g];
      const pb = target.players[2 * g + 1];
      if (!pa || !pb) return;
      try {
        const [a, b] = await Promise.all([open(pa.token), open(pb.token)]);
        sockets.push(a, b);
        let ready: () => void = () => undefined;
        const isReady = new Promise<void>((resolve) => (ready = resolve));
        readies.push(isReady);
        gamesRun.push(playGame(g, a, b, pb.userno, g % 2 === 1, ready));
        await isReady;
      } catch {
        connectFailures += 1;
      }
    }),
  );
}
await Promise.all(readies);
child.kill('SIGUSR2');
go();
const setupSeconds = (performance.now() - startedAt) / 1000;
const memoryStart = memoryOf(child.pid ?? 0);
const serverCpuStart = cpuSecondsOf(child.pid ?? 0);
const clientCpuStart = process.cpuUsage();
const ticksStart = cpuTicks();
const playStart = performance.now();
const confirmedAtStart = confirmed;
// The players' own lateness: a round trip is timed by their loop, so theirs adds to the server's.
const playersLoop = monitorEventLoopDelay({ resolution: 10 });
playersLoop.enable();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const playSeconds = (performance.now() - playStart) / 1000;
playersLoop.disable();
const confirmedInWindow = confirmed - confirmedAtStart;
child.kill('SIGUSR2');
const memory = memoryOf(child.pid ?? 0);
const serverCpuSeconds = cpuSecondsOf(child.pid ?? 0) - serverCpuStart;
const serverCpu = serverCpuSeconds / playSeconds;
const clientUsage = process.cpuUsage(clientCpuStart);
const ticksEnd = cpuTicks();
// On a virtual machine the host may run others on our cores: time stolen stretches every figure here.
const stolen =
  ticksEnd.total > ticksStart.total
    ? (ticksEnd.steal - ticksStart.steal) / (ticksEnd.total - ticksStart.total)
    : 0;
const clientCpu = (clientUsage.user + clientUsage.system) / 1e6 / playSeconds;
running = false;
// Games stop at their next turn; moves still unconfirmed a few seconds after the end are lost.
await Promise.race([Promise.all(gamesRun), new Promise((resolve) => setTimeout(resolve, 10_000))]);
await new Promise((resolve) => setTimeout(resolve, 3000));
for (const pending of pendingMaps) lost += pending.size;
for (const s of sockets) s.disconnect();
child.kill('SIGTERM');
const stats = await Promise.race([
  targetStats,
  new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
]);

roundTrips.sort((x, y) => x - y);
const pct = (p: number) =>
  roundTrips[Math.min(roundTrips.length - 1, Math.floor((p / 100) * roundTrips.length))] ?? NaN;
console.log(
  `live games bench (${target.dialect}${process.env.REDIS_URL ? ', Redis adapter' : ''}), one server process; fast games think ${fastMs} ms, the others 1–4 s`,
);
console.log(
  `games             ${gamesRun.length} (${connectFailures} could not connect), set up in ${setupSeconds.toFixed(1)} s`,
);
console.log(
  `moves             ${confirmed} confirmed, ${(confirmedInWindow / playSeconds).toFixed(0)} moves/s over ${playSeconds.toFixed(0)} s`,
);
console.log(
  `round trip        p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms (${roundTrips.length} moves)`,
);
console.log(
  `lost / duplicated ${lost} / ${duplicated} (refused: ${refused}${refused > 0 ? ` ${JSON.stringify(Object.fromEntries(refusals))}` : ''})`,
);
console.log(
  `server memory     ${memoryStart.rssMb.toFixed(0)} MB after setup, ${memory.rssMb.toFixed(0)} MB at the end, peak ${memory.peakMb.toFixed(0)} MB`,
);
console.log(
  `cpu while playing server ${(serverCpu * 100).toFixed(0)} % of a core, simulated players ${(clientCpu * 100).toFixed(0)} % (${os.cpus().length} cores${pinning ? `; server on cpu ${serverCpus ?? 'any'}, players on cpu ${clientCpus ?? 'any'}` : ''})`,
);
console.log(
  `server cpu / move ${confirmedInWindow > 0 ? ((serverCpuSeconds * 1000) / confirmedInWindow).toFixed(3) : 'n/a'} ms (${confirmedInWindow} moves confirmed while measuring)`,
);
if (stats) {
  const { loopDelayMs: d, commits: c } = stats;
  console.log(
    `server loop delay p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(0)} ms (how late its timers ran)`,
  );
  const late = (ns: number) => Math.max(0, ns / 1e6 - 10);
  console.log(
    `players' loop    p50 ${late(playersLoop.percentile(50)).toFixed(1)} ms, p99 ${late(playersLoop.percentile(99)).toFixed(1)} ms, max ${late(playersLoop.max).toFixed(0)} ms (the simulated players' own lateness)`,
  );
  console.log(
    `group commits     ${c.count} (${c.count > 0 ? (c.moves / c.count).toFixed(1) : 0} moves each, ${c.count > 0 ? (c.ms / c.count).toFixed(2) : 0} ms each, slowest ${c.slowestMs.toFixed(0)} ms; ${((100 * c.ms) / 1000 / playSeconds).toFixed(0)} % of the time)`,
  );
  const pauses = Object.entries(stats.gc)
    .map(([kind, g]) => `${kind} ${g.count} (${g.ms.toFixed(0)} ms, longest ${g.maxMs.toFixed(1)} ms)`)
    .join(', ');
  console.log(`gc pauses         ${pauses || 'none'}`);
  console.log(
    `server heap       ${stats.heapMb.start.toFixed(0)} MB when play started, ${stats.heapMb.end.toFixed(0)} MB when it stopped`,
  );
}
console.log(`cpu stolen        ${(stolen * 100).toFixed(0)} % (by the virtual machine's host while playing)`);
console.log(
  `load average      ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (1, 5, 15 min)`,
);
process.exit(0);
