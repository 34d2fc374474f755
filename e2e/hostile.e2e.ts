import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { PRODUCT_PREFIX, apiLogin, expect, logInThroughApi, showHomeDownToRanking, test, uniqueEmail } from './fixtures';
import { E2E_APP_URL } from './stack-ports';
import { SHORT_XSS_PAYLOADS, XSS_BEACON_PATH, XSS_GLOBAL, XSS_MARKER_ID, XSS_PAYLOADS } from '../server/security/xss-payloads';

/** As many hostile articles as one page of a list shows, so every one of them is on screen at once. */
const ARTICLE_COUNT = 10;
const TITLE_LIMIT = 120;
const KEYWORD_LIMIT = 64;
/** The server keeps this many recent searches. */
const SEARCH_RECORD_LIMIT = 20;

interface Envelope<T> {
  code: number;
  data: T;
}

interface HostileArticle {
  id: number;
  title: string;
  /** Plain text inside the body, to see that the body was rendered. */
  bodyText: string;
}

interface HostileContent {
  categoryId: number;
  topicId: number;
  /** A word in every hostile title, for the search. */
  tag: string;
  articles: HostileArticle[];
  authorNicknames: string[];
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: unknown): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const response = method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}`).toBe(200);
  return body.data;
}

/** Packs payloads into at most `count` titles under the limit, shortest first; longer ones stay out of titles. */
function packTitles(prefix: string, count: number): string[] {
  const titles = Array.from({ length: count }, () => prefix);
  for (const { markup } of [...XSS_PAYLOADS].sort((a, b) => a.markup.length - b.markup.length)) {
    const index = titles.findIndex((title) => title.length + 1 + markup.length <= TITLE_LIMIT);
    if (index >= 0) titles[index] = `${titles[index]} ${markup}`;
  }
  return titles;
}

/** Every payload of the corpus lands in one of the bodies, each body also holding plain text. */
function spreadBodies(tag: string, count: number): { html: string; text: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const text = `Probe ${tag} body ${index + 1}`;
    const payloads = XSS_PAYLOADS.filter((_, payloadIndex) => payloadIndex % count === index).map((payload) => payload.markup);
    return { html: `<p>${text}</p>${payloads.join('<p>between payloads</p>')}`, text };
  });
}

/** Authors with hostile nicknames publish hostile articles in one category and topic, through the real API. */
async function publishHostileContent(request: APIRequestContext): Promise<HostileContent> {
  const categories = await call<{ id: number; topics: { id: number }[] }[]>(
    request,
    'GET',
    `${PRODUCT_PREFIX}/public/article/topic-by-category`,
    null,
  );
  const category = categories.find((candidate) => candidate.topics.length > 0);
  if (!category) throw new Error('the seed has no category with a topic');
  const topicId = category.topics[0].id;

  const tag = `zq${Date.now().toString(36)}`;
  const authorNicknames = SHORT_XSS_PAYLOADS.slice(0, 4);
  const authors: string[] = [];
  for (const nickname of authorNicknames) {
    const { token } = await apiLogin(request, uniqueEmail('hostile-author'));
    await call(request, 'POST', `${PRODUCT_PREFIX}/app/user/update`, token, { nickname });
    authors.push(token);
  }

  const titles = packTitles(tag, ARTICLE_COUNT);
  const bodies = spreadBodies(tag, ARTICLE_COUNT);
  const articles: HostileArticle[] = [];
  for (const [index, title] of titles.entries()) {
    const article = await call<{ id: number; title: string }>(
      request,
      'POST',
      `${PRODUCT_PREFIX}/app/article/submit-data`,
      authors[index % authors.length],
      {
        title,
        body: bodies[index].html,
        categoryId: category.id,
        topicId,
      },
    );
    expect(article.title).toBe(title);
    articles.push({ id: article.id, title, bodyText: bodies[index].text });
  }
  return { categoryId: category.id, topicId, tag, articles, authorNicknames };
}

/** What running hostile script would leave behind, collected for the whole test. */
interface Traces {
  dialogs: string[];
  beacons: string[];
  /** The requests the context has sent and not yet seen end: none left means every image has loaded or failed. */
  inFlight: Set<Request>;
}

/**
 * Watches for every trace a payload could leave. The Content-Security-Policy is taken off each page:
 * the app's own escaping and sanitising must hold without it (with it, a slip would also be blocked).
 */
async function watchForTraces(page: Page, context: BrowserContext): Promise<Traces> {
  const traces: Traces = { dialogs: [], beacons: [], inFlight: new Set() };
  page.on('dialog', (dialog) => {
    traces.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('request', (request) => {
    traces.inFlight.add(request);
    if (request.url().includes(XSS_BEACON_PATH)) traces.beacons.push(request.url());
  });
  const ended = (request: Request) => traces.inFlight.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  await context.route(`**${XSS_BEACON_PATH}**`, (route) => route.fulfill({ status: 204 }));
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document' || !route.request().url().startsWith(E2E_APP_URL)) return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    return route.fulfill({ response, headers });
  });
  return traces;
}

/** Gives handlers a chance to fire (hover, focus, image errors), then looks for every trace. */
async function expectNoTraces(page: Page, traces: Traces, screen: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 400, height: 800 };
  for (let y = 50; y < viewport.height; y += 150) await page.mouse.move(viewport.width / 2, y);
  // Image errors and toggle events are queued tasks: once every request has ended and every image not left to load
  // lazily is complete, the task after them runs after theirs.
  await expect.poll(() => traces.inFlight.size).toBe(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

  const found = await page.evaluate(
    ({ global, markerId, beaconPath }) => {
      const elements = [...document.querySelectorAll('*')];
      const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background'];
      return {
        global: (window as unknown as Record<string, unknown>)[global] ?? null,
        markers: document.querySelectorAll(`#${markerId}, [name="${markerId}"]`).length,
        handlers: elements.flatMap((element) =>
          element
            .getAttributeNames()
            .filter((name) => name.toLowerCase().startsWith('on'))
            .map((name) => `${element.tagName} ${name}`),
        ),
        scriptUrls: elements.flatMap((element) =>
          urlAttributes
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => value !== null && /^\s*(javascript|vbscript|data:text)/i.test(value)),
        ),
        frames: document.querySelectorAll('iframe, frame, object, embed').length,
        documentDirectives: document.querySelectorAll('body meta[http-equiv], body base, body link, body style').length,
        hostileStyles: elements.filter((element) => /xss-beacon|99999|expression\(/.test(element.getAttribute('style') ?? '')).length,
        hostileScripts: [...document.scripts].filter((script) => script.textContent?.includes(global) || script.src.includes(beaconPath))
          .length,
      };
    },
    { global: XSS_GLOBAL, markerId: XSS_MARKER_ID, beaconPath: XSS_BEACON_PATH },
  );
  expect(found, `traces of hostile markup on ${screen}`).toEqual({
    global: null,
    markers: 0,
    handlers: [],
    scriptUrls: [],
    frames: 0,
    documentDirectives: 0,
    hostileStyles: 0,
    hostileScripts: 0,
  });
  expect({ dialogs: traces.dialogs, beacons: traces.beacons }, `dialogs or beacon requests on ${screen}`).toEqual({
    dialogs: [],
    beacons: [],
  });
}

