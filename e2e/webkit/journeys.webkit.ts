/**
 * The app's main journeys in WebKit, the engine of every browser on iOS, one step a test, in order, on a stack
 * of their own: Home, the service worker, the language, email login, search, an article, the wallet tab, the NFT
 * list, and an upgrade through the test wallet. Every step fails on an uncaught page error.
 * Run with `npm run test:webkit` (E2E_STACK=webkit makes the shared e2e helpers reach this run's stack).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { TEST_WALLET_CONFIG_KEY, type TestWalletConfig } from '../../lib/chain/test-wallet/install';
import { formatTokenAmount } from '../../lib/format/number';
import { ROOT, type RunningStack } from '../../scripts/stack';
import { E2E_ACCOUNTS, devAccount } from '../accounts';
import { PRODUCT_PREFIX, uniqueEmail } from '../fixtures';
import { setE2eBuildSettings, startE2eStack } from '../global-setup';
import { captchaInServerLog } from '../../scripts/lib/serverLog';
import { E2E_RPC_URL, WEBKIT_STACK_PLACE } from '../stack-ports';
import { startWebKit, type WebKitPage } from './driver';

const place = WEBKIT_STACK_PLACE;
const HOLDER_INDEX = E2E_ACCOUNTS.webkitJourneys.holder;
const holder = devAccount(HOLDER_INDEX);
/** A step's limit: its waits, with room for a busy machine. */
const STEP_MS = 90_000;

let stack: RunningStack | undefined;
let page: WebKitPage;
/** The chain side of the NFT tests, imported once this run's stack has deployed: it reads the stack's contracts. */
let nftChain: typeof import('../nft-chain');

before(
  async () => {
    assert.equal(E2E_RPC_URL, place.rpcUrl, 'run through `npm run test:webkit`, which sets E2E_STACK=webkit');
    rmSync(path.join(ROOT, place.dataDir), { recursive: true, force: true });
    // The e2e suites' build, reused when out/ holds it.
    setE2eBuildSettings();
    stack = await startE2eStack(place, 'webkit stack');
    nftChain = await import('../nft-chain');
    page = await startWebKit({ baseUrl: stack.appUrl, logFile: path.join(ROOT, place.dataDir, 'webkit.log') });
    // The wallet is configured from a file of the app's origin that runs none of its code, so the first page of
    // the app (Home) is the one that registers the service worker.
    await page.open('/icons/icon.svg', { hydrates: false });
    assert.equal(await page.run(() => window.localStorage.length), 0, 'the browser starts with empty storage');
    const wallet: TestWalletConfig = { accountIndex: HOLDER_INDEX };
    await page.run((key: string, value: string) => window.localStorage.setItem(key, value), TEST_WALLET_CONFIG_KEY, JSON.stringify(wallet));
  },
  // The first run builds the app: minutes on two cores.
  { timeout: 20 * 60_000 },
);

after(async () => {
  await page?.stop();
  await stack?.stop();
});

/** A test of the journey: its body, then no page error may have been recorded since the last step. */
function step(name: string, body: () => Promise<void>): void {
  test(name, { timeout: STEP_MS }, async () => {
    let failure: unknown;
    try {
      await body();
    } catch (error) {
      failure = error;
    }
    let errors: string[];
    try {
      errors = await page.takePageErrors();
    } catch (error) {
      // A page that can no longer be read (the browser gone): the step's own failure says why.
      throw failure ?? error;
    }
    if (errors.length) throw new Error(`Uncaught page errors:\n${errors.join('\n')}`, { cause: failure });
    if (failure) throw failure;
  });
}

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

async function api<T>(method: 'GET' | 'POST', apiPath: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack!.appUrl}${PRODUCT_PREFIX}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  assert.equal(envelope.code, 200, `${method} ${apiPath}: ${envelope.message}`);
  return envelope.data;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the article step publishes: a body whose markup the server cleans on write and the app again as it renders. */
const tag = `wk${Date.now().toString(36)}`;
const article = {
  title: `WebKit probe ${tag}`,
  text: `Probe ${tag} body`,
  body: `<p>Probe ${tag} body</p><img src="/icons/icon-192.png" alt="probe" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">probe link</a>`,
  id: 0,
};

step('Home shows a visitor the top articles and the way to log in', async () => {
  await page.open('/home');
  await page.waitForVisible({ role: 'heading', name: 'Home' });
  await page.waitForVisible({ role: 'heading', name: 'Top articles' });
  await page.waitFor('an article in the top articles', () =>
    page.run(() => document.querySelectorAll('ul[aria-labelledby="top-articles"] a[href*="inforDetail"]').length > 0),
  );
  await page.waitForVisible({ role: 'link', name: 'Log in' });
});

// Early, so that the steps after it run as a returning reader's app does: under the worker.
step('the service worker registers and takes control of the app', async () => {
  let worker: { installing?: string; waiting?: string; active?: string; script?: string; controlled: boolean } | undefined;
  // Installing precaches the whole build (3.5 MB): seconds on a busy machine.
  await page
    .waitFor(
      'an active service worker controlling the page',
      async () => {
        worker = await page.run(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            installing: registration?.installing?.state,
            waiting: registration?.waiting?.state,
            active: registration?.active?.state,
            script: registration?.active?.scriptURL,
            controlled: navigator.serviceWorker.controller !== null,
          };
        });
        return worker.active === 'activated' && worker.controlled;
      },
      30_000,
    )
    .catch((error: Error) => {
      throw new Error(`${error.message}; the registration: ${JSON.stringify(worker)}`);
    });
  assert.equal(new URL(worker!.script!).pathname, '/sw.js');
});

