// The figures `npm run bench:firstload` prints, computed from a Chromium trace and a CPU profile
// (tools/bench/firstload.ts): pure, so tested on small hand-made traces.

/** One event of a Chromium trace (the fields the figures read). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time of a complete event, in µs (what the thread ran, not how long it waited). */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string } };
}

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main thread (the renderer main thread of the process that requested `origin`'s resources, the
 * one with the most task time if several did, as `pid:tid`) and its top-level tasks in ms: wall time and
 * the thread's CPU time, nested tasks counted once, in trace order. The browser's own pages (its UI runs in
 * renderers too) are left out.
 */
export function topLevelTasks(
  events: readonly TraceEvent[],
  origin: string,
): {
  mainThread: string;
  durationsMs: number[];
  cpuMs: number[];
} {
  const pagePids = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin))
      .map((e) => e.pid),
  );
  const rendererMains = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          pagePids.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !taskNames.has(e.name) || !rendererMains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  let mainThread = '';
  let most = -1;
  for (const [thread, tasks] of byThread) {
    const total = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
    if (total > most) [mainThread, most] = [thread, total];
  }
  const tasks = [...(byThread.get(mainThread) ?? [])].sort((a, b) => a.ts - b.ts);
  const durationsMs: number[] = [];
  const cpuMs: number[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // inside the previous task
    durationsMs.push((task.dur ?? 0) / 1000);
    cpuMs.push((task.tdur ?? task.dur ?? 0) / 1000);
    end = task.ts + (task.dur ?? 0);
  }
  return { mainThread, durationsMs, cpuMs };
}

/** Tasks over 50 ms: how many, the longest, and their time beyond 50 ms (what blocks input). */
export function longTaskFigures(durationsMs: readonly number[]): {
  longTasks: number;
  longestMs: number;
  blockingMs: number;
} {
  const long = durationsMs.filter((d) => d > 50);
  return {
    longTasks: long.length,
    longestMs: long.length ? Math.max(...long) : 0,
    blockingMs: long.reduce((sum, d) => sum + d - 50, 0),
  };
}

export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A source map's source named as a module: a package of node_modules (`react-dom`,
 * `@tanstack/router-core`), else the project file (`src/app/routes.tsx`).
 */
export function moduleOfSource(source: string): string {
  const packaged = /.*node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged?.[1]) return packaged[1];
  return source.replace(/^(\.\.\/|\.\/)+/, '').replace(/^.*?\b(src|locales|sw)\//, '$1/');
}

/**
 * Self time by event name on one thread (an event's time less that of the events inside it), in ms:
 * script, style, layout, parsing and so on.
 */
export function selfTimeByEvent(events: readonly TraceEvent[], thread: string): Map<string, number> {
  const spans = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out = new Map<string, number>();
  const add = (name: string, us: number) => out.set(name, (out.get(name) ?? 0) + us / 1000);
  const stack: { name: string; end: number }[] = [];
  for (const span of spans) {
    const end = span.ts + (span.dur ?? 0);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= span.ts) stack.pop();
    const parent = stack.at(-1);
    // The parent's self time loses what this span covers (clipped to the parent).
    if (parent) add(parent.name, -(Math.min(end, parent.end) - span.ts));
    add(span.name, span.dur ?? 0);
    stack.push({ name: span.name, end });
  }
  return out;
}
