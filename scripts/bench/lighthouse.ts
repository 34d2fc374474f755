// (2) Lighthouse 12, its default mobile preset (Moto G Power screen, simulated slow 4G and 4x CPU), run
// through its Node API against a Chromium that Playwright launched with a debugging port. The browser's
// profile holds the session in local storage, so guarded routes render for a signed-in user; Lighthouse
// is told not to reset storage, and each run first clears the HTTP cache, the service worker and its
// caches itself, so every run is a first visit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromium, type BrowserContext } from 'playwright';
import type { ChromiumLaunch } from '../lib/chromium';
import { seedSession, type SignedInSession } from '../lib/session';
import { median } from './median';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Blocking time counted as Lighthouse counts it, from each task's thread time instead of its wall-clock time:
   * a busy host stretches the one Lighthouse simulates from far more than this one (see `mainThreadCpu`).
   */
  cpuTbtMs: number;
  cls: number;
  /**
   * Lighthouse's speed test of the host, run before the page loads: its default 4× slowdown assumes a host of over
   * 1,000 (Lighthouse's throttling guide), and simulates a slower phone than it names on a slower one.
   */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  route: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Accessibility and best-practices audits that did not pass in some run, and the heaviest performance ones. */
  findings: string[];
  /**
   * Where the time of the last run went: the LCP element and its phases, the scripts that kept the CPU busiest, the
   * main thread by kind and the trace events behind "Other", the long tasks.
   */
  diagnosis: string[];
}

/** The parts of Lighthouse's audit details the diagnosis reads (its own types are a wide union). */
interface AuditTable {
  items?: {
    items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[];
    url?: string;
    total?: number;
    groupLabel?: string;
    duration?: number;
  }[];
}

/** How many of the busiest scripts, and of the main thread's kinds of work, the diagnosis names. */
const BUSIEST_SCRIPTS = 3;
const BUSIEST_KINDS = 4;
const BUSIEST_OTHER_EVENTS = 5;
const BUSIEST_CPU_TASKS = 6;
/** A task blocks input for its time beyond this (the long task threshold blocking time is counted from). */
const LONG_TASK_MS = 50;

type LighthouseModule = (typeof import('lighthouse'))['default'];
type RunnerResult = NonNullable<Awaited<ReturnType<LighthouseModule>>>;
type Trace = RunnerResult['artifacts']['Trace'];

/** The observed figures of a run's trace that the readings use (the metrics audit's own shape). */
interface ObservedMetrics {
  items?: { observedFirstContentfulPaintTs?: number }[];
}

type MainThreadTask = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

function mainThreadTasks(trace: Trace): MainThreadTask[] {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  return MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.traceStart);
}

interface MainThreadCpu {
  /** The CPU slowdown Lighthouse simulates, which the blocking time and the "Other" reading are scaled by. */
  cpuSlowdown: number;
  totalMs: number;
  afterPaintMs: number;
  blockingMs: number;
  /**
   * Tasks after the first contentful paint that the slowdown makes long (over 50 ms): by the wall-clock time
   * Lighthouse simulates from, and by CPU time. The difference is tasks a busy host stretched over the line.
   */
  longAfterPaint: { byWallClock: number; byCpu: number };
  /** The longest tasks after the first contentful paint, by CPU time, each named by what took most of its time. */
  longestAfterPaint: { ms: number; what: string }[];
}

/**
 * What took most of a task's time: the kind of work (Lighthouse's groups, by self time over the task's tree) and the
 * script or page it is attributed to.
 */
function taskContent(task: MainThreadTask): string {
  const byKind = new Map<string, number>();
  const visit = (node: MainThreadTask) => {
    byKind.set(node.group.label, (byKind.get(node.group.label) ?? 0) + node.selfTime);
    node.children.forEach(visit);
  };
  visit(task);
  const [kind] = [...byKind].sort(([, a], [, b]) => b - a)[0] ?? ['unknown'];
  // A script file where the task ran one; otherwise the page itself (its inline scripts, its style and layout).
  const source = task.attributableURLs.find((url) => url.endsWith('.js')) ?? task.attributableURLs[0];
  return source ? `${kind}, ${new URL(source).pathname}` : kind;
}

/**
 * The main thread's CPU time: each top-level task's thread time (`tdur`), which a busy host stretches far less than
 * the wall-clock time Lighthouse simulates from. Blocking time is counted from it as Lighthouse counts
 * it: after the first contentful paint, each task's time scaled by the simulated CPU slowdown, beyond 50 ms. On a
 * shared machine where the score moves by tens of points between runs, two builds still compare on this.
 */
