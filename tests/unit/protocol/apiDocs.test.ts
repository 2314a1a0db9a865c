// docs/api.md is generated from src/protocol; this fails when someone changed the contract and did not
// run `npm run docs:api`.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocsPath, renderApiDocs } from '../../../tools/apiDocs';

describe('docs/api.md', () => {
  it('is current with src/protocol (run `npm run docs:api` to refresh)', () => {
    expect(fs.readFileSync(apiDocsPath, 'utf8')).toBe(renderApiDocs());
  });
});
