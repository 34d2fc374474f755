import type { IntlError } from 'next-intl';
import { reportIntlError } from './intlErrors';

/** next-intl ships ES modules only, so its errors are built here in their shape. */
const intlError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, originalMessage: message }) as unknown as IntlError;

describe('the message providers’ error handler', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => {})));
  afterEach(() => logged.mockRestore());

  it('passes over the missing time zone, which is by design', () => {
    reportIntlError(intlError('ENVIRONMENT_FALLBACK', 'There is no `timeZone` configured'));
    expect(logged).not.toHaveBeenCalled();
  });

  it('reports a missing message', () => {
    const missing = intlError('MISSING_MESSAGE', 'Could not resolve `home.nope`');
    reportIntlError(missing);
    expect(logged).toHaveBeenCalledWith(missing);
  });
});
