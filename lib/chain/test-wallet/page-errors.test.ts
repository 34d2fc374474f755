import { PAGE_ERRORS_KEY, recordPageErrors } from './page-errors';

const recorded = () => JSON.parse(window.sessionStorage.getItem(PAGE_ERRORS_KEY) ?? 'null') as string[] | null;

describe("the test build's record of page errors", () => {
  it('keeps uncaught errors with their name and message, and unhandled rejections, through a reload', () => {
    recordPageErrors(PAGE_ERRORS_KEY);
    expect(recorded()).toEqual([]);

    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('boom'), message: 'boom' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'refused' }));
    expect(recorded()).toEqual([expect.stringMatching(/^TypeError: boom/), 'Unhandled rejection: refused']);

    // The next page's recorder starts from what the last one kept.
    recordPageErrors(PAGE_ERRORS_KEY);
    expect(recorded()).toHaveLength(2);
  });
});
