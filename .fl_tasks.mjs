import fs from 'node:fs';
const t = JSON.parse(fs.readFileSync(process.argv[2],'utf8')).traceEvents;
const pid = t.find(e=>e.name==='ResourceSendRequest' && /127\.0\.0\.1/.test(e.args.data.url)).pid;
const main = t.filter(e=>e.pid===pid && e.ph==='X');
const tid = t.find(e=>e.pid===pid && e.name==='thread_name' && e.args.name==='CrRendererMain').tid;
const ev = main.filter(e=>e.tid===tid).sort((a,b)=>a.ts-b.ts);
const nav = t.find(e=>e.name==='navigationStart' && e.pid===pid) ?? ev[0];
const fcp = t.find(e=>e.name==='firstContentfulPaint' && e.pid===pid);
console.log('FCP at', fcp ? ((fcp.ts-nav.ts)/1000).toFixed(0) : '?');
const tasks = ev.filter(e=>e.name==='RunTask'||e.name==='ThreadControllerImpl::RunTask');
let end=0;
for (const task of tasks) { if (task.ts < end) continue; end = task.ts+task.dur; if (task.dur < 50000) continue;
  const inner = ev.filter(e=>e.ts>=task.ts && e.ts+e.dur<=end && e!==task && /EvaluateScript|v8.evaluateModule|FunctionCall|v8.compileModule|ParseHTML|UpdateLayoutTree|Layout|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|v8.compile$|ResourceReceivedData|ResourceFinish|XHRLoad|Paint/.test(e.name) && e.dur>5000);
  console.log(`task at ${((task.ts-nav.ts)/1000).toFixed(0)} ms: ${(task.dur/1000).toFixed(0)} ms`);
  for (const e of inner.slice(0,12)) console.log(`    ${e.name} ${(e.dur/1000).toFixed(0)} ms ${(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? '').toString().replace(/^.*\//,'')}`);
}
