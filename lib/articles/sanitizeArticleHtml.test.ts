import { sanitizeArticleHtml } from './sanitizeArticleHtml';

async function render(html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await sanitizeArticleHtml(html);
  return container;
}

describe('sanitizeArticleHtml', () => {
  it('keeps ordinary article markup', async () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> text.</p><ul><li>one</li></ul><img src="/seed/covers/01.webp" alt="cover">';
    const container = await render(html);
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/seed/covers/01.webp');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('cover');
  });

  it.each([
    ['<script>window.pwned=1</script><p>x</p>', 'script'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['<object data="evil.swf"></object><embed src="evil.swf">', 'object, embed'],
    ['<svg><script>alert(1)</script></svg>', 'svg, script'],
    ['<svg onload="alert(1)"></svg>', 'svg'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math'],
    ['<style>body{display:none}</style>', 'style'],
    ['<form action="https://evil.example"><input name="pw"><button>go</button></form>', 'form, input, button'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['<base href="https://evil.example/">', 'base'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
  ])('removes dangerous elements: %s', async (html, selector) => {
    expect((await render(html)).querySelector(selector)).toBeNull();
  });

  it.each([
    '<img src="x" onerror="alert(1)">',
    '<p onclick="alert(1)">x</p>',
    '<a href="#" onmouseover="alert(1)">x</a>',
    '<div onpointerenter="alert(1)">x</div>',
    '<body onload="alert(1)">',
  ])('removes event handlers: %s', async (html) => {
    const container = await render(html);
    for (const element of container.querySelectorAll('*')) {
      expect([...element.attributes].filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    }
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<img src="javascript:alert(1)">',
  ])('drops script URLs: %s', async (html) => {
    const container = await render(html);
    for (const element of container.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });

  it('removes style and srcdoc attributes', async () => {
    const container = await render('<p style="position:fixed;inset:0">x</p><div srcdoc="<b>x</b>">y</div>');
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('[srcdoc]')).toBeNull();
  });

  it('opens links in a new tab with rel=noopener', async () => {
    const link = (await render('<a href="https://example.org/page">read</a>')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/page');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('loads images lazily', async () => {
    expect((await render('<img src="/a.png" alt="">')).querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps only the profile’s elements and attributes, unwrapping others to their text', async () => {
    const container = await render('<section class="fixed inset-0" lang="en"><font color="red">kept text</font></section>');
    expect(container.innerHTML).toBe('kept text');
    const cell = await render('<table><tbody><tr><td colspan="2" class="fixed" data-x="1">x</td></tr></tbody></table>');
    expect(cell.querySelector('td')?.outerHTML).toBe('<td colspan="2">x</td>');
  });

  it('drops protocol-relative and whitespace-hidden script URLs', async () => {
    const container = await render(
      '<a href="//evil.example/x">a</a><a href="java\tscript:alert(1)">b</a><img src=" data:image/png;base64,AAAA">',
    );
    expect(container.querySelectorAll('[href], [src]')).toHaveLength(0);
  });

  it('gives an empty string for nothing', async () => {
    expect(await sanitizeArticleHtml(null)).toBe('');
    expect(await sanitizeArticleHtml('')).toBe('');
  });
});