function mainThreadCpu(tasks: MainThreadTask[], cpuSlowdown: number, firstPaintTs: number | undefined): MainThreadCpu {
  // A complete event's thread time, which Lighthouse's own event type leaves out.
  const cpuMs = (task: MainThreadTask) => ((task.event as { tdur?: number }).tdur ?? task.event.dur ?? 0) / 1000;
  const topLevel = tasks.filter((task) => !task.parent).map((task) => ({ task, ms: cpuMs(task) }));
  const afterPaint = firstPaintTs === undefined ? [] : topLevel.filter(({ task }) => task.event.ts >= firstPaintTs);
  const sum = (list: number[]) => list.reduce((total, ms) => total + ms, 0);
  const longByCpu = afterPaint.filter(({ ms }) => ms * cpuSlowdown > LONG_TASK_MS);
  return {
    cpuSlowdown,
    totalMs: Math.round(sum(topLevel.map(({ ms }) => ms))),
    afterPaintMs: Math.round(sum(afterPaint.map(({ ms }) => ms))),
    blockingMs: Math.round(sum(afterPaint.map(({ ms }) => Math.max(0, ms * cpuSlowdown - LONG_TASK_MS)))),
    longAfterPaint: {
      byWallClock: afterPaint.filter(({ task }) => task.duration * cpuSlowdown > LONG_TASK_MS).length,
      byCpu: longByCpu.length,
    },
    longestAfterPaint: longByCpu
      .sort((a, b) => b.ms - a.ms)
      .slice(0, BUSIEST_CPU_TASKS)
      .map(({ task, ms }) => ({ ms: Math.round(ms), what: taskContent(task) })),
  };
}

/**
 * What Lighthouse's "Other" is made of: the main thread's time in trace events it puts in no group, by event name,
 * scaled by the CPU slowdown it simulates as its own breakdown is. A task's time outside every event it names is
 * the task's own (`RunTask`).
 */
function otherByEvent(tasks: MainThreadTask[], cpuSlowdown: number): string | undefined {
  const byName = new Map<string, number>();
  for (const task of tasks) {
    if (task.group.id !== 'other' || task.selfTime <= 0) continue;
    byName.set(task.event.name, (byName.get(task.event.name) ?? 0) + task.selfTime * cpuSlowdown);
  }
  const busiest = [...byName].sort(([, a], [, b]) => b - a).slice(0, BUSIEST_OTHER_EVENTS);
  return busiest.length ? `Other by trace event: ${busiest.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}` : undefined;
}

/** The CPU slowdown Lighthouse simulates (1 when it throttles for real, so the trace is already slowed). */
function simulatedCpuSlowdown({ throttlingMethod, throttling }: RunnerResult['lhr']['configSettings']): number {
  return throttlingMethod === 'simulate' ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
}

function diagnose({ lhr: { audits } }: RunnerResult, origin: string, tasks: MainThreadTask[], cpu: MainThreadCpu): string[] {
  const lines: string[] = [];
  const lcp = audits['largest-contentful-paint-element']?.details as AuditTable | undefined;
  const [elementTable, phaseTable] = lcp?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  if (node) lines.push(`LCP element: ${(node.nodeLabel ?? node.snippet ?? '').slice(0, 80)}`);
  const phases = phaseTable?.items?.filter((item) => item.phase && item.timing !== undefined);
  if (phases?.length) lines.push(`LCP phases: ${phases.map((item) => `${item.phase} ${Math.round(item.timing!)} ms`).join(', ')}`);
  const scripts = ((audits['bootup-time']?.details as AuditTable | undefined)?.items ?? []).slice(0, BUSIEST_SCRIPTS);
  if (scripts.length) {
    lines.push(
      `CPU by script: ${scripts.map((item) => `${(item.url ?? '').replace(origin, '')} ${Math.round(item.total ?? 0)} ms`).join(', ')}`,
    );
  }
  // What the main thread did, script or not: style, layout and paint are no script's, and blocking time counts them.
  const kinds = ((audits['mainthread-work-breakdown']?.details as AuditTable | undefined)?.items ?? []).slice(0, BUSIEST_KINDS);
  if (kinds.length) {
    lines.push(`Main thread by kind: ${kinds.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`);
  }
  const other = otherByEvent(tasks, cpu.cpuSlowdown);
  if (other) lines.push(other);
  lines.push(
    `Main thread CPU time: ${cpu.totalMs} ms, ${cpu.afterPaintMs} ms after the first contentful paint; blocking time from it ` +
      `${cpu.blockingMs} ms (×${cpu.cpuSlowdown}); tasks after that paint long by wall-clock time ${cpu.longAfterPaint.byWallClock}, by CPU time ` +
      `${cpu.longAfterPaint.byCpu}; the longest by CPU time after that paint: ` +
      (cpu.longestAfterPaint.map((task) => `${task.ms} ms (${task.what})`).join(', ') || 'none'),
  );
  const longTasks = (audits['long-tasks']?.details as AuditTable | undefined)?.items ?? [];
  if (longTasks.length) {
    const durations = longTasks.map((item) => Math.round(item.duration ?? 0));
    lines.push(`Long tasks (${longTasks.length}): ${durations.join(', ')} ms`);
  }
  return lines;
}

