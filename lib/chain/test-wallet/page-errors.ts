/**
 * The test build records every uncaught error and unhandled rejection of its pages, from the first script on, for
 * a driver that cannot add a script of its own before the page's (classic WebDriver has no init script). Session
 * storage keeps them through the page's reloads and navigations until the driver reads them.
 */
export const PAGE_ERRORS_KEY = 'testWallet.pageErrors';

/** Self-contained (no imports, nothing from its closure): the page runs it from its source text. */
export function recordPageErrors(key: string): void {
  const record = (text: string) => {
    const errors = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
    window.sessionStorage.setItem(key, JSON.stringify([...errors, text]));
  };
  // WebKit's stack of an error leaves out its name and message.
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}\n${value.stack ?? ''}`.trim() : String(value);
  if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, '[]');
  window.addEventListener('error', (event) => record(describe(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => record(`Unhandled rejection: ${describe(event.reason)}`));
}

/** The recorder as an inline script of every prerendered page, in the test build only (empty otherwise). */
export const RECORD_PAGE_ERRORS_SCRIPT =
  process.env.NEXT_PUBLIC_TEST_WALLET === '1' ? `(${recordPageErrors.toString()})(${JSON.stringify(PAGE_ERRORS_KEY)})` : '';
