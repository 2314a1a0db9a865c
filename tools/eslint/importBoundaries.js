// ESLint rule: the layers of DESIGN.md depend one way. Each realm lists the project folders it may import
// from and the packages it may use; anything else is reported. Relative imports are resolved against the
// importing file, so `../../io/api` from `src/domain` is caught however it is spelled.
import path from 'node:path';

/** Realms, most specific first. `allow` are folders (relative to the root); `packages` are bare imports. */
export const realms = [
  {
    name: 'domain',
    dir: 'src/domain',
    allow: ['src/domain'],
    // Pure packages only: no React, no DOM, no Node built-ins.
    packages: ['@sabaki/sgf'],
  },
  { name: 'protocol', dir: 'src/protocol', allow: ['src/protocol', 'src/domain'], packages: ['zod'] },
  {
    name: 'board',
    dir: 'src/board',
    allow: ['src/board', 'src/domain', 'src/i18n', 'src/ui'],
    packages: '*',
  },
  // The design system (issue 13): presentational React components over the tokens. It knows nothing of the
  // app (no state, io, router or i18n: words come in as props), so every layer that draws may use it.
  { name: 'ui', dir: 'src/ui', allow: ['src/ui'], packages: ['react', 'react-dom'], renders: true },
  { name: 'io', dir: 'src/io', allow: ['src/io', 'src/protocol', 'src/domain'], packages: '*' },
  // Worker entry points: the domain and the message types they answer, nothing of the app.
  {
    name: 'workers',
    dir: 'src/workers',
    allow: ['src/workers', 'src/domain', 'src/io/ai/protocol'],
    packages: [],
  },
  {
    name: 'state',
    dir: 'src/state',
    allow: ['src/state', 'src/io', 'src/protocol', 'src/domain'],
    packages: '*',
  },
  {
    name: 'server',
    dir: 'server',
    allow: ['server', 'src/domain', 'src/protocol', 'locales'],
    packages: '*',
  },
];

const forbiddenInPureRealms = /^(node:|react|react-dom|fs$|path$|os$|crypto$)/;

function realmOf(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return realms.find((r) => rel === r.dir || rel.startsWith(r.dir + '/'));
}

function isInside(rel, dir) {
  return rel === dir || rel.startsWith(dir + '/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the dependency arrow of DESIGN.md: domain ← protocol ← io/state ← features.' },
    messages: {
      folder: "The {{realm}} realm may not import '{{source}}' (it resolves to {{target}}).",
      package: "The {{realm}} realm may not import the package '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const realm = realmOf(root, context.filename);
    if (!realm) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.') || source.startsWith('/')) {
        const abs = path.resolve(path.dirname(context.filename), source);
        const rel = path.relative(root, abs).split(path.sep).join('/');
        if (!realm.allow.some((dir) => isInside(rel, dir))) {
          context.report({ node, messageId: 'folder', data: { realm: realm.name, source, target: rel } });
        }
        return;
      }
      if (realm.packages === '*') return;
      const allowed = realm.packages.some((p) => source === p || source.startsWith(p + '/'));
      if (!allowed || (!realm.renders && forbiddenInPureRealms.test(source))) {
        context.report({ node, messageId: 'package', data: { realm: realm.name, source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
