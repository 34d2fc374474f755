import { createHash } from 'node:crypto';
import { CSP_REPORT_PATH } from '../security/csp-reports';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash source of every inline script of a page. Next's static export inlines its bootstrap and the
 * React Server Components payload as inline scripts, so script-src 'self' alone would block the app;
 * allowing exactly these scripts by hash avoids 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The origin of an absolute http(s) URL, or nothing for a same-origin path or an unparsable value. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

export interface PolicySources {
  /** URLs the browser calls besides this server: the public RPC, other API bases. */
  connectUrls: Array<string | undefined>;
  /** The analytics collector, which may also be reached by image beacons. */
  sensorsUrl?: string;
}

/**
 * Scripts only from this origin (plus the page's own inline scripts by hash), no eval; connections to this
 * origin and the configured APIs and RPC; no framing; what it blocks is reported to this server. Styles allow
 * 'unsafe-inline' because React style attributes and the toasts' injected styles are inline.
 */
export function buildContentSecurityPolicy(sources: PolicySources, scriptHashes: string[] = []): string {
  const sensorsOrigin = originOf(sources.sensorsUrl);
  const connectOrigins = [...new Set([...sources.connectUrls.flatMap(originOf), ...sensorsOrigin])];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...sensorsOrigin]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // report-uri, not report-to: browsers send these at once, where the Reporting API batches them for a minute.
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
