import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Article bodies are HTML written by users (submit-data), so they are hostile until cleaned. The profile
 * is HTML only (no SVG or MathML), with everything that can run code or load another document removed.
 */
const ARTICLE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'template', 'noscript'],
  // `style` can overlay the page or pull remote resources; `srcset` can point images at anything.
  FORBID_ATTR: ['style', 'srcdoc', 'srcset', 'formaction', 'action', 'ping', 'background', 'id', 'name'],
  ALLOW_DATA_ATTR: false,
  // Only web, mail and phone links, and relative ones; no javascript:, data: or vbscript: targets.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: DOMPurify | null = null;

/** One private instance, so these hooks never touch another use of DOMPurify. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links leave the app in a new tab that cannot reach back into this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The article's HTML with nothing left that could run script, navigate the page or frame another document. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html || typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, ARTICLE_CONFIG) as string;
}
