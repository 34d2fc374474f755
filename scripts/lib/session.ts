// A signed-in user for the measuring scripts: a real login through the reference server's API (the captcha is
// read from the server's log, as the end-to-end tests do), stored in a page the way the app stores it.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright';
import { TOKEN_KEY, USER_INFO_KEY } from '../../lib/session/store';

export interface SignedInSession {
  token: string;
  userInfo: unknown;
}

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

async function postJson<T>(url: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

async function captchaFromLog(logFile: string, email: string): Promise<string> {
  const prefix = `[captcha] ${email} `;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .findLast((entry) => entry.startsWith(prefix));
    if (line) return line.slice(prefix.length).trim();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No captcha for ${email} in ${logFile}`);
}

export async function logIn(appUrl: string, apiPrefix: string, serverLog: string, email: string): Promise<SignedInSession> {
  const sent = await postJson(`${appUrl}${apiPrefix}/public/user/send-captcha`, { email });
  if (sent.code !== 200) throw new Error(`send-captcha answered ${sent.code}: ${sent.message}`);
  const captcha = await captchaFromLog(serverLog, email);
  const login = await postJson<SignedInSession>(`${appUrl}${apiPrefix}/public/user/login-in`, { email, captcha });
  if (login.code !== 200) throw new Error(`login-in answered ${login.code}: ${login.message}`);
  return { token: login.data.token, userInfo: login.data.userInfo };
}

/** Every page of `context` starts signed in (local storage values are JSON, docs/PRODUCT.md §9). */
export async function seedSession(context: BrowserContext, session: SignedInSession): Promise<void> {
  await context.addInitScript(
    ([tokenKey, token, userInfoKey, userInfo]) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(userInfoKey, userInfo);
    },
    [TOKEN_KEY, JSON.stringify(session.token), USER_INFO_KEY, JSON.stringify(session.userInfo)] as const,
  );
}
