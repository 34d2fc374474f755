import { takeEarlyRead } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { sendArticleReadEarly } from './earlyReads';

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

  it('is not sent when the module runs on another page (a navigation inside the app)', () => {
    window.history.replaceState(null, '', '/home');
    sendArticleReadEarly(() => 7);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
