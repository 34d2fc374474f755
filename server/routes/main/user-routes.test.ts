import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { privateKeyToAccount } from 'viem/accounts';
import { captchas, loginNonces, sessions, users } from '../../db/schema';
import { ErrorCode } from '../../http/error-codes';
import { captchaPolicy } from '../../services/captcha-service';
import { sessionLifetimeMs } from '../../services/session-service';
import { walletLoginPolicy } from '../../services/wallet-login-service';
import { DEV_ACCOUNT_KEY, SECOND_DEV_ACCOUNT_KEY } from '../../test-support/anvil';
import { bearer, createTestApp, emptyAllTables, openTestDatabase, postJson, rowCount, type TestApp } from '../../test-support/test-app';

const BASE = '/afaJavaRoom';
const SEND_CAPTCHA = `${BASE}/public/user/send-captcha`;
const LOGIN_IN = `${BASE}/public/user/login-in`;
const USER_INFO = `${BASE}/app/user/info`;
const LOGOUT = `${BASE}/app/user/logout`;

let database: DatabaseHandle;
let server: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
});

async function sendCaptcha(email: string, ip?: string) {
  return server.request(SEND_CAPTCHA, postJson({ email }), ip);
}

async function loginIn(body: Record<string, unknown>, ip?: string) {
  return server.request(LOGIN_IN, postJson(body), ip);
}

/** Logs `email` in through the two public endpoints and returns the session token. */
async function logIn(email: string): Promise<string> {
  await sendCaptcha(email);
  const response = await loginIn({ email, captcha: server.lastCaptchaFor(email) });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data.token;
}

describe('POST /public/user/send-captcha', () => {
  it('issues a 6-digit code, logs it and stores only its hash', async () => {
    const response = await sendCaptcha('Ada@Example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      data: { expiresInSeconds: 600, resendAfterSeconds: 60 },
      message: 'success',
    });
    const code = server.lastCaptchaFor('ada@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await database.db.select().from(captchas);
    expect(stored?.email).toBe('ada@example.com');
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBe(server.clock.now().getTime() + captchaPolicy.lifetimeMs);
  });

  it.each([
    ['a missing email', {}, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email: must be an email address'],
    ['a non-string email', { email: 42 }, 'email'],
  ])('rejects %s with a 400 envelope naming the field and writes nothing', async (_case, body, message) => {
    const response = await server.request(SEND_CAPTCHA, postJson(body));
    expect(response.status).toBe(400);
    const envelope = await response.json();
    expect(envelope).toMatchObject({ code: 400, data: null });
    expect(envelope.message).toContain(message);
    expect(await rowCount(database.db, captchas)).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const malformed = await server.request(SEND_CAPTCHA, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 400, message: 'Malformed JSON in request body' });

    const form = await server.request(SEND_CAPTCHA, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.c',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).code).toBe(ErrorCode.unsupportedMediaType);
    expect(await rowCount(database.db, captchas)).toBe(0);
  });

  it('allows one code per email per minute', async () => {
    expect((await sendCaptcha('ada@example.com')).status).toBe(200);
    const again = await sendCaptcha('ada@example.com');
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: ErrorCode.rateLimited, data: null });
    expect(await rowCount(database.db, captchas)).toBe(1);

    server.clock.advance(captchaPolicy.resendIntervalMs);
    expect((await sendCaptcha('ada@example.com')).status).toBe(200);
  });

  it('limits the codes one address may request per hour', async () => {
    for (let i = 0; i < captchaPolicy.maxPerIpPerHour; i += 1) {
      expect((await sendCaptcha(`user${i}@example.com`, '198.51.100.1')).status).toBe(200);
    }
    expect((await sendCaptcha('one-more@example.com', '198.51.100.1')).status).toBe(429);
    expect((await sendCaptcha('one-more@example.com', '198.51.100.2')).status).toBe(200);
  });
});

