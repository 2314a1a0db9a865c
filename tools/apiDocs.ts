// Renders docs/api.md from the contract in src/protocol, so the reference cannot drift from the code.
// `npm run docs:api` writes it; a unit test fails when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { apiErrors, type EndpointDef } from '../src/protocol';
import { allEndpoints } from '../src/protocol/endpoints/all';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`;
  if (schema.type === 'object') {
    const keys = Object.keys(schema.properties ?? {});
    return keys.length ? `{ ${keys.join(', ')} }` : 'object';
  }
  const base = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'unknown');
  const bounds: string[] = [];
  if (schema.minimum !== undefined) bounds.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) bounds.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) bounds.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) bounds.push(`length ≤ ${schema.maxLength}`);
  return bounds.length ? `${base} (${bounds.join(', ')})` : base;
}

function fieldTable(schema: z.ZodMiniType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const props = Object.entries(json.properties ?? {});
  if (props.length === 0) return '_empty_\n';
  const required = new Set(json.required ?? []);
  const rows = props.map(
    ([name, prop]) =>
      `| \`${name}\` | ${typeOf(prop)} | ${required.has(name) ? 'yes' : 'no'}${prop.default !== undefined ? ` (default ${JSON.stringify(prop.default)})` : ''} |`,
  );
  return ['| field | type | required |', '| --- | --- | --- |', ...rows].join('\n') + '\n';
}

const errorNames = new Map<number, string>(Object.entries(apiErrors).map(([name, code]) => [code, name]));

function endpointSection(def: EndpointDef): string {
  const errors = def.errors.map((code) => `\`${code}\` ${errorNames.get(code) ?? ''}`).join(', ') || '—';
  return [
    `### \`${def.path}\``,
    '',
    def.summary,
    '',
    `- access: ${def.access === 'public' ? 'public (no token)' : 'signed-in user'}`,
    `- replayable with \`Idempotency-Key\`: ${def.idempotent ? 'yes' : 'no'}`,
    `- requirements: ${def.requirements.join(', ')}`,
    `- errors besides the common ones: ${errors}`,
    '',
    'Request:',
    '',
    fieldTable(def.request, 'input'),
    'Answer (errorcode 0):',
    '',
    fieldTable(def.response, 'output'),
  ].join('\n');
}

export function renderApiDocs(): string {
  const errorRows = Object.entries(apiErrors).map(([name, code]) => `| \`${code}\` | ${name} |`);
  return [
    '# Hoshi API reference',
    '',
    '<!-- Generated from src/protocol by `npm run docs:api`. Do not edit by hand. -->',
    '',
    'Every call is `POST` with a JSON body (`Content-Type: application/json`) and answers JSON with',
    '`errorcode` (0 = success). Failures of input or business rules answer HTTP 200 with a negative',
    '`errorcode` and, for a stopped account, `errormsg: "err_use_stop"`; the app shows `error.c<abs code>`.',
    'A user call without a valid access token answers HTTP 401. The access token travels in',
    '`authorization: Bearer …` or in the `access-token` cookie; a cookie-authenticated call must also send',
    "`X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. A `userno` in a body must be the token's user (or 0).",
    'Replayable writes take an `Idempotency-Key` header (8–128 of `A-Z a-z 0-9 _ . : -`): the first call',
    'applies, replays get the first answer, the same key with another body answers `-4090`. Keys are kept',
    '30 days. Times on the wire are microseconds since the epoch.',
    '',
    '## Error codes',
    '',
    '| code | name |',
    '| --- | --- |',
    ...errorRows,
    '',
    '## Endpoints',
    '',
    ...allEndpoints.map(endpointSection),
  ].join('\n');
}

export const apiDocsPath = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../docs/api.md',
);

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  fs.writeFileSync(apiDocsPath, renderApiDocs());
  console.log(`Wrote ${apiDocsPath} (${allEndpoints.length} endpoints)`);
}
