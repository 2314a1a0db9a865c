// The process under load for `npm run bench:live`: the Hoshi server with its realtime socket on a fresh
// database, with 2 × games players made directly in the database (friends in pairs, each with a live
// session), so the bench measures live play and not sign-up. Prints one JSON line with the URL and the
// players' tokens, then serves until killed. Between two SIGUSR2 (the players start, their time is up) it
// measures how late its event loop runs and its group commits; on SIGTERM it prints those (and its garbage collection pauses) as a
// second JSON line, then stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { attachRealtime, liveServiceOf } from '../../server/realtime/socket';
import { issueRefreshFamily } from '../../server/auth/refreshTokens';
import { signAccessToken } from '../../server/auth/accessTokens';
import { numberFlag } from './flags';

const games = numberFlag(process.argv, '--games', 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-bench-live-'));
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir });
await migrateToLatest(db);
const app = await buildApp({ db, staticDir: '/nonexistent', port: 0, logLevel: 'silent' });
await attachRealtime(app, process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
await app.listen({ port: 0, host: '127.0.0.1' });

const now = Date.now();
const players: Array<{ userno: number; token: string }> = [];
for (let i = 0; i < games * 2; i++) {
  const row = await db.kysely
    .insertInto('users')
    .values({
      username: `bench${i}`,
      passwd_hash: 'not-a-password',
      email: '',
      phoneno: '',
      country: '',
      lang: 'en-US',
      grade: 1,
      teacher_flag: 0,
      admin_flag: 0,
      use_stop_flag: 0,
      created_at: now,
    })
    .returning('userno')
    .executeTakeFirstOrThrow();
  const family = await issueRefreshFamily(db, row.userno, now);
  const { token } = await signAccessToken(
    app.keys.accessKey,
    { userno: row.userno, familyId: family.familyId },
    now,
  );
  players.push({ userno: row.userno, token });
}
for (let g = 0; g < games; g++) {
  const a = players[2 * g];
  const b = players[2 * g + 1];
  if (!a || !b) continue;
  await db.kysely
    .insertInto('friend_links')
    .values([
      { from_userno: a.userno, to_userno: b.userno, created_at: now },
      { from_userno: b.userno, to_userno: a.userno, created_at: now },
    ])
    .execute();
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, players, dialect: db.dialect }));

const loopResolutionMs = 10;
const loopDelay = monitorEventLoopDelay({ resolution: loopResolutionMs });
const noCommits = { count: 0, moves: 0, ms: 0, slowestMs: 0 };
let commitsAtStart = noCommits;
let commitsAtEnd: typeof noCommits | null = null;
let measuring = false;
// Garbage collection pauses while measuring, by kind: a long major collection stops every game at once.
const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
const gcPauses: Record<string, { count: number; ms: number; maxMs: number }> = {};
const gcObserver = new PerformanceObserver((list) => {
  if (!measuring) return;
  for (const entry of list.getEntries()) {
    // Node adds `detail` (the collection's kind) to gc entries; the typings in use do not declare it.
    const detail = (entry as unknown as { detail?: { kind?: number } }).detail;
    const kind = gcKinds[detail?.kind ?? -1] ?? 'other';
    const pauses = (gcPauses[kind] ??= { count: 0, ms: 0, maxMs: 0 });
    pauses.count++;
    pauses.ms += entry.duration;
    pauses.maxMs = Math.max(pauses.maxMs, entry.duration);
  }
});
gcObserver.observe({ entryTypes: ['gc'] });
let heapAtStartMb = 0;
let heapAtEndMb = 0;
// The first SIGUSR2 starts the measure (the players start), the second ends it (their time is up).
process.on('SIGUSR2', () => {
  const commits = { ...(liveServiceOf(app)?.commits ?? noCommits) };
  measuring = !measuring;
  if (measuring) {
    loopDelay.reset();
    loopDelay.enable();
    heapAtStartMb = process.memoryUsage().heapUsed / 2 ** 20;
    commitsAtStart = commits;
    const service = liveServiceOf(app);
    if (service) service.commits.slowestMs = 0;
  } else {
    loopDelay.disable();
    commitsAtEnd = commits;
    heapAtEndMb = process.memoryUsage().heapUsed / 2 ** 20;
  }
});

process.on('SIGTERM', () => {
  loopDelay.disable();
  const commits = commitsAtEnd ?? liveServiceOf(app)?.commits ?? noCommits;
  // The histogram holds the whole interval between samples: the lateness is what exceeds the resolution.
  const ms = (ns: number) => Math.max(0, ns / 1e6 - loopResolutionMs);
  console.log(
    JSON.stringify({
      loopDelayMs: {
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
      },
      commits: {
        count: commits.count - commitsAtStart.count,
        moves: commits.moves - commitsAtStart.moves,
        ms: commits.ms - commitsAtStart.ms,
        slowestMs: commits.slowestMs,
      },
      gc: gcPauses,
      heapMb: { start: heapAtStartMb, end: heapAtEndMb },
    }),
  );
  void app.close().then(async () => {
    await db.kysely.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
