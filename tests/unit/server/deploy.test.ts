// The container example (issue 21): compose.yaml, the Dockerfile and the proxy's Caddyfile are read by an
// operator, not run by CI (no image registry here), so this test reads them the way Docker would and checks
// that they name only real settings, start the compiled programs `npm run build` makes, run as a non-root
// user, wait for PostgreSQL and Redis, and put health checks where the server answers them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { knownSettings, misspeltSettings } from '../../../server/config';
import { serverEntryPoints } from '../../../tools/serverEntryPoints';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');

interface Service {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const compiled = Object.keys(serverEntryPoints).map((name) => `dist-server/${name}.js`);

describe('compose.yaml', () => {
  const { services } = compose;

  it('runs two app processes beside PostgreSQL and Redis behind a proxy, migrating first', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'migrate', 'postgres', 'proxy', 'redis']);
    for (const name of ['app1', 'app2']) {
      const app = services[name];
      expect(app?.build).toBe('.');
      expect(app?.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/hoshi:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/hoshi$/,
      );
      expect(app?.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(app?.environment?.NODE_ENV).toBe('production');
      expect(app?.environment?.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
      expect(app?.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(app?.healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('names only settings the server knows, spelt right', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'postgres' || name === 'proxy' || name === 'redis') continue;
      const env = service.environment ?? {};
      for (const key of Object.keys(env)) expect(knownSettings, `${name}: ${key}`).toContain(key);
      expect(misspeltSettings(env)).toEqual([]);
    }
  });

  it('starts programs the build makes', () => {
    expect(compiled).toContain(services.migrate?.command?.[1]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line))
    .map((line) => line.split(/\s+/)[0]);

  it('builds in one stage and runs from a slim second one as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci/m);
    expect(dockerfile).toMatch(/^RUN npm run build && npm prune --omit=dev$/m);
    const user = instructions.lastIndexOf('USER');
    expect(user).toBeGreaterThan(instructions.lastIndexOf('FROM'));
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(user).toBeLessThan(instructions.lastIndexOf('CMD'));
  });

  it('starts the compiled server and checks its health', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]';
    expect(compiled).toContain((JSON.parse(cmd) as string[]).at(-1));
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    for (const key of [...dockerfile.matchAll(/^\s*([A-Z_]+)=/gm)].map((m) => m[1])) {
      expect(knownSettings).toContain(key);
    }
  });
});

describe('deploy/Caddyfile', () => {
  it('spreads over both app processes and skips one that is not ready', () => {
    const caddy = read('deploy/Caddyfile');
    expect(caddy).toMatch(/reverse_proxy app1:8000 app2:8000/);
    expect(caddy).toMatch(/health_uri \/readyz/);
  });
});