describe('email codes under attack', () => {
  it('caps the codes one email receives a day, from any number of addresses', async () => {
    for (let index = 0; index < captchaPolicy.maxPerEmailPerDay; index += 1) {
      expect((await sendCaptcha('victim@example.com', `198.51.100.${index}`)).status).toBe(200);
      server.clock.advance(captchaPolicy.resendIntervalMs);
    }
    const flood = await sendCaptcha('victim@example.com', '198.51.100.200');
    expect(flood.status).toBe(429);
    expect(await rowCount(database.db, captchas)).toBe(captchaPolicy.maxPerEmailPerDay);
    server.clock.advance(24 * 60 * 60_000);
    expect((await sendCaptcha('victim@example.com', '198.51.100.201')).status).toBe(200);
  });

  it('locks an email out after repeated wrong guesses across fresh codes, even for the right code', async () => {
    const guessesPerCode = captchaPolicy.maxFailedAttempts;
    let right = '';
    for (let guessed = 0; guessed < captchaPolicy.lockoutFailures; guessed += guessesPerCode) {
      await sendCaptcha('ada@example.com', `192.0.2.${guessed}`);
      right = server.lastCaptchaFor('ada@example.com');
      const wrong = right === '999999' ? '999998' : '999999';
      for (let attempt = 0; attempt < guessesPerCode; attempt += 1) {
        await loginIn({ email: 'ada@example.com', captcha: wrong }, `192.0.2.${guessed}`);
      }
      server.clock.advance(captchaPolicy.resendIntervalMs);
    }
    const fresh = await sendCaptcha('ada@example.com', '192.0.2.100');
    expect((await fresh.json()).code).toBe(ErrorCode.captchaAttemptsExceeded);
    expect((await (await loginIn({ email: 'ada@example.com', captcha: right }, '192.0.2.100')).json()).code).toBe(
      ErrorCode.captchaAttemptsExceeded,
    );
    expect(await rowCount(database.db, sessions)).toBe(0);
  });

  it('issues one code when many requests for the same email arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => sendCaptcha('race@example.com', `203.0.113.${index}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await rowCount(database.db, captchas)).toBe(1);
  });

  it('issues no more than the hourly cap when one address asks for many emails at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: captchaPolicy.maxPerIpPerHour + 5 }, (_, index) => sendCaptcha(`race${index}@example.com`, '198.51.100.77')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(captchaPolicy.maxPerIpPerHour);
    expect(await rowCount(database.db, captchas)).toBe(captchaPolicy.maxPerIpPerHour);
  });

  it('never writes the code to the log outside local development', async () => {
    const deployed = createTestApp(database.db, { logLoginCodes: false });
    expect((await deployed.request(SEND_CAPTCHA, postJson({ email: 'ada@example.com' }))).status).toBe(200);
    expect(deployed.logLines.join('\n')).not.toMatch(/\b\d{6}\b/);
    expect(deployed.logLines).toContain('[captcha] issued for ada@example.com');
  });
});

