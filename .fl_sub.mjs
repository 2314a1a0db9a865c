import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const prof = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const re = new RegExp(process.argv[3]);
const maps = new Map();
const mapOf = (url) => { if (maps.has(url)) return maps.get(url); let c=null; try { const p = 'dist'+new URL(url).pathname; if (fs.existsSync(p+'.map')) c = new SourceMapConsumer(JSON.parse(fs.readFileSync(p+'.map','utf8'))); } catch {} maps.set(url,c); return c; };
const src = (n) => { const f=n.callFrame; if(!f.url) return f.functionName||'(native)'; const m=mapOf(f.url); if(m&&f.lineNumber>=0){const o=m.originalPositionFor({line:f.lineNumber+1,column:f.columnNumber}); if(o.source) { const s=o.source.replace(/^.*node_modules\//,'nm:').replace(/^(\.\.\/)+/,''); return s.startsWith('nm:')? s.split('/').slice(0, s.startsWith('nm:@')?2:1).join('/') : s+':'+o.line; }} return f.url.split('/').pop()+':'+f.lineNumber; };
const nodes = new Map(prof.nodes.map(n=>[n.id,n]));
const selfMs = new Map(); prof.samples.forEach((id,i)=>selfMs.set(id,(selfMs.get(id)??0)+(prof.timeDeltas[i+1]??0)/1000));
const tot = (id) => { const n=nodes.get(id); return (selfMs.get(id)??0)+(n.children??[]).reduce((a,c)=>a+tot(c),0); };
// find matching nodes (label = fn @ url:line)
const agg = new Map(); let rootTotal=0;
const walkAttr = (id, key) => { const n=nodes.get(id); const k = key ?? src(n); agg.set(k,(agg.get(k)??0)+(selfMs.get(id)??0)); for(const c of n.children??[]) walkAttr(c, k.startsWith('nm:')||k.startsWith('(')? k : undefined); };
for (const n of prof.nodes) { const l=(n.callFrame.functionName||'(anon)')+' @ '+n.callFrame.url.split('/').pop()+':'+n.callFrame.lineNumber; if (re.test(l)) { rootTotal+=tot(n.id); for (const c of n.children??[]) walkAttr(c); agg.set('(self)', (agg.get('(self)')??0)+(selfMs.get(n.id)??0)); } }
console.log('total', Math.round(rootTotal));
[...agg].sort((a,b)=>b[1]-a[1]).slice(0,Number(process.argv[4]??40)).forEach(([k,v])=>console.log(String(Math.round(v)).padStart(6),k));
