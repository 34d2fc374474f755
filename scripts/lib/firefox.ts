import { existsSync } from 'node:fs';

/** Debian's Firefox ESR, driven over WebDriver BiDi; FIREFOX_PATH names any other Firefox. */
export function firefoxPath(): string | undefined {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  const debianFirefox = '/usr/lib/firefox-esr/firefox-esr';
  return existsSync(debianFirefox) ? debianFirefox : undefined;
}
