import { takeEarlyRead } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { runtimeConfigAnswer } from '@/lib/runtime-config/test-support';
import { ARTICLE_EARLY_PAINT, sendArticleReadEarly } from './articleEarlyRead';
import { sendHomeReadsEarly, TOP_ARTICLES_EARLY_PAINT } from './earlyReads';

const ARTICLE = { id: 7, title: 'Seven', cover: '/seed/covers/07.webp' };

/** The parts of a fetch Response the API client reads. */
function answer(body: unknown): Response {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
}

let fetchMock: jest.Mock;
/** The API reads sent, the app's own /config.json aside. */
const apiReads = () => fetchMock.mock.calls.filter(([input]) => !runtimeConfigAnswer(input));

beforeEach(() => {
  fetchMock = jest.fn(
    async (input: RequestInfo | URL) => runtimeConfigAnswer(input) ?? answer({ code: 200, data: ARTICLE, message: 'success' }),
  );
  global.fetch = fetchMock;
});

describe('the article read sent early', () => {
  it('is sent on the article page and handed to its query, which sends no other', async () => {
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    sendArticleReadEarly((search) => Number(search.get('id')));
    const result = await takeEarlyRead(queryKeys.articles.detail(7), async () => {
      throw new Error('a second read');
    });
    expect(result).toEqual({ ok: true, data: ARTICLE });
    expect(apiReads()).toHaveLength(1);
  });

  it("takes over the prerendered page's request for the same article, and only for it", async () => {
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    const sent = Promise.resolve(answer({ code: 200, data: ARTICLE, message: 'success' }));
    Object.assign(window, { [ARTICLE_EARLY_PAINT.slot]: { url: `${ARTICLE_EARLY_PAINT.url}?id=7`, response: sent } });
    sendArticleReadEarly((search) => Number(search.get('id')));
    await expect(takeEarlyRead(queryKeys.articles.detail(7), async () => ({ ok: false }))).resolves.toEqual({ ok: true, data: ARTICLE });
    expect(apiReads()).toHaveLength(0);

    Object.assign(window, { [ARTICLE_EARLY_PAINT.slot]: { url: `${ARTICLE_EARLY_PAINT.url}?id=8`, response: sent } });
    sendArticleReadEarly((search) => Number(search.get('id')));
    await takeEarlyRead(queryKeys.articles.detail(7), async () => ({ ok: false }));
    expect(apiReads()).toHaveLength(1);
  });

  it('is not sent when the module runs on another page (a navigation inside the app)', () => {
    window.history.replaceState(null, '', '/home');
    sendArticleReadEarly(() => 7);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the pinned articles read on home', () => {
  it('takes over the request the prerendered page sent, once, and sends none of its own', async () => {
    const pinned = [{ ...ARTICLE }];
    const sent = Promise.resolve(answer({ code: 200, data: pinned, message: 'success' }));
    Object.assign(window, { [TOP_ARTICLES_EARLY_PAINT.slot]: { url: TOP_ARTICLES_EARLY_PAINT.url, response: sent } });
    sendHomeReadsEarly();
    expect(TOP_ARTICLES_EARLY_PAINT.slot in window).toBe(false);
    await expect(takeEarlyRead(queryKeys.articles.top(), async () => ({ ok: false }))).resolves.toEqual({ ok: true, data: pinned });
    expect(apiReads()).toHaveLength(0);
  });

  it('sends its own request when the page sent none (a navigation inside the app)', async () => {
    sendHomeReadsEarly();
    await takeEarlyRead(queryKeys.articles.top(), async () => ({ ok: false }));
    expect(apiReads()).toHaveLength(1);
  });
});
