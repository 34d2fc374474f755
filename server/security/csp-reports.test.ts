import type { DatabaseHandle } from '../db/client';
import { createTestApp, emptyAllTables, openTestDatabase, type TestApp } from '../test-support/test-app';
import { CSP_REPORTS_PER_WINDOW, CSP_REPORT_PATH, CSP_REPORT_WINDOW_MS, MAX_CSP_REPORT_BYTES } from './csp-reports';

let database: DatabaseHandle;
let server: TestApp;

/** A report as Chromium sends it for an injected inline script. */
function chromiumReport(overrides: Record<string, unknown> = {}) {
  return {
    'csp-report': {
      'document-uri': 'https://app.example/home?x=1',
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; script-src 'self' 'sha256-abc'; report-uri /csp-report",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 7,
      'source-file': 'https://app.example/_next/static/chunks/app.js',
      'status-code': 200,
      'script-sample': 'window.__injected = true',
      ...overrides,
    },
  };
}

function post(body: string, contentType = 'application/csp-report', ip?: string) {
  return server.request(CSP_REPORT_PATH, { method: 'POST', headers: { 'content-type': contentType }, body }, ip);
}

const reportLines = () => server.logLines.filter((line) => line.startsWith('[csp] '));

beforeAll(async () => {
  database = await openTestDatabase();
});

beforeEach(async () => {
  // A fresh app per test: its own log, and no rate-limit hits left by an earlier test.
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('the CSP report endpoint', () => {
  it('is where the policy sends its reports', async () => {
    const response = await server.request('/openapi.json');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`(^|; )report-uri ${CSP_REPORT_PATH}($|;)`));
  });

  it('logs a browser’s report as one line with what was blocked where, and answers 204', async () => {
    const response = await post(JSON.stringify(chromiumReport()));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(reportLines()).toHaveLength(1);
    expect(JSON.parse(reportLines()[0]!.slice('[csp] '.length))).toEqual({
      document: 'https://app.example/home?x=1',
      directive: 'script-src-elem',
      blocked: 'inline',
      source: 'https://app.example/_next/static/chunks/app.js',
      line: 12,
      column: 7,
      sample: 'window.__injected = true',
      disposition: 'enforce',
    });
  });

  it('cuts long fields instead of refusing the report', async () => {
    const response = await post(
      JSON.stringify(chromiumReport({ 'document-uri': `https://app.example/home?q=${'a'.repeat(2000)}` })),
      'application/json',
    );
    expect(response.status).toBe(204);
    expect((JSON.parse(reportLines()[0]!.slice('[csp] '.length)) as { document: string }).document).toHaveLength(512);
  });

  it.each([
    ['malformed JSON', '{"csp-report": ', 'application/csp-report', 400],
    ['JSON that is not a report', JSON.stringify({ hello: 'world' }), 'application/csp-report', 400],
    ['a report without its document', JSON.stringify(chromiumReport({ 'document-uri': undefined })), 'application/csp-report', 400],
    ['a negative line number', JSON.stringify(chromiumReport({ 'line-number': -1 })), 'application/csp-report', 400],
    ['another content type', JSON.stringify(chromiumReport()), 'text/plain', 415],
    [
      'a body over the limit',
      JSON.stringify(chromiumReport({ 'script-sample': 'x'.repeat(MAX_CSP_REPORT_BYTES) })),
      'application/csp-report',
      413,
    ],
  ])('refuses %s and logs nothing', async (_name, body, contentType, status) => {
    expect((await post(body, contentType)).status).toBe(status);
    expect(reportLines()).toEqual([]);
  });

  it('takes a limited number of reports per address in a window, then takes them again', async () => {
    const body = JSON.stringify(chromiumReport());
    for (let index = 0; index < CSP_REPORTS_PER_WINDOW; index++) expect((await post(body, undefined, '198.51.100.1')).status).toBe(204);
    expect((await post(body, undefined, '198.51.100.1')).status).toBe(429);
    expect((await post(body, undefined, '198.51.100.2')).status).toBe(204);
    expect(reportLines()).toHaveLength(CSP_REPORTS_PER_WINDOW + 1);

    server.clock.advance(CSP_REPORT_WINDOW_MS);
    expect((await post(body, undefined, '198.51.100.1')).status).toBe(204);
  });

  it('answers nothing but POST', async () => {
    expect((await server.request(CSP_REPORT_PATH)).status).not.toBe(204);
    expect(reportLines()).toEqual([]);
  });
});
