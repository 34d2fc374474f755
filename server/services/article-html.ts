import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may hold once stored: text formatting, headings, lists, quotes, code, tables, links
 * and images, with the attributes each needs. The same profile the app renders with (lib/articles/
 * sanitizeArticleHtml.ts); cleaning on write as well means every consumer of the API gets safe HTML.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark',
    'small', 'sub', 'sup', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure',
    'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
  ],
  allowedAttributes: {
    // target and rel are always the ones transformTags sets: an author's own are overwritten.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // Web, mail and phone links and relative ones; no javascript:, data: or vbscript: targets.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style contents are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The article body with nothing left that could run script, load another document or restyle the page. */
export function cleanArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
