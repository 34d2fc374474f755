import { takeEarlyRead } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { ARTICLE_EARLY_PAINT, sendArticleReadEarly, sendHomeReadsEarly, TOP_ARTICLES_EARLY_PAINT } from './earlyReads';

const ARTICLE = { id: 7, title: 'Seven', cover: '/seed/covers/07.svg' };

/** The parts of a fetch Response the API client reads. */
function answer(body: unknown): Response {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => answer({ code: 200, data: ARTICLE, message: 'success' }));
  global.fetch = fetchMock;
});

describe('the article read sent early', () => {
  it('is sent on the article page and handed to its query, which sends no other', async () => {
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    sendArticleReadEarly((search) => Number(search.get('id')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const result = await takeEarlyRead(queryKeys.articles.detail(7), async () => {
      throw new Error('a second read');
    });
    expect(result).toEqual({ ok: true, data: ARTICLE });
  });

  it("takes over the prerendered page's request for the same article, and only for it", async () => {
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    const sent = Promise.resolve(answer({ code: 200, data: ARTICLE, message: 'success' }));
    Object.assign(window, { [ARTICLE_EARLY_PAINT.slot]: { url: `${ARTICLE_EARLY_PAINT.url}?id=7`, response: sent } });
    sendArticleReadEarly((search) => Number(search.get('id')));
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeEarlyRead(queryKeys.articles.detail(7), async () => ({ ok: false }))).resolves.toEqual({ ok: true, data: ARTICLE });

    Object.assign(window, { [ARTICLE_EARLY_PAINT.slot]: { url: `${ARTICLE_EARLY_PAINT.url}?id=8`, response: sent } });
    sendArticleReadEarly((search) => Number(search.get('id')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    expect(fetchMock).not.toHaveBeenCalled();
    expect(TOP_ARTICLES_EARLY_PAINT.slot in window).toBe(false);
    await expect(takeEarlyRead(queryKeys.articles.top(), async () => ({ ok: false }))).resolves.toEqual({ ok: true, data: pinned });
  });

  it('sends its own request when the page sent none (a navigation inside the app)', () => {
    sendHomeReadsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
