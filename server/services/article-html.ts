import sanitizeHtml from 'sanitize-html';
import { ARTICLE_ATTRIBUTES, ARTICLE_DROPPED_ELEMENTS, ARTICLE_ELEMENTS, ARTICLE_LINK_ATTRIBUTES } from '@/lib/protocol';

/**
 * The article profile of lib/protocol.ts, which the app renders with: cleaning on write as well means
 * every consumer of the API gets safe HTML.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ELEMENTS],
  allowedAttributes: ARTICLE_ATTRIBUTES as Record<string, string[]>,
  // Web, mail and phone links and relative ones; no javascript:, data: or vbscript: targets.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: [...ARTICLE_DROPPED_ELEMENTS],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...ARTICLE_LINK_ATTRIBUTES }) },
};

/** The article body with nothing left that could run script, load another document or restyle the page. */
export function cleanArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
