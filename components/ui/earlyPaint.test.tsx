import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ArticleListSkeleton } from '@/components/articles/ArticleCard';
import { TOP_ARTICLE_COUNT } from '@/lib/api/articles';
import { ARTICLE_EARLY_PAINT } from '@/lib/articles/articleEarlyRead';
import { TOP_ARTICLES_EARLY_PAINT } from '@/lib/articles/earlyReads';
import { earlyPaintScript } from './earlyPaint';

// next-intl ships ES modules only; the skeleton cards draw no text of their own.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key, useLocale: () => 'en-US' }));

const HOSTILE_TITLE = '<img src=x onerror="window.pwned=1"> Pinned';

function answer(body: unknown): Response {
  const response = { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  return { ...response, clone: () => response } as Response;
}

/** Runs the script as the prerendered page does: its source text, after the skeletons. */
function runPrerenderScript(source: string) {
  new Function(source)();
}

const slotOf = (slot: string) => (window as unknown as Record<string, { url: string } | undefined>)[slot];

afterEach(() => {
  for (const key of [TOP_ARTICLES_EARLY_PAINT.slot, ARTICLE_EARLY_PAINT.slot, '__earlyPainted'])
    delete (window as unknown as Record<string, unknown>)[key];
  document.head.innerHTML = '';
  localStorage.clear();
});

describe("the pinned articles painted by home's prerendered page", () => {
  it('are asked for once, the request left for the app, titles drawn as text and covers into the cards', async () => {
    const fetchMock = jest.fn(async () =>
      answer({
        code: 200,
        data: [
          { title: HOSTILE_TITLE, cover: '/seed/covers/01.webp' },
          { title: 'Second', cover: '' },
        ],
        message: 'success',
      }),
    );
    global.fetch = fetchMock;
    const { container } = render(<ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));

    const url = `/afaJavaRoom/public/article/top-article?size=${TOP_ARTICLE_COUNT}`;
    expect(fetchMock.mock.calls).toEqual([[url, { headers: expect.objectContaining({ ostype: 'web', Accept: 'application/json' }) }]]);
    expect(slotOf(TOP_ARTICLES_EARLY_PAINT.slot)?.url).toBe(url);

    const titles = container.querySelectorAll('[data-early-title]');
    await waitFor(() => expect(titles[0]?.textContent).toBe(HOSTILE_TITLE));
    expect(titles[1]?.textContent).toBe('Second');
    expect(titles[2]?.textContent).toBe('');
    // The hostile title is text: no element came of it.
    expect(container.querySelectorAll('[data-early-title] *')).toHaveLength(0);
    const covers = container.querySelectorAll('[data-early-cover]');
    expect(covers[0]?.querySelector('img')?.getAttribute('src')).toBe('/seed/covers/01.webp');
    expect(covers[1]?.querySelector('img')).toBeNull();
    // Not the screen's main image: nothing preloaded.
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('are taken over by skeletons React draws afresh, the drawn cover moved rather than loaded again', async () => {
    global.fetch = jest.fn(async () =>
      answer({ code: 200, data: [{ title: 'First', cover: '/seed/covers/01.webp' }], message: 'success' }),
    );
    const prerendered = render(<ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));
    await waitFor(() => expect(prerendered.container.querySelector('[data-early-title]')?.textContent).toBe('First'));
    const drawn = prerendered.container.querySelector('[data-early-cover] img');
    prerendered.unmount();

    const { container } = render(<ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    expect(container.querySelector('[data-early-title]')?.textContent).toBe('First');
    expect(container.querySelector('[data-early-cover] img')).toBe(drawn);
    expect(container.querySelectorAll('[data-early-title]')[1]?.textContent).toBe('');
  });

  it('are never taken over by the skeleton of another read, nor at another address', async () => {
    global.fetch = jest.fn(async () =>
      answer({ code: 200, data: [{ title: 'First', cover: '/seed/covers/01.webp' }], message: 'success' }),
    );
    const prerendered = render(<ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));
    await waitFor(() => expect(prerendered.container.querySelector('[data-early-title]')?.textContent).toBe('First'));
    prerendered.unmount();

    const otherRead = render(<ArticleListSkeleton count={1} earlyPaint={ARTICLE_EARLY_PAINT} />);
    expect(otherRead.container.querySelector('[data-early-title]')?.textContent).toBe('');
    otherRead.unmount();
    window.history.pushState(null, '', '/home?elsewhere=1');
    const { container } = render(<ArticleListSkeleton count={1} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    expect(container.querySelector('[data-early-title]')?.textContent).toBe('');
    expect(container.querySelector('[data-early-cover] img')).toBeNull();
  });

  it('are kept by hydration, which reports no mismatch for what the script drew', async () => {
    global.fetch = jest.fn(async () =>
      answer({ code: 200, data: [{ title: 'First', cover: '/seed/covers/01.webp' }], message: 'success' }),
    );
    const skeletons = <ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(skeletons);
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));
    await waitFor(() => expect(container.querySelector('[data-early-title]')?.textContent).toBe('First'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    try {
      const root = await act(async () => hydrateRoot(container, skeletons, { onRecoverableError: (error) => recoverable.push(error) }));
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([]);
      expect(recoverable).toEqual([]);
      expect(container.querySelector('[data-early-title]')?.textContent).toBe('First');
      expect(container.querySelector('[data-early-cover] img')?.getAttribute('src')).toBe('/seed/covers/01.webp');
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it("carries a signed-in reader's bearer token, as the app's API client does", () => {
    localStorage.setItem('token', JSON.stringify('tok-9'));
    const fetchMock = jest.fn(async () => answer({ code: 200, data: [], message: 'success' }));
    global.fetch = fetchMock;
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));
    expect(fetchMock).toHaveBeenCalledWith(expect.any(String), {
      headers: expect.objectContaining({ Authorization: 'Bearer tok-9', ostype: 'web' }),
    });
  });

  it('draws nothing when the answer is not articles', async () => {
    const fetchMock = jest.fn(async () => answer({ code: 500, data: null, message: 'down' }));
    global.fetch = fetchMock;
    const { container } = render(<ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />);
    runPrerenderScript(earlyPaintScript(TOP_ARTICLES_EARLY_PAINT));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...container.querySelectorAll('[data-early-title]')].map((title) => title.textContent)).toEqual(
      Array(TOP_ARTICLE_COUNT).fill(''),
    );
  });
});

describe('the article read by its prerendered page', () => {
  it("asks a signed-in reader's article and preloads its cover at high priority", async () => {
    localStorage.setItem('token', JSON.stringify('tok-9'));
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    const fetchMock = jest.fn(async () =>
      answer({ code: 200, data: { id: 7, title: 'Seven', cover: '/seed/covers/07.webp' }, message: 'success' }),
    );
    global.fetch = fetchMock;
    runPrerenderScript(earlyPaintScript(ARTICLE_EARLY_PAINT));
    expect(fetchMock).toHaveBeenCalledWith('/afaJavaRoom/public/article/info?id=7', expect.anything());
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')?.getAttribute('href')).toBe(
        '/seed/covers/07.webp',
      ),
    );
  });

  it('asks for nothing for a visitor, whom the guard sends away', () => {
    window.history.replaceState(null, '', '/home/inforDetail?id=7');
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    runPrerenderScript(earlyPaintScript(ARTICLE_EARLY_PAINT));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['', '?id=0', '?id=abc', '?id=7%26size%3D1', '?id=12345678901'])('asks for nothing with the address %p', (search) => {
    localStorage.setItem('token', JSON.stringify('tok-9'));
    window.history.replaceState(null, '', `/home/inforDetail${search}`);
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    runPrerenderScript(earlyPaintScript(ARTICLE_EARLY_PAINT));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(slotOf(ARTICLE_EARLY_PAINT.slot)).toBeUndefined();
  });
});
