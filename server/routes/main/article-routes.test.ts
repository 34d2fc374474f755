import { eq } from 'drizzle-orm';
import { XSS_PAYLOADS } from '../../security/xss-payloads';
import type { DatabaseHandle } from '../../db/client';
import { articles, rateLimitHits, searchRecords } from '../../db/schema';
import { ErrorCode } from '../../http/error-codes';
import { SEARCH_RECORDS_KEPT } from '../../services/article-service';
import {
  bearer,
  createLoggedInUser,
  createTestApp,
  expectUnauthorised,
  openSeededTestServer,
  postJson,
  rowCount,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';

const BASE = '/afaJavaRoom';

let database: DatabaseHandle;
let server: TestApp;
let ada: TestUser;

// The seeded community is read-only here; tests that write remove what they wrote.
beforeAll(async () => {
  ({ database, server, user: ada } = await openSeededTestServer('ada@example.com'));
});

afterAll(async () => {
  await database.close();
});

afterEach(async () => {
  await database.db.delete(searchRecords);
});

async function get(path: string, token?: string) {
  const response = await server.request(`${BASE}${path}`, token ? bearer(token) : {});
  return { status: response.status, envelope: await response.json() };
}

async function post(path: string, body: unknown, token = ada.token) {
  const response = await server.request(`${BASE}${path}`, postJson(body, { authorization: `Bearer ${token}` }));
  return { status: response.status, envelope: await response.json() };
}

describe('GET /public/article/topic-by-category', () => {
  it('lists every category with its topics in order', async () => {
    const { envelope } = await get('/public/article/topic-by-category');
    expect(envelope.data.map((category: { name: string }) => category.name)).toEqual(['News', 'Guides', 'Community', 'Market']);
    expect(envelope.data[1].topics[0]).toEqual({
      id: expect.any(Number),
      name: 'Getting Started',
      description: 'Wallet, chain and first creature',
      cover: '/seed/covers/01.webp',
    });
  });
});

describe('GET /public/article/top-article', () => {
  it('gives the pinned articles, newest first, up to size', async () => {
    const { envelope } = await get('/public/article/top-article?size=3');
    expect(envelope.data).toHaveLength(3);
    expect(envelope.data.every((article: { isTop: boolean }) => article.isTop)).toBe(true);
    expect(envelope.data[0].title).toBe('Welcome to the creature community');
  });

  it('answers the pinned articles from memory when a cache lifetime is set', async () => {
    const cached = createTestApp(database.db, { articleListCacheMs: 60_000 });
    const firstPinned = async () => (await (await cached.request(`${BASE}/public/article/top-article?size=1`)).json()).data[0];
    const { id, views } = await firstPinned();
    await database.db
      .update(articles)
      .set({ views: views + 100 })
      .where(eq(articles.id, id));
    expect((await firstPinned()).views).toBe(views);
    expect((await get('/public/article/top-article?size=1')).envelope.data[0].views).toBe(views + 100);
    await database.db.update(articles).set({ views }).where(eq(articles.id, id));
  });

  it('rejects a size over 20', async () => {
    expect((await get('/public/article/top-article?size=21')).status).toBe(400);
  });
});

describe('GET /public/article/list', () => {
  it('pages a category newest first, with total and hasMore', async () => {
    const first = await get('/public/article/list?categoryId=2&page=0&size=5');
    const { list, total, page, size, hasMore } = first.envelope.data;
    expect([page, size, hasMore]).toEqual([0, 5, true]);
    expect(total).toBeGreaterThan(10);
    const times = list.map((article: { createdAt: string }) => Date.parse(article.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ categoryId: 2, author: { nickname: expect.any(String), avatar: expect.stringMatching(/^\/seed\//) } });
    expect(list[0]).not.toHaveProperty('body');

    const last = await get(`/public/article/list?categoryId=2&page=${Math.floor((total - 1) / 5)}&size=5`);
    expect(last.envelope.data.hasMore).toBe(false);
  });

  it('filters by topic', async () => {
    const { envelope: categories } = await get('/public/article/topic-by-category');
    const breeding = categories.data[1].topics.find((topic: { name: string }) => topic.name === 'Breeding');
    const { envelope } = await get(`/public/article/list?topicId=${breeding.id}&size=50`);
    expect(envelope.data.total).toBeGreaterThanOrEqual(5);
    expect(envelope.data.list.every((article: { topicId: number }) => article.topicId === breeding.id)).toBe(true);
  });

  it('answers a repeated page from memory when a cache lifetime is set, and shows a submitted article at once', async () => {
    const cached = createTestApp(database.db, { articleListCacheMs: 60_000 });
    const listPath = `${BASE}/public/article/list?categoryId=2&size=1`;
    const firstTitle = async () => (await (await cached.request(listPath)).json()).data.list[0].title;
    const title = await firstTitle();
    await database.db.update(articles).set({ title: 'Changed behind the cache' }).where(eq(articles.title, title));
    expect(await firstTitle()).toBe(title);

    const response = await cached.request(
      `${BASE}/app/article/submit-data`,
      postJson({ title: 'Fresh from the nest', body: '<p>New.</p>', categoryId: 2 }, { authorization: `Bearer ${ada.token}` }),
    );
    const { data: submitted } = await response.json();
    expect(await firstTitle()).toBe('Fresh from the nest');
    await database.db.delete(articles).where(eq(articles.id, submitted.id));
    await database.db.update(articles).set({ title }).where(eq(articles.title, 'Changed behind the cache'));
  });

  it('answers a query asked again in the same words as the first time, and refuses a bad one every time', async () => {
    const query = '/public/article/list?categoryId=2&page=0&size=3';
    const first = await get(query);
    expect(first).toMatchObject({ status: 200, envelope: { code: 200, data: { page: 0, size: 3 } } });
    expect(await get(query)).toEqual(first);
    for (const attempt of [1, 2]) {
      expect({ attempt, ...(await get('/public/article/list?categoryId=2&page=0&size=51')) }).toMatchObject({
        attempt,
        status: 400,
        envelope: { code: 400, data: null, message: expect.stringContaining('size') },
      });
    }
  });

  it.each([['size=51'], ['size=0'], ['page=-1'], ['categoryId=abc'], ['topicId=1.5']])('rejects %s with a 400 envelope', async (query) => {
    const { status, envelope } = await get(`/public/article/list?${query}`);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: 400, data: null });
  });
});

describe('GET /public/article/info', () => {
  it('returns the whole article and counts the view', async () => {
    const [before] = await database.db.select().from(articles).where(eq(articles.id, 3));
    const { envelope } = await get('/public/article/info?id=3');
    expect(envelope.data).toMatchObject({ id: 3, title: before!.title, body: before!.body, views: before!.views + 1 });
    expect(envelope.data.body).toContain('<p>');
    expect(envelope.data.categoryName).toBe('Guides');
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect(await get('/public/article/info?id=999999')).toMatchObject({ status: 404, envelope: { code: 404 } });
    expect((await get('/public/article/info?id=x')).status).toBe(400);
    expect((await get('/public/article/info')).status).toBe(400);
  });
});

describe('POST /app/article/submit-data', () => {
  const article = { title: '  My first nest  ', body: '<p>It worked.</p><p>Two paragraphs.</p>', categoryId: 2 };

  it('publishes the article under the caller, its body cleaned of script before it is stored', async () => {
    const before = await rowCount(database.db, articles);
    const { envelope } = await post('/app/article/submit-data', { ...article, body: '<p>It worked <img src=x onerror=alert(1)></p>' });
    expect(envelope.data).toMatchObject({
      title: 'My first nest',
      body: '<p>It worked <img src="x" /></p>',
      summary: 'It worked',
      author: { id: ada.userId },
      views: 0,
    });
    expect(await rowCount(database.db, articles)).toBe(before + 1);
    await database.db.delete(articles).where(eq(articles.id, envelope.data.id));
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.markup]))(
    'stores %s without anything that runs script',
    async (_name, markup) => {
      // Counted afresh for each payload, so the corpus does not run into the hourly submission limit.
      await database.db.delete(rateLimitHits);
      const response = await server.request(
        `${BASE}/app/article/submit-data`,
        postJson({ ...article, body: `<p>Text</p>${markup}` }, { authorization: `Bearer ${ada.token}` }),
      );
      const envelope = await response.json();
      expect(envelope.code).toBe(200);
      const [stored] = await database.db.select({ body: articles.body }).from(articles).where(eq(articles.id, envelope.data.id));
      expect(stored!.body).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|\son\w+=|javascript:|data:text|srcdoc|formaction/i);
      expect(stored!.body).toContain('<p>Text</p>');
      await database.db.delete(articles).where(eq(articles.id, envelope.data.id));
    },
  );

  it('refuses a body that is only script once cleaned, and stores nothing', async () => {
    const before = await rowCount(database.db, articles);
    const { envelope } = await post('/app/article/submit-data', { ...article, body: '<script>alert(document.cookie)</script>' });
    expect(envelope).toMatchObject({ code: 400, message: 'body: must contain some text once unsafe markup is removed' });
    expect(await rowCount(database.db, articles)).toBe(before);
  });

  it('limits how many articles one user publishes an hour', async () => {
    const spammer = await createLoggedInUser(server, database.db, 'spammer@example.com');
    const codes = [];
    for (let index = 0; index < 11; index++) {
      const response = await server.request(
        `${BASE}/app/article/submit-data`,
        postJson(article, { authorization: `Bearer ${spammer.token}` }),
      );
      codes.push((await response.json()).code);
    }
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(ErrorCode.rateLimited);
    await database.db.delete(articles).where(eq(articles.authorUserId, spammer.userId));
  });

  it.each([
    ['an empty title', { title: '   ' }],
    ['a title over 120 characters', { title: 'x'.repeat(121) }],
    ['a body with no text', { body: '<p> </p>' }],
    ['a body over 50000 characters', { body: `<p>${'x'.repeat(50_000)}</p>` }],
    ['an unknown category', { categoryId: 999 }],
    ['a topic of another category', { topicId: 1 }],
    ['a missing category', { categoryId: undefined }],
  ])('rejects %s with a 400 envelope and stores nothing', async (_case, change) => {
    const before = await rowCount(database.db, articles);
    const { status, envelope } = await post('/app/article/submit-data', { ...article, ...change });
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: 400, data: null });
    expect(await rowCount(database.db, articles)).toBe(before);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    const before = await rowCount(database.db, articles);
    await expectUnauthorised(server, database.db, `${BASE}/app/article/submit-data`, postJson(article));
    expect(await rowCount(database.db, articles)).toBe(before);
  });
});

