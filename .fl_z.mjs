import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const f = process.argv[2];
const c = new SourceMapConsumer(JSON.parse(fs.readFileSync(f+'.map','utf8')));
const agg = new Map();
c.eachMapping(m => { if (m.name && /^z\./.test(m.name)) { const k=m.source.replace(/^(\.\.\/)+/,''); agg.set(k,(agg.get(k)??0)+1);} });
[...agg].sort((a,b)=>b[1]-a[1]).forEach(([k,v])=>console.log(String(v).padStart(5),k));
