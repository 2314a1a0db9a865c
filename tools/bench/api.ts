// `npm run bench:api`: throughput and p99 latency of three API calls on loopback, each beside a bare
// Fastify route measured in the same run, so the figures also read as ratios on any machine. The server
// runs in its own process (tools/bench/apiTarget.ts); this process only generates load.
//   read:   /api/dice/alive/count (token check + one balance read)
//   write:  /api/heart/spent with a fresh Idempotency-Key per request (transaction + ledger)
//   login:  /api/login from many client addresses (argon2id verification dominates)
// Bounded: each run lasts DURATION seconds (default 5) with CONNECTIONS connections (default 10).
// DATABASE_URL=postgres://… measures PostgreSQL instead of the embedded SQLite file.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

interface Target {
  app: string;
  bare: string;
  token: string;
  dialect: string;
}

interface Figures {
  name: string;
  reqPerSec: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration, connections, ...options });
  return {
    name,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/apiTarget.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const target = await new Promise<Target>((resolve, reject) => {
  readline
    .createInterface({ input: child.stdout })
    .once('line', (line) => resolve(JSON.parse(line) as Target));
  child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
});

try {
  const json = { 'content-type': 'application/json' };
  const auth = { ...json, authorization: `Bearer ${target.token}` };
  const empty = JSON.stringify({});
  const reference = await measure('bare Fastify route', {
    url: `${target.bare}/bare`,
    method: 'POST',
    headers: json,
    body: empty,
  });
  let n = 0;
  const nextKey = () => ({ ...auth, 'idempotency-key': `bench-${process.pid}-${n++}-key` });
  const nextClient = () => {
    n += 1;
    return { ...json, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  };
  const rows = [
    await measure('read: dice/alive/count', {
      url: `${target.app}/api/dice/alive/count`,
      method: 'POST',
      headers: auth,
      body: empty,
    }),
    await measure('write: heart/spent + key', {
      url: `${target.app}/api/heart/spent`,
      method: 'POST',
      body: JSON.stringify({ delta: 1 }),
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, headers: nextKey() }) }],
    }),
    await measure('login', {
      url: `${target.app}/api/login`,
      method: 'POST',
      body: JSON.stringify({ username: 'bencher', passwd: 'stone-1234' }),
      // Each sign-in from its own client address behind the (trusted) loopback proxy.
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, headers: nextClient() }) }],
    }),
  ];
  console.log(
    `Database: ${target.dialect}; ${duration} s per run, ${connections} connections; Node ${process.version}`,
  );
  console.log(
    `${'call'.padEnd(28)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)} errors`,
  );
  for (const r of [reference, ...rows]) {
    const ratio = (r.reqPerSec / reference.reqPerSec).toFixed(3);
    console.log(
      `${r.name.padEnd(28)} ${r.reqPerSec.toFixed(0).padStart(9)} ${String(r.p99).padStart(7)} ${ratio.padStart(8)} ${r.errors}`,
    );
  }
  console.log('Targets: economy writes >= 1000 req/s with p99 <= 50 ms on SQLite; login >= 80 req/s.');
} finally {
  child.kill('SIGTERM');
}