describe('GET /app/article/search and the search records', () => {
  it('finds articles by stemmed words, title matches first, and records the search', async () => {
    const { envelope } = await get('/app/article/search?keyword=Breeding&size=5', ada.token);
    expect(envelope.data.total).toBeGreaterThan(5);
    expect(envelope.data.list[0].title.toLowerCase()).toContain('breed');

    const records = await get('/app/article/search-record', ada.token);
    expect(records.envelope.data).toEqual([{ keyword: 'breeding', searchedAt: expect.any(String) }]);
  });

  it('matches words in the body but not inside HTML tags', async () => {
    const phrase = await get('/app/article/search?keyword=%22recovery%20phrase%22', ada.token);
    expect(phrase.envelope.data.list.map((article: { title: string }) => article.title)).toContain('Keeping your wallet safe');
    const markup = await get('/app/article/search?keyword=figcaption', ada.token);
    expect(markup.envelope.data.total).toBe(0);
  });

  it('treats hostile keywords as words', async () => {
    const { status, envelope } = await get(`/app/article/search?keyword=${encodeURIComponent("'; DROP TABLE articles; --")}`, ada.token);
    expect(status).toBe(200);
    expect(envelope.data.total).toBe(0);
    expect(await rowCount(database.db, articles)).toBeGreaterThan(60);
  });

  it('keeps each keyword once, newest first, at most 20, and clears one or all', async () => {
    server.clock.advance(1000);
    for (const keyword of ['nest', 'pendant', 'Nest ']) {
      server.clock.advance(1000);
      await get(`/app/article/search?keyword=${encodeURIComponent(keyword)}`, ada.token);
    }
    const records = await get('/app/article/search-record', ada.token);
    expect(records.envelope.data.map((record: { keyword: string }) => record.keyword)).toEqual(['nest', 'pendant']);

    expect((await post('/app/article/search-record/clear', { keyword: 'nest' })).envelope.data).toEqual({ cleared: 1 });
    expect((await get('/app/article/search-record', ada.token)).envelope.data).toHaveLength(1);
    expect((await post('/app/article/search-record/clear', {})).envelope.data).toEqual({ cleared: 1 });
    expect(await rowCount(database.db, searchRecords)).toBe(0);

    for (let i = 0; i < SEARCH_RECORDS_KEPT + 5; i += 1) {
      server.clock.advance(1000);
      await get(`/app/article/search?keyword=word${i}`, ada.token);
    }
    const kept = (await get('/app/article/search-record', ada.token)).envelope.data;
    expect(kept).toHaveLength(SEARCH_RECORDS_KEPT);
    expect(kept[0].keyword).toBe(`word${SEARCH_RECORDS_KEPT + 4}`);
  });

  it('searches without recording when asked not to remember: a search made as the reader types', async () => {
    const { envelope } = await get('/app/article/search?keyword=bree&remember=false', ada.token);
    expect(envelope.code).toBe(200);
    expect(await rowCount(database.db, searchRecords)).toBe(0);
    await get('/app/article/search?keyword=breeding&remember=true', ada.token);
    expect((await get('/app/article/search-record', ada.token)).envelope.data).toEqual([
      { keyword: 'breeding', searchedAt: expect.any(String) },
    ]);
  });

  it("keeps each user's records apart", async () => {
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    await get('/app/article/search?keyword=staking', bob.token);
    expect((await get('/app/article/search-record', ada.token)).envelope.data).toEqual([]);
  });

  it.each([['keyword='], ['keyword=%20%20'], [`keyword=${'x'.repeat(65)}`], [''], ['keyword=a&size=51'], ['keyword=a&remember=no']])(
    'rejects the query "%s" with a 400 envelope and records nothing',
    async (query) => {
      const { status } = await get(`/app/article/search?${query}`, ada.token);
      expect(status).toBe(400);
      expect(await rowCount(database.db, searchRecords)).toBe(0);
    },
  );

  it.each(['/app/article/search?keyword=nest', '/app/article/search-record'])(
    '%s answers 401 without a token or with a revoked one',
    async (path) => {
      await expectUnauthorised(server, database.db, `${BASE}${path}`);
      expect(await rowCount(database.db, searchRecords)).toBe(0);
    },
  );

  it('clear answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, `${BASE}/app/article/search-record/clear`, postJson({}));
  });
});