/** Performance audits worth naming when they cost time: the main-thread and script ones. */
const PERFORMANCE_FINDINGS = [
  'unused-javascript',
  'bootup-time',
  'mainthread-work-breakdown',
  'render-blocking-resources',
  'largest-contentful-paint-element',
  'layout-shifts',
];

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cpuTbtMs: of('cpuTbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

async function clearOriginState(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/** A run whose trace Lighthouse could not record (NO_NAVSTART and the like) is tried again this often. */
const TRACE_ATTEMPTS = 3;

/**
 * One Lighthouse run as a first visit. A run that failed to record its trace says nothing about the page
 * (a busy host can drop the navigation start), so it is repeated; any other failure ends the benchmark part.
 */
async function measureOnce(
  lighthouse: LighthouseModule,
  url: string,
  options: { debuggingPort: number; log: (line: string) => void },
  resetOrigin: () => Promise<void>,
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    await resetOrigin();
    const result = await lighthouse(url, {
      port: options.debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    const message = `Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`;
    if (attempt >= TRACE_ATTEMPTS) throw new Error(message);
    options.log(`  ${message}; trying again`);
  }
}

export async function runLighthouse(options: {
  appUrl: string;
  routes: string[];
  runsPerRoute: number;
  /** Seeded so guarded routes render for a signed-in user; none for a page outside the app. */
  session?: SignedInSession;
  /** The whole Chromium's launch (scripts/lib/chromium.ts `wholeChromium`). */
  browser: ChromiumLaunch;
  debuggingPort: number;
  log: (line: string) => void;
}): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...options.browser,
    args: [...options.browser.args, `--remote-debugging-port=${options.debuggingPort}`],
  });
  try {
    if (options.session) {
      await seedSession(context, options.session);
      // One visit writes the session into the profile's local storage, where Lighthouse's own tab finds it.
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${options.appUrl}/loginPage`);
      await page.evaluate(() => window.localStorage.length);
    }
    const origin = new URL(options.appUrl).origin;

    const results: LighthouseResult[] = [];
    for (const route of options.routes) {
      const runs: LighthouseRun[] = [];
      const findings = new Set<string>();
      let last: { result: RunnerResult; tasks: MainThreadTask[]; cpu: MainThreadCpu } | undefined;
      for (let run = 0; run < options.runsPerRoute; run += 1) {
        const result = await measureOnce(lighthouse, `${options.appUrl}${route}`, options, () => clearOriginState(context, origin));
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const tasks = mainThreadTasks(result.artifacts.Trace);
        const firstPaintTs = (audits.metrics?.details as ObservedMetrics | undefined)?.items?.[0]?.observedFirstContentfulPaintTs;
        const cpu = mainThreadCpu(tasks, simulatedCpuSlowdown(result.lhr.configSettings), firstPaintTs);
        const measured: LighthouseRun = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cpuTbtMs: cpu.blockingMs,
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        };
        options.log(`  ${route} run ${run + 1}: ${JSON.stringify(measured)}`);
        options.log(
          `    long tasks after the first paint: ${cpu.longAfterPaint.byWallClock} by wall-clock time, ${cpu.longAfterPaint.byCpu} by CPU time; ` +
            `the longest: ${JSON.stringify(cpu.longestAfterPaint)}`,
        );
        runs.push(measured);
        last = { result, tasks, cpu };
        for (const id of ['accessibility', 'best-practices']) {
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
              findings.add(`${id}: ${ref.id} (${audit.title})`);
            }
          }
        }
        for (const id of PERFORMANCE_FINDINGS) {
          const audit = audits[id];
          if (audit && audit.score !== null && audit.score < 0.9) findings.add(`performance: ${id}`);
        }
      }
      // The diagnosis reads the last run alone, from the task tree its CPU reading was made from.
      const diagnosis = last ? diagnose(last.result, origin, last.tasks, last.cpu) : [];
      results.push({ route, runs, median: medianRun(runs), findings: [...findings].sort(), diagnosis });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
