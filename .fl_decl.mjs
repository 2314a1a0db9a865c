import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const f = process.argv[2]; const want = process.argv[3];
const c = new SourceMapConsumer(JSON.parse(fs.readFileSync(f+'.map','utf8')));
const lines = new Set();
c.eachMapping(m => { if (m.source && m.source.endsWith(want)) lines.add(m.originalLine); });
const src = fs.readFileSync(want,'utf8').split('\n');
// print declaration lines that have mappings
for (const [i,l] of src.entries()) if (lines.has(i+1) && /^(export )?(const|function|async function)/.test(l)) console.log(i+1, l.slice(0,100));
