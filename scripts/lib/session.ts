// A signed-in user for the measuring scripts: a real login through the reference server's API (the captcha is
// read from the server's log, as the end-to-end tests do), stored in a page the way the app stores it.
import type { BrowserContext } from 'playwright';
import { TOKEN_KEY, USER_INFO_KEY } from '../../lib/session/store';
import { captchaInServerLog } from './serverLog';

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

/**
 * The captcha the server wrote for `email`, once its log has it. The server logs it before answering send-captcha,
 * and the log reaches the file a moment later through its pipe: it is read again until it is there, however long a
 * loaded machine takes.
 */
async function captchaFromLog(logFile: string, email: string): Promise<string> {
  for (;;) {
    const captcha = captchaInServerLog(logFile, email);
    if (captcha) return captcha;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
