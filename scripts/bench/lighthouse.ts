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
import { seedSession, type SignedInSession } from '../lib/session';
import { median } from './median';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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

type LighthouseModule = (typeof import('lighthouse'))['default'];
type RunnerResult = NonNullable<Awaited<ReturnType<LighthouseModule>>>;
type Trace = RunnerResult['artifacts']['Trace'];

/**
 * What Lighthouse's "Other" is made of: the main thread's time in trace events it puts in no group, by event name,
 * scaled by the CPU slowdown it simulates as its own breakdown is. A task's time outside every event it names is
 * the task's own (`RunTask`).
 */
function otherByEvent(trace: Trace, cpuSlowdown: number): string | undefined {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.traceStart);
  const byName = new Map<string, number>();
  for (const task of tasks) {
    if (task.group.id !== 'other' || task.selfTime <= 0) continue;
    byName.set(task.event.name, (byName.get(task.event.name) ?? 0) + task.selfTime * cpuSlowdown);
  }
  const busiest = [...byName].sort(([, a], [, b]) => b - a).slice(0, BUSIEST_OTHER_EVENTS);
  return busiest.length ? `Other by trace event: ${busiest.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}` : undefined;
}

function diagnose({ lhr: { audits, configSettings }, artifacts }: RunnerResult, origin: string): string[] {
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
  const cpuSlowdown = configSettings.throttlingMethod === 'simulate' ? (configSettings.throttling.cpuSlowdownMultiplier ?? 1) : 1;
  const other = otherByEvent(artifacts.Trace, cpuSlowdown);
  if (other) lines.push(other);
  const longTasks = (audits['long-tasks']?.details as AuditTable | undefined)?.items ?? [];
  if (longTasks.length) {
    const durations = longTasks.map((item) => Math.round(item.duration ?? 0));
    lines.push(`Long tasks: ${longTasks.length}, ${durations.join(', ')} ms`);
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
    cls: of('cls'),
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
  session: SignedInSession;
  executablePath: string | undefined;
  chromiumArgs: string[];
  debuggingPort: number;
  log: (line: string) => void;
}): Promise<LighthouseResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.executablePath,
    args: [...options.chromiumArgs, `--remote-debugging-port=${options.debuggingPort}`],
  });
  try {
    await seedSession(context, options.session);
    // One visit writes the session into the profile's local storage, where Lighthouse's own tab finds it.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${options.appUrl}/loginPage`);
    await page.evaluate(() => window.localStorage.length);
    const origin = new URL(options.appUrl).origin;

    const results: LighthouseResult[] = [];
    for (const route of options.routes) {
      const runs: LighthouseRun[] = [];
      const findings = new Set<string>();
      let last: RunnerResult | undefined;
      for (let run = 0; run < options.runsPerRoute; run += 1) {
        const result = await measureOnce(lighthouse, `${options.appUrl}${route}`, options, () => clearOriginState(context, origin));
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const measured: LighthouseRun = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        };
        options.log(`  ${route} run ${run + 1}: ${JSON.stringify(measured)}`);
        runs.push(measured);
        last = result;
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
      // The diagnosis reads the last run alone: the trace is processed once, not for every run it would be dropped from.
      const diagnosis = last ? diagnose(last, origin) : [];
      results.push({ route, runs, median: medianRun(runs), findings: [...findings].sort(), diagnosis });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
