import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp } from '../http/client-ip';
import type { Database } from '../db/client';
import { SlidingWindowRateLimiter } from '../http/rate-limiter';

/** Where browsers send the reports of what the Content-Security-Policy blocked (its `report-uri`). */
export const CSP_REPORT_PATH = '/csp-report';

/** A browser's report is well under 2 KB; anything much larger is not one. */
export const MAX_CSP_REPORT_BYTES = 8 * 1024;
/** A page blocking something in a loop must not flood the log: this many reports per address per window. */
export const CSP_REPORTS_PER_WINDOW = 30;
export const CSP_REPORT_WINDOW_MS = 60_000;
/** Longer fields (a URL with a long query, a sample) are cut, not refused: the report is still worth having. */
const MAX_FIELD_CHARS = 512;

const field = z.string().transform((value) => value.slice(0, MAX_FIELD_CHARS));
const position = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The `report-uri` format (CSP level 2 and 3). The policy itself is not kept: the server knows what it sent. */
const CspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': field,
    'violated-directive': field.optional(),
    'effective-directive': field.optional(),
    'blocked-uri': field.optional(),
    'source-file': field.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': field.optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
});

export interface CspViolation {
  document: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: 'enforce' | 'report';
}

export interface CspReportCollectorDeps {
  /** Where the per-address report limit is counted, shared by every instance. */
  db: Database;
  /** Each accepted violation is written here as one `[csp] {json}` line. */
  log: (line: string) => void;
  now: () => Date;
  trustedProxyHops: number;
}

/**
 * Receives what the policy blocked in users' browsers, so a stale script hash after a release or an injected
 * script shows in the server log instead of going unnoticed. Answers 204 with no body, like any report sink.
 */
export function createCspReportCollector({ db, log, now, trustedProxyHops }: CspReportCollectorDeps) {
  const limiter = new SlidingWindowRateLimiter(db, 'csp-reports', CSP_REPORTS_PER_WINDOW, CSP_REPORT_WINDOW_MS);
  const collector = new Hono();
  collector.post(
    '/',
    async (c, next) => {
      if (!(await limiter.tryHit(clientIp(c, trustedProxyHops), now().getTime()))) return c.body(null, 429);
      await next();
    },
    bodyLimit({ maxSize: MAX_CSP_REPORT_BYTES, onError: (c) => c.body(null, 413) }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('application/csp-report') && !type.startsWith('application/json')) return c.body(null, 415);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.body(null, 400);
      }
      const parsed = CspReportSchema.safeParse(body);
      if (!parsed.success) return c.body(null, 400);
      const report = parsed.data['csp-report'];
      const violation: CspViolation = {
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      };
      log(`[csp] ${JSON.stringify(violation)}`);
      return c.body(null, 204);
    },
  );
  return collector;
}
