// Starts the real server (built app, fresh temp database, a free port) as its own process, the way
// `npm start` does, and stops it with SIGTERM. `down`/`up` stop it and start a new process on the same
// port and database, as a deploy or a crash-and-restart does while tablets keep their pages open.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export interface RunningServer {
  url: string;
  /** The process id of the running process (a new one after `up`). */
  pid: () => number | undefined;
  dataDir: string;
  output: () => string;
  stop: () => Promise<number | null>;
  /** SIGKILL: no shutdown at all, as in a crash or power loss. */
  kill: () => Promise<void>;
  /** Stops the process (SIGTERM) but keeps its port and database for `up`; answers its exit code. */
  down: () => Promise<number | null>;
  /** Starts a new process on the same port and database after `down`. */
  up: () => Promise<void>;
}

const root = path.resolve(__dirname, '../../..');

/**
 * A port for a server that goes down and comes back on the same port (`down`/`up`): one below the kernel's
 * range of automatic ports. While the server is down, a port in that range may go to any new connection
 * (the browser of the test file running beside this one opens many) and the restart would find it taken;
 * below the range only an explicit bind can take it.
 */
function portBelowAutomaticRange(): number {
  let first = 32768;
  try {
    first = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    // Not Linux: its usual first automatic port.
  }
  const top = Number.isInteger(first) && first > 20_100 ? first : 32768;
  return 20_000 + Math.floor(Math.random() * (top - 20_000));
}

/**
 * Every server process a test file started and that still runs: killed after the file's tests, so a test
 * that timed out before its server came up (and never got to stop it) leaves no server behind.
 */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** The process, and the URL it announced once it listens. */
async function spawnServer(
  env: Record<string, string>,
  dataDir: string,
  port: string,
  onOutput: (text: string) => void,
  program: readonly string[],
): Promise<{ child: ChildProcess; url: string }> {
  const child: ChildProcess = spawn(process.execPath, program, {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The run's database and Redis are not the server's: a test names the ones its servers share
      // (servers of two test files on one Redis would hear each other's socket rooms).
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const collect = (d: Buffer) => {
    log += d.toString();
    onOutput(d.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${log}`));
    }, 90_000);
    const onData = () => {
      const match = /serving on (http:\/\/\S+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return { child, url };
}

function terminate(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

export async function startServer(
  env: Record<string, string> = {},
  options: {
    needsApp?: boolean;
    dataDir?: string;
    /** `compiled`: dist-server/main.js as `npm run start:prod` runs it; else the TypeScript as `npm start`. */
    build?: 'typescript' | 'compiled';
    /** The test takes it down and up again (`down`/`up`): a port no automatic choice can take meanwhile. */
    restartable?: boolean;
  } = {},
): Promise<RunningServer> {
  const program =
    options.build === 'compiled'
      ? ['--enable-source-maps', 'dist-server/main.js']
      : ['--import', 'tsx', 'server/main.ts'];
  if ((options.needsApp ?? true) && !fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  // A given data folder belongs to the caller (a restart reuses it); a fresh one is removed on stop.
  const ownsData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-e2e-'));
  let log = '';
  const onOutput = (text: string) => (log += text);
  let first: { child: ChildProcess; url: string } | null = null;
  for (let attempt = 1; first === null; attempt += 1) {
    const wanted = env.PORT ?? (options.restartable ? String(portBelowAutomaticRange()) : '0');
    try {
      first = await spawnServer(env, dataDir, wanted, onOutput, program);
    } catch (error) {
      // A port picked at random may be someone's already: another one.
      const taken = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!taken || env.PORT !== undefined || !options.restartable || attempt >= 5) throw error;
    }
  }
  let child: ChildProcess | null = first.child;
  const url = first.url;
  const port = new URL(url).port;
  return {
    url,
    dataDir,
    pid: () => child?.pid,
    output: () => log,
    stop: async () => {
      const code = child === null ? 0 : await terminate(child, 'SIGTERM');
      if (ownsData) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    kill: async () => {
      if (child !== null) await terminate(child, 'SIGKILL');
    },
    down: async () => {
      if (child === null) return null;
      const code = await terminate(child, 'SIGTERM');
      child = null;
      return code;
    },
    up: async () => {
      if (child !== null) throw new Error('the server is already up');
      child = (await spawnServer(env, dataDir, port, onOutput, program)).child;
    },
  };
}
