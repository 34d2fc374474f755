import { ARTICLE_ATTRIBUTES, ARTICLE_DROPPED_ELEMENTS, ARTICLE_ELEMENTS, ARTICLE_LINK_ATTRIBUTES } from '@/lib/protocol';

/**
 * Article bodies are HTML written by users, so they are hostile until cleaned, even when our own server has
 * cleaned them already: the API may be one the app does not control. Two passes:
 *  1. the browser's Sanitizer API (`Document.parseHTML`) where it has one, else DOMPurify (12 KB of gzip script,
 *     loaded only then), removes everything that can run script, with the forms, frames and styles around it;
 *  2. the article profile (lib/protocol.ts) is applied to what is left, in an inert document.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Removed with their content by the first pass; the profile would also unwrap any of them left. */
const REMOVED_ELEMENTS = [
  ...ARTICLE_DROPPED_ELEMENTS,
  'frame',
  'frameset',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'link',
  'meta',
  'base',
];

/** Web, mail and phone links, and relative ones; no javascript:, data: or vbscript: targets, nor another host's `//`. */
const ALLOWED_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#|\.{1,2}\/)/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** What a browser ignores inside a URL (it would turn `java\tscript:` into `javascript:`). */
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

const KEPT_ELEMENTS = new Set<string>(ARTICLE_ELEMENTS);
const DROPPED_ELEMENTS = new Set<string>(ARTICLE_DROPPED_ELEMENTS);

/** The part of the Sanitizer API this module uses (not yet in TypeScript's DOM types). */
type SanitizerElement = string | { name: string; namespace: string };
interface SanitizingDocumentConstructor {
  parseHTML?: (html: string, options: { sanitizer: { removeElements: SanitizerElement[]; comments: boolean } }) => Document;
}

function parseWithBrowserSanitizer(html: string): HTMLElement | null {
  const { parseHTML } = Document as SanitizingDocumentConstructor;
  if (typeof parseHTML !== 'function') return null;
  const removeElements: SanitizerElement[] = [
    ...REMOVED_ELEMENTS,
    { name: 'svg', namespace: SVG_NAMESPACE },
    { name: 'math', namespace: MATHML_NAMESPACE },
  ];
  try {
    return parseHTML.call(Document, html, { sanitizer: { removeElements, comments: false } }).body;
  } catch {
    // An implementation of an older draft that refuses this configuration: DOMPurify does the first pass.
    return null;
  }
}

async function parseWithDOMPurify(html: string): Promise<HTMLElement> {
  const { default: DOMPurify } = await import('dompurify');
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: REMOVED_ELEMENTS, RETURN_TRUSTED_TYPE: false });
  // Parsed again in a document of its own: nothing in it loads or runs while the profile is applied.
  return new DOMParser().parseFromString(clean, 'text/html').body;
}

function isAllowedUrl(value: string): boolean {
  return ALLOWED_URL.test(value.replace(IGNORED_IN_URLS, ''));
}

/** Keeps the profile's elements and attributes only: others are unwrapped to their text, or dropped. */
function applyArticleProfile(body: HTMLElement): void {
  for (const element of [...body.querySelectorAll('*')]) {
    const name = element.localName;
    if (DROPPED_ELEMENTS.has(name)) {
      element.remove();
      continue;
    }
    if (element.namespaceURI !== HTML_NAMESPACE || !KEPT_ELEMENTS.has(name)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const allowed = ARTICLE_ATTRIBUTES[name as keyof typeof ARTICLE_ATTRIBUTES] ?? [];
    for (const { name: attribute, value } of [...element.attributes]) {
      if (!allowed.includes(attribute) || (URL_ATTRIBUTES.has(attribute) && !isAllowedUrl(value))) element.removeAttribute(attribute);
    }
    if (name === 'a' && element.hasAttribute('href')) {
      for (const [attribute, value] of Object.entries(ARTICLE_LINK_ATTRIBUTES)) element.setAttribute(attribute, value);
    }
    if (name === 'img') {
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
      element.setAttribute('referrerpolicy', 'no-referrer');
    }
  }
}

/** The article's HTML with nothing left that could run script, navigate the page, frame another document or restyle the page. */
export async function sanitizeArticleHtml(html: string | null | undefined): Promise<string> {
  if (!html || typeof window === 'undefined') return '';
  const body = parseWithBrowserSanitizer(html) ?? (await parseWithDOMPurify(html));
  applyArticleProfile(body);
  return body.innerHTML;
}