step('the language switcher changes the texts, and is remembered', async () => {
  await page.select({ testId: 'language-switcher' }, 'zh-CN');
  await page.waitFor('the page in Chinese', () => page.run(() => document.documentElement.lang === 'zh-CN'));
  await page.waitFor('a translated title', () => page.run(() => document.querySelector('h1')?.textContent !== 'Home'));
  assert.equal(await page.run(() => window.localStorage.getItem('language')), JSON.stringify('zh-CN'));
  await page.select({ testId: 'language-switcher' }, 'en-US');
  await page.waitForVisible({ role: 'heading', name: 'Home' });
});

step('email login with the code the server sent', async () => {
  const email = uniqueEmail('webkit');
  await page.open('/loginPage');
  await page.fill({ role: 'textbox', name: 'Email' }, email);
  await page.click({ role: 'button', name: 'Send code' });
  const captcha = await page.waitFor(`a captcha for ${email} in the server log`, async () =>
    captchaInServerLog(path.join(ROOT, place.serverLog), email),
  );
  await page.fill({ role: 'textbox', name: 'Verification code' }, captcha);
  await page.click({ role: 'button', name: 'Log in' });
  await page.waitFor('Home after the login', async () => new URL(await page.url()).pathname === '/home');
  await page.waitForVisible({ role: 'link', name: 'Profile' });
  const userInfo = await page.run(() => JSON.parse(window.localStorage.getItem('userInfo') ?? 'null') as { email?: string } | null);
  assert.equal(userInfo?.email, email);
});

step('search finds an article published through the API', async () => {
  const token = await page.run(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  assert.ok(token, 'a stored session token');
  const categories = await api<{ id: number; topics: { id: number }[] }[]>('GET', '/public/article/topic-by-category');
  const category = categories.find((candidate) => candidate.topics.length > 0);
  assert.ok(category, 'the seed has a category with a topic');
  const published = await api<{ id: number }>('POST', '/app/article/submit-data', token, {
    title: article.title,
    body: article.body,
    categoryId: category.id,
    topicId: category.topics[0]!.id,
  });
  article.id = published.id;

  await page.open('/home');
  await page.click({ role: 'link', name: 'Search articles' });
  await page.fill({ role: 'searchbox', name: 'Search articles' }, tag);
  await page.waitForVisible({ role: 'heading', name: new RegExp(`^1 result for “${tag}”$`) });
  await page.click({ role: 'heading', name: new RegExp(escapeRegExp(article.title)) });
});

step('the article renders its body sanitised, through DOMPurify', async () => {
  await page.waitFor('the article page', async () => (await page.url()).endsWith(`/home/inforDetail?id=${article.id}`));
  await page.waitForVisible({ role: 'heading', name: article.title });
  await page.waitForVisible({ text: article.text });
  const rendered = await page.run(() => {
    const body = document.querySelector('article');
    const image = body?.querySelector('img[alt="probe"]');
    return {
      // WebKit has no Sanitizer API: the app's first pass is DOMPurify (lib/articles/sanitizeArticleHtml.ts).
      sanitizerApi: typeof (Document as unknown as { parseHTML?: unknown }).parseHTML,
      scripts: body?.querySelectorAll('script').length,
      handlers: [...(body?.querySelectorAll('*') ?? [])].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      ),
      scriptLinks: [...(body?.querySelectorAll('[href]') ?? [])].filter((element) =>
        /^\s*javascript:/i.test(element.getAttribute('href') ?? ''),
      ).length,
      // The app's own profile marks every image it keeps; the server's cleaning does not.
      image: image && {
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
        referrer: image.getAttribute('referrerpolicy'),
      },
      ran: (window as unknown as { __xss?: number }).__xss ?? null,
    };
  });
  assert.deepEqual(rendered, {
    sanitizerApi: 'undefined',
    scripts: 0,
    handlers: [],
    scriptLinks: 0,
    image: { loading: 'lazy', decoding: 'async', referrer: 'no-referrer' },
    ran: null,
  });
});

step('the wallet tab connects the test wallet and shows its talk balance', async () => {
  await page.open('/wallet');
  await page.click({ role: 'button', name: 'Connect wallet' });
  await page.waitForText({ testId: 'wallet-address' }, `${holder.address.slice(0, 6)}...${holder.address.slice(-4)}`);
  const { chain, contracts } = nftChain;
  const talk = await chain.readContract({ ...contracts.TalkToken, functionName: 'balanceOf', args: [holder.address] });
  const label = `talk ${formatTokenAmount(talk)}`;
  await page.waitFor(`the balance "${label}"`, () =>
    page.run(
      (wanted: string) => [...document.querySelectorAll('[aria-label]')].some((element) => element.getAttribute('aria-label') === wanted),
      label,
    ),
  );
});

let tokenId = 0n;

step('the NFT list shows the creature the wallet holds', async () => {
  tokenId = await nftChain.newRevealedCreature(holder);
  await page.open('/nft');
  // The wallet connected on the wallet tab reconnects here.
  await page.waitForVisible({ testId: `creature-${tokenId}` });
});

step('an upgrade through the test wallet raises the level on chain', async () => {
  const levels = async () =>
    (await nftChain.chain.readContract({ ...nftChain.contracts.CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] })).levels;
  await page.click({ testId: `creature-${tokenId}` });
  await page.waitForVisible({ testId: 'creature-sheet' });
  await page.waitForText({ testId: 'level-speed' }, 'Lv 0');
  await page.click({ role: 'button', name: 'Upgrade Speed' });
  // Two approvals (AFA, talk) and the upgrade, each confirmed on the chain.
  await page.waitForText({ testId: 'tx-done' }, 'Upgrade confirmed', 60_000);
  await page.waitFor('level 1 of speed on the chain', async () => (await levels())[0] === 1);
  await page.waitForText({ testId: 'level-speed' }, 'Lv 1');
});