describe('POST /public/user/login-in', () => {
  it('creates the user and a session on first login, and finds the same user later', async () => {
    await sendCaptcha('ada@example.com');
    const response = await loginIn({ email: 'ADA@example.com', captcha: server.lastCaptchaFor('ada@example.com') });
    expect(response.status).toBe(200);
    const { code, data } = await response.json();
    expect(code).toBe(200);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.userInfo).toMatchObject({
      nickname: 'ada',
      avatar: '',
      email: 'ada@example.com',
      googleEmail: null,
      okxOpenId: null,
      wallets: [],
    });
    expect(data.userInfo.shareCode).toMatch(/^[A-Z2-9]{8}$/);
    const [session] = await database.db.select().from(sessions);
    expect(session?.tokenHash).not.toBe(data.token);

    server.clock.advance(captchaPolicy.resendIntervalMs);
    await logIn('ada@example.com');
    expect(await rowCount(database.db, users)).toBe(1);
    expect(await rowCount(database.db, sessions)).toBe(2);
  });

  it('remembers who invited a new user by their share code', async () => {
    await logIn('inviter@example.com');
    const [inviter] = await database.db.select().from(users).where(eq(users.email, 'inviter@example.com'));

    await sendCaptcha('guest@example.com');
    const response = await loginIn({
      email: 'guest@example.com',
      captcha: server.lastCaptchaFor('guest@example.com'),
      shareCode: inviter!.shareCode.toLowerCase(),
    });
    expect((await response.json()).code).toBe(200);
    const [guest] = await database.db.select().from(users).where(eq(users.email, 'guest@example.com'));
    expect(guest?.invitedByUserId).toBe(inviter!.id);
  });

  it("counts who joined through a share link on the inviter; an existing account, or one's own code, changes nothing", async () => {
    const inviterToken = await logIn('inviter@example.com');
    const invitedCount = async () => (await (await server.request(USER_INFO, bearer(inviterToken))).json()).data.invitedCount;
    const [inviter] = await database.db.select().from(users).where(eq(users.email, 'inviter@example.com'));
    expect(await invitedCount()).toBe(0);

    await logIn('existing@example.com');
    server.clock.advance(captchaPolicy.resendIntervalMs);
    for (const [email, shareCode] of [
      ['guest@example.com', inviter!.shareCode],
      ['existing@example.com', inviter!.shareCode],
      ['inviter@example.com', inviter!.shareCode],
    ] as const) {
      await sendCaptcha(email);
      expect((await (await loginIn({ email, captcha: server.lastCaptchaFor(email), shareCode })).json()).code).toBe(200);
    }
    expect(await invitedCount()).toBe(1);
    const invited = await database.db.select({ email: users.email }).from(users).where(eq(users.invitedByUserId, inviter!.id));
    expect(invited).toEqual([{ email: 'guest@example.com' }]);
  });

  it.each([
    ['a missing captcha', { email: 'ada@example.com' }, 'captcha'],
    ['a captcha of 5 digits', { email: 'ada@example.com', captcha: '12345' }, 'captcha: must be the 6-digit code'],
    ['a malformed email', { email: 'ada', captcha: '123456' }, 'email'],
    ['a malformed share code', { email: 'ada@example.com', captcha: '123456', shareCode: "x' OR 1=1" }, 'shareCode'],
  ])('rejects %s with a 400 envelope and writes nothing', async (_case, body, message) => {
    await sendCaptcha('ada@example.com');
    const response = await loginIn(body);
    expect(response.status).toBe(400);
    const envelope = await response.json();
    expect(envelope.code).toBe(400);
    expect(envelope.message).toContain(message);
    expect(await rowCount(database.db, users)).toBe(0);
    expect(await rowCount(database.db, sessions)).toBe(0);
    const [captcha] = await database.db.select().from(captchas);
    expect(captcha).toMatchObject({ consumedAt: null, failedAttempts: 0 });
  });

  it('refuses a wrong code, and a code without any issued', async () => {
    const none = await loginIn({ email: 'ada@example.com', captcha: '123456' });
    expect(await none.json()).toMatchObject({ code: ErrorCode.captchaExpiredOrUsed, data: null });

    await sendCaptcha('ada@example.com');
    const right = server.lastCaptchaFor('ada@example.com');
    const wrong = right === '000000' ? '000001' : '000000';
    const response = await loginIn({ email: 'ada@example.com', captcha: wrong });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: ErrorCode.captchaIncorrect,
      data: null,
      message: 'The verification code is incorrect',
    });
    expect(await rowCount(database.db, users)).toBe(0);
  });

  it('accepts a code only once', async () => {
    await sendCaptcha('ada@example.com');
    const code = server.lastCaptchaFor('ada@example.com');
    expect((await (await loginIn({ email: 'ada@example.com', captcha: code })).json()).code).toBe(200);
    const reuse = await loginIn({ email: 'ada@example.com', captcha: code });
    expect((await reuse.json()).code).toBe(ErrorCode.captchaExpiredOrUsed);
    expect(await rowCount(database.db, sessions)).toBe(1);
  });

  it('refuses an expired code', async () => {
    await sendCaptcha('ada@example.com');
    server.clock.advance(captchaPolicy.lifetimeMs);
    const response = await loginIn({ email: 'ada@example.com', captcha: server.lastCaptchaFor('ada@example.com') });
    expect((await response.json()).code).toBe(ErrorCode.captchaExpiredOrUsed);
    expect(await rowCount(database.db, users)).toBe(0);
  });

  it('spends a code after too many wrong guesses, even if the right one follows', async () => {
    await sendCaptcha('ada@example.com');
    const right = server.lastCaptchaFor('ada@example.com');
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < captchaPolicy.maxFailedAttempts; i += 1) {
      expect((await (await loginIn({ email: 'ada@example.com', captcha: wrong })).json()).code).toBe(ErrorCode.captchaIncorrect);
    }
    const late = await loginIn({ email: 'ada@example.com', captcha: right });
    expect((await late.json()).code).toBe(ErrorCode.captchaAttemptsExceeded);
    expect(await rowCount(database.db, sessions)).toBe(0);
  });

  it('limits login attempts per address', async () => {
    let lastStatus = 0;
    for (let i = 0; i <= 30; i += 1) {
      lastStatus = (await loginIn({ email: `u${i}@example.com`, captcha: '123456' }, '192.0.2.9')).status;
    }
    expect(lastStatus).toBe(429);
    expect((await loginIn({ email: 'u0@example.com', captcha: '123456' }, '192.0.2.10')).status).toBe(200);
  });
});

