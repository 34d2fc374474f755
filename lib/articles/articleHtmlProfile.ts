/**
 * What an article body may hold: text formatting, headings, lists, quotes, code, tables, links and images,
 * with the attributes each needs. One profile for the server, which cleans bodies as they are written
 * (server/services/article-html.ts), and the app, which cleans them again as it renders them
 * (sanitizeArticleHtml.ts): the API the app reads may be one it does not control.
 */
export const ARTICLE_ELEMENTS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark',
  'small', 'sub', 'sup', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure',
  'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
] as const;

/** The attributes each element keeps; every other attribute goes. */
export const ARTICLE_ATTRIBUTES: Partial<Record<(typeof ARTICLE_ELEMENTS)[number], readonly string[]>> = {
  // target and rel are always the ones the cleaning sets: an author's own are overwritten.
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Elements dropped with everything inside them (their text is code or another document, never prose). */
export const ARTICLE_DROPPED_ELEMENTS = ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'] as const;

/** What a link opens in: a new tab that cannot reach back into the page. */
export const ARTICLE_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
