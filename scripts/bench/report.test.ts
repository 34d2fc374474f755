import type { LighthouseResult, LighthouseRun } from './lighthouse';
import { median } from './median';
import { homeJsText, renderReport, type BenchReport } from './report';
import type { RouteJs } from './routeJs';

const FLOOR = { next: '16.0.0', scripts: 5, gzipBytes: 135_000 };

function routeJs(route: string, gzipBytes: number): RouteJs {
  return {
    route,
    url: `http://127.0.0.1:3205${route}`,
    finalPath: route,
    scripts: 2,
    gzipBytes,
    initialGzipBytes: gzipBytes - 1_000,
    wagmi: false,
    viem: false,
    files: [
      { path: '/_next/static/chunks/framework.js', gzipBytes: gzipBytes - 1_000, inHtml: true },
      { path: `/_next/static/chunks${route}.js`, gzipBytes: 1_000, inHtml: false },
    ],
  };
}

function lighthouseRun(performance: number, tbtMs: number): LighthouseRun {
  return { performance, accessibility: 100, bestPractices: 100, lcpMs: 2_000, tbtMs, cpuTbtMs: 50, cls: 0, benchmarkIndex: 2_000 };
}

function lighthouse(route: string, performance: number, tbtMs: number): LighthouseResult {
  const run = lighthouseRun(performance, tbtMs);
  return { route, runs: [run], median: run, findings: [], diagnosis: [] };
}

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    measuredAt: '2026-01-01T00:00:00.000Z',
    environment: { node: 'v20', cpus: 2, chromium: '1', loadAverage: { before: 1, after: 2 } },
    frameworkFloor: { ok: true, value: FLOOR },
    routeJs: { ok: true, value: [routeJs('/home', FLOOR.gzipBytes + 30_000), routeJs('/nft', FLOOR.gzipBytes + 20_000)] },
    lighthouse: { ok: true, value: [lighthouse('/home', 96, 150), lighthouse('/nft', 90, 300)] },
    floorLighthouse: { ok: true, value: lighthouse('/', 100, 40) },
    nftRpc: {
      ok: true,
      value: { httpRequests: 2, calls: 16, methods: { eth_call: 16 }, walletRequests: {}, creaturesShown: 100, elapsedMs: 3_000 },
    },
    upgrade: {
      ok: true,
      value: [
        {
          path: 'approvalsInPlace',
          uiMs: [30, 40, 50],
          prompts: [1, 1, 1],
          uiSequentialRpcRequests: [2, 2, 2],
          scriptMs: [10, 14, 20],
          medianUiMs: 40,
          medianScriptMs: 14,
          ratio: 40 / 14,
        },
      ],
    },
    ...overrides,
  };
}

/** The row of the targets' table that names `target`, as its cells. */
function targetRow(text: string, target: string): string[] {
  const line = text.split('\n').find((row) => row.startsWith(`| ${target}`));
  if (!line) throw new Error(`No target row for ${target}`);
  return line.split('|').map((cell) => cell.trim());
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe('the benchmark report', () => {
  it('says which targets are met and which are missed, and by how much', () => {
    const text = renderReport(report());
    expect(targetRow(text, '/home JS beyond the framework floor')).toEqual(expect.arrayContaining(['30.0 KB', 'met', '6.0 KB under']));
    expect(targetRow(text, '/home performance ≥ 95')).toEqual(expect.arrayContaining(['96', 'met', '1 above']));
    expect(targetRow(text, '/home total blocking time ≤ 200 ms')).toEqual(expect.arrayContaining(['150 ms', 'met', '50 ms under']));
    expect(targetRow(text, '/nft performance ≥ 97')).toEqual(expect.arrayContaining(['90', '**missed**', '7 short']));
    expect(targetRow(text, 'upgrade (approvals in place) ≤ 1.3× the bare script')).toEqual(
      expect.arrayContaining(['2.86×', '**missed**', '1.56× over']),
    );
  });

  it('misses the /home size target over 36 KB beyond the floor', () => {
    const heavy = report({ routeJs: { ok: true, value: [routeJs('/home', FLOOR.gzipBytes + 38_400)] } });
    expect(targetRow(renderReport(heavy), '/home JS beyond the framework floor')).toEqual(
      expect.arrayContaining(['38.4 KB', '**missed**', '2.4 KB over']),
    );
  });

  it('counts a part that failed as a missed target and says why in its section', () => {
    const text = renderReport(report({ lighthouse: { ok: false, error: 'Chromium did not start' } }));
    expect(targetRow(text, 'Lighthouse')).toEqual(expect.arrayContaining(['not measured', '**missed**', 'Chromium did not start']));
    expect(text).toContain('## 2. Lighthouse 12, mobile preset\n\nNot measured: Chromium did not start');
  });

  it('says which targets the framework floor leaves out of reach on the host', () => {
    expect(renderReport(report())).toContain("what a route scores below it is the app's own cost on this host.");
    const slowHost = renderReport(report({ floorLighthouse: { ok: true, value: lighthouse('/', 96, 250) } }));
    expect(slowHost).toContain(
      "on this host the performance target of 97 is above it, and `/home`'s 200 ms of blocking time is under the floor's own.",
    );
  });

  it("says when the batch stall alone puts the upgrade's budget out of reach", () => {
    expect(renderReport(report())).toContain(
      "The batch stall alone holds them 2 × 10 ms = 20 ms, against\nthe target's 1.3 × 14 ms = 18 ms: out of reach while every read waits that stall.",
    );
  });

  it('prints /home against its target for the size-only run', () => {
    const text = homeJsText(FLOOR, routeJs('/home', FLOOR.gzipBytes + 36_001));
    expect(text).toContain('Beyond the floor: 36001 B, target 36000 B: missed, 1 B over.');
    expect(text).toContain('   1000 B after        /_next/static/chunks/home.js');
  });
});