describe('GET /app/user/info and POST /app/user/logout', () => {
  it('returns the logged-in user', async () => {
    const token = await logIn('ada@example.com');
    const response = await server.request(USER_INFO, bearer(token));
    expect(response.status).toBe(200);
    const { code, data } = await response.json();
    expect(code).toBe(200);
    expect(data).toMatchObject({ email: 'ada@example.com', nickname: 'ada', wallets: [] });
    expect(Object.keys(data).sort()).toEqual(
      ['avatar', 'createdAt', 'email', 'googleEmail', 'id', 'invitedCount', 'nickname', 'okxOpenId', 'shareCode', 'wallets'].sort(),
    );
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['a token without the Bearer scheme', { authorization: 'not-a-real-token' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await server.request(USER_INFO, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, data: null, message: 'Please log in again' });
  });

  it('revokes the session on logout, and only that session', async () => {
    const first = await logIn('ada@example.com');
    server.clock.advance(captchaPolicy.resendIntervalMs);
    const second = await logIn('ada@example.com');

    const logout = await server.request(LOGOUT, { method: 'POST', ...bearer(first) });
    expect(await logout.json()).toEqual({ code: 200, data: null, message: 'success' });

    expect((await server.request(USER_INFO, bearer(first))).status).toBe(401);
    expect((await server.request(LOGOUT, { method: 'POST', ...bearer(first) })).status).toBe(401);
    expect((await server.request(USER_INFO, bearer(second))).status).toBe(200);
  });

  it('answers 401 once a session has expired', async () => {
    const token = await logIn('ada@example.com');
    server.clock.advance(sessionLifetimeMs);
    expect((await server.request(USER_INFO, bearer(token))).status).toBe(401);
  });

  it('answers 401 to unknown /app/ paths without a session, 404 with one', async () => {
    expect((await server.request(`${BASE}/app/no-such-thing`)).status).toBe(401);
    const token = await logIn('ada@example.com');
    const response = await server.request(`${BASE}/app/no-such-thing`, bearer(token));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe(404);
  });

  it('counts the invited through an index, not by reading every user', async () => {
    await database.db.execute(
      sql`INSERT INTO users (nickname, share_code, invited_by_user_id) SELECT 'user ' || n, 'code-' || n, n % 500 FROM generate_series(1, 5000) AS n`,
    );
    await database.db.execute(sql`ANALYZE users`);
    const plan = await database.db.execute(sql`EXPLAIN SELECT count(*) FROM users WHERE invited_by_user_id = 7`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain('users_invited_by_user_id_idx');
  });
});

describe('wallet sign-in: POST /public/user/login-nonce and /public/user/login', () => {
  const account = privateKeyToAccount(DEV_ACCOUNT_KEY);
  const NONCE = `${BASE}/public/user/login-nonce`;
  const LOGIN = `${BASE}/public/user/login`;

  async function signedLogin() {
    const issued = await (await server.request(NONCE, postJson({ address: account.address }))).json();
    const signature = await account.signMessage({ message: issued.data.message });
    return { message: issued.data.message as string, signature };
  }

  it('issues an EIP-4361 message for this site and chain, and logs in the signer, binding the wallet', async () => {
    const { message, signature } = await signedLogin();
    expect(message).toContain('localhost wants you to sign in with your Ethereum account:');
    expect(message).toContain(account.address);
    expect(message).toContain('Chain ID: 2810');

    const { code, data } = await (await server.request(LOGIN, postJson({ message, signature }))).json();
    expect(code).toBe(200);
    expect(data.userInfo.wallets).toEqual([{ address: account.address.toLowerCase(), chainIndex: 2810 }]);
    expect((await server.request(USER_INFO, bearer(data.token))).status).toBe(200);

    // The same wallet later finds the same user.
    const again = await signedLogin();
    const second = await (await server.request(LOGIN, postJson(again))).json();
    expect(second.data.userInfo.id).toBe(data.userInfo.id);
    expect(await rowCount(database.db, users)).toBe(1);
  });

  it('records the inviter of a new wallet account, and never of an existing one', async () => {
    const inviterToken = await logIn('inviter@example.com');
    const [inviter] = await database.db.select().from(users).where(eq(users.email, 'inviter@example.com'));
    const signUp = await (await server.request(LOGIN, postJson({ ...(await signedLogin()), shareCode: inviter!.shareCode }))).json();
    expect(signUp.code).toBe(200);
    const again = await (await server.request(LOGIN, postJson({ ...(await signedLogin()), shareCode: inviter!.shareCode }))).json();
    expect(again.data.userInfo.id).toBe(signUp.data.userInfo.id);

    const [guest] = await database.db.select().from(users).where(eq(users.id, signUp.data.userInfo.id));
    expect(guest?.invitedByUserId).toBe(inviter!.id);
    expect((await (await server.request(USER_INFO, bearer(inviterToken))).json()).data.invitedCount).toBe(1);
  });

  it('accepts a message once, and not after it expires', async () => {
    const login = await signedLogin();
    expect((await (await server.request(LOGIN, postJson(login))).json()).code).toBe(200);
    expect((await (await server.request(LOGIN, postJson(login))).json()).code).toBe(ErrorCode.captchaExpiredOrUsed);

    const late = await signedLogin();
    server.clock.advance(walletLoginPolicy.nonceLifetimeMs);
    expect((await (await server.request(LOGIN, postJson(late))).json()).code).toBe(ErrorCode.captchaExpiredOrUsed);
    expect(await rowCount(database.db, sessions)).toBe(1);
  });

  it.each([
    [
      'a signature by another wallet',
      async (login: { message: string }) => ({
        ...login,
        signature: await privateKeyToAccount(SECOND_DEV_ACCOUNT_KEY).signMessage({ message: login.message }),
      }),
    ],
    [
      'a message for another site',
      async (login: { message: string; signature: string }) => {
        const message = login.message.replace('localhost', 'evil.example');
        return { message, signature: await account.signMessage({ message }) };
      },
    ],
    [
      'a message for another chain',
      async (login: { message: string }) => {
        const message = login.message.replace('Chain ID: 2810', 'Chain ID: 1');
        return { message, signature: await account.signMessage({ message }) };
      },
    ],
    [
      'a message that is not a sign-in message',
      async () => ({ message: 'hello', signature: await account.signMessage({ message: 'hello' }) }),
    ],
    ['a signature that is not hex', async (login: { message: string }) => ({ ...login, signature: 'signed' })],
    ['a malformed share code', async (login: { message: string }) => ({ ...login, shareCode: "x' OR 1=1" })],
  ])('refuses %s with a 400 envelope and creates no session', async (_case, tamper) => {
    const body = await tamper(await signedLogin());
    const response = await server.request(LOGIN, postJson(body));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(400);
    expect(await rowCount(database.db, sessions)).toBe(0);
  });

  it('names the configured site whatever Host the request came with, and refuses a message for the Host', async () => {
    // A phishing site relays to this server with its own Host, hoping for a message that names it.
    const spoofed = await (await server.request(`http://evil.example${NONCE}`, postJson({ address: account.address }))).json();
    expect(spoofed.data.message).toMatch(/^localhost wants you to sign in/);
    expect(spoofed.data.message).toContain('URI: http://localhost');

    const login = await signedLogin();
    const message = login.message
      .replace('localhost wants', 'evil.example wants')
      .replace('URI: http://localhost', 'URI: http://evil.example');
    const signature = await account.signMessage({ message });
    const response = await server.request(`http://evil.example${LOGIN}`, postJson({ message, signature }));
    expect((await response.json()).code).toBe(400);
    expect(await rowCount(database.db, sessions)).toBe(0);
  });

  it.each([
    ['a URI on another site', (message: string) => message.replace('URI: http://localhost', 'URI: https://evil.example')],
    ['an issued-at in the future', (message: string) => message.replace(/Issued At: .*/, 'Issued At: 2031-01-01T00:00:00.000Z')],
    ['no expiry', (message: string) => message.replace(/\nExpiration Time: .*/, '')],
  ])('refuses a message with %s, even signed by its address', async (_case, tamper) => {
    const message = tamper((await signedLogin()).message);
    const signature = await account.signMessage({ message });
    const response = await server.request(LOGIN, postJson({ message, signature }));
    expect((await response.json()).code).toBe(400);
    expect(await rowCount(database.db, sessions)).toBe(0);
  });

  it('rejects a malformed address when asked for a nonce', async () => {
    expect((await server.request(NONCE, postJson({ address: '0x123' }))).status).toBe(400);
    expect(await rowCount(database.db, loginNonces)).toBe(0);
  });
});
