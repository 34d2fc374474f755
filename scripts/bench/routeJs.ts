// (1) The JavaScript a first visit of each route downloads: every script response until the network
// is idle, counted by its transferred body (the gzip bytes the server sent), with a fresh browser context
// (empty cache) and no service worker (its precaching is not the page's download).
import type { Browser, BrowserContext, Response } from 'playwright';
import { seedSession, type SignedInSession } from '../lib/session';

/** Strings only the wallet stack's bundles contain: the version tags both libraries put in their errors. */
const WALLET_STACK_MARKERS = { wagmi: ['@wagmi/core@', 'wagmi@'], viem: ['viem@'] } as const;
/** Late scripts (a dynamic import after hydration) still count: wait this long after the network is idle. */
const SETTLE_MS = 1_500;

export interface RouteJs {
  route: string;
  url: string;
  /** Where the route ended up (a visitor guard or a redirect may move it). */
  finalPath: string;
  scripts: number;
  /** All scripts of the visit, gzip bytes as transferred. */
  gzipBytes: number;
  /** The scripts the HTML itself names: what the first paint waits for. */
  initialGzipBytes: number;
  wagmi: boolean;
  viem: boolean;
  /** Every script of the visit, heaviest first, to see where the bytes go. */
  files: { path: string; gzipBytes: number; inHtml: boolean }[];
}

interface ScriptLoad {
  url: string;
  transferred: number;
  body: string;
}

/**
 * A script the page loaded: its size as sent, and its body as the server serves it at its address, which names
 * its content. The response's own body is gone once its worker has ended (the Intl warm-up closes itself).
 */
async function scriptLoad(response: Response, context: BrowserContext): Promise<ScriptLoad> {
  const sizes = await response.request().sizes();
  const body = await (await context.request.get(response.url())).text();
  return { url: response.url(), transferred: sizes.responseBodySize, body };
}

export async function measureRouteJs(browser: Browser, appUrl: string, route: string, session: SignedInSession): Promise<RouteJs> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await seedSession(context, session);
  const page = await context.newPage();
  const loads: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) loads.push(scriptLoad(response, context));
  });
  const url = `${appUrl}${route}`;
  const documentResponse = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const html = (await documentResponse?.text()) ?? '';
  const scripts = await Promise.all(loads);
  const finalPath = new URL(page.url()).pathname;
  await context.close();

  const inHtml = (script: ScriptLoad) => html.includes(new URL(script.url).pathname);
  const sum = (list: ScriptLoad[]) => list.reduce((total, script) => total + script.transferred, 0);
  const contains = (markers: readonly string[]) => scripts.some((script) => markers.some((marker) => script.body.includes(marker)));
  return {
    route,
    url,
    finalPath,
    scripts: scripts.length,
    gzipBytes: sum(scripts),
    initialGzipBytes: sum(scripts.filter(inHtml)),
    wagmi: contains(WALLET_STACK_MARKERS.wagmi),
    viem: contains(WALLET_STACK_MARKERS.viem),
    files: [...scripts]
      .sort((a, b) => b.transferred - a.transferred)
      .map((script) => ({ path: new URL(script.url).pathname, gzipBytes: script.transferred, inHtml: inHtml(script) })),
  };
}