/** Signs the page in as a reader whose own nickname is hostile. */
async function signInWithHostileNickname(page: Page, nickname: string): Promise<string> {
  const { token } = await logInThroughApi(page, uniqueEmail('hostile-reader'));
  await call(page.request, 'POST', `${PRODUCT_PREFIX}/app/user/update`, token, { nickname });
  return token;
}

test.describe('hostile content placed through the API never runs', () => {
  test.describe.configure({ mode: 'serial' });
  // Pages come from the network, where the test can see and shape them, not from a service worker's cache.
  test.use({ serviceWorkers: 'block' });

  let content: HostileContent;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: E2E_APP_URL });
    content = await publishHostileContent(request);
    await request.dispose();
  });

  test('article titles, bodies and author nicknames in the lists and in every article', async ({ page, context }) => {
    test.setTimeout(120_000);
    const traces = await watchForTraces(page, context);
    await signInWithHostileNickname(page, SHORT_XSS_PAYLOADS[4]);

    const lists = [
      { path: `/home/inforList?categoryId=${content.categoryId}`, screen: 'inforList' },
      { path: `/home/inforSubList?topicId=${content.topicId}`, screen: 'inforSubList' },
    ];
    for (const { path, screen } of lists) {
      await page.goto(path);
      for (const article of content.articles) await expect(page.getByRole('heading', { name: article.title, exact: true })).toBeVisible();
      for (const nickname of content.authorNicknames) await expect(page.getByText(nickname, { exact: true }).first()).toBeVisible();
      await expectNoTraces(page, traces, screen);
    }

    for (const article of content.articles) {
      await page.goto(`/home/inforDetail?id=${article.id}`);
      await expect(page.getByRole('heading', { level: 2, name: article.title, exact: true })).toBeVisible();
      await expect(page.getByRole('article').getByText(article.bodyText)).toBeVisible();
      await expectNoTraces(page, traces, `inforDetail?id=${article.id}`);
    }
  });

  test('search results for the hostile articles, and hostile search terms in the box and the records', async ({ page, context }) => {
    const traces = await watchForTraces(page, context);
    const token = await signInWithHostileNickname(page, SHORT_XSS_PAYLOADS[5]);
    const terms = XSS_PAYLOADS.map((payload) => payload.markup.toLowerCase())
      .filter((markup) => markup.length <= KEYWORD_LIMIT)
      .slice(0, SEARCH_RECORD_LIMIT - 1);
    expect(terms.length).toBeGreaterThanOrEqual(10);
    for (const keyword of terms) {
      await call(page.request, 'GET', `${PRODUCT_PREFIX}/app/article/search?keyword=${encodeURIComponent(keyword)}`, token);
    }

    await page.goto('/home/searchContent');
    const records = page.getByRole('list', { name: 'Recent searches' }).getByRole('listitem');
    await expect(records).toHaveCount(terms.length);
    for (const keyword of terms) await expect(records.getByText(keyword, { exact: true })).toBeVisible();
    await expectNoTraces(page, traces, 'search records');

    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill(content.tag);
    await box.press('Enter');
    const results = page.getByRole('list', { name: new RegExp(`results? for “${content.tag}”`) });
    for (const article of content.articles) await expect(results.getByRole('heading', { name: article.title, exact: true })).toBeVisible();
    await expectNoTraces(page, traces, 'search results');

    for (const keyword of terms.slice(0, 5)) {
      await box.fill(keyword);
      await box.press('Enter');
      await expect(page.getByText(keyword).first()).toBeVisible();
      await expectNoTraces(page, traces, `search for ${keyword}`);
    }
  });

  test('a hostile nickname on the profile and in the ranking', async ({ page, context }) => {
    const traces = await watchForTraces(page, context);
    const nickname = SHORT_XSS_PAYLOADS[6];
    await signInWithHostileNickname(page, nickname);

    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 2, name: nickname, exact: true })).toBeVisible();
    await expectNoTraces(page, traces, 'user profile');

    await showHomeDownToRanking(page);
    await page.goto('/home');
    await expect(page.getByRole('list', { name: 'Your rank' }).getByText(nickname)).toBeVisible();
    await expectNoTraces(page, traces, 'home ranking');
  });
});
