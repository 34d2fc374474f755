import { eq } from 'drizzle-orm';
import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DatabaseHandle } from '../../db/client';
import { uploadedImages, users, wallets } from '../../db/schema';
import { ErrorCode } from '../../http/error-codes';
import { MAX_AVATAR_BYTES } from '../../services/image-service';
import { ensureWalletAccount } from '../../services/wallet-account-service';
import { devAccount } from '@/lib/foundry/devAccounts';
import { bindProof } from '../../test-support/wallet-binding';
import { DEV_ACCOUNT_KEY } from '../../test-support/anvil';
import {
  createLoggedInUser,
  createTestApp,
  emptyAllTables,
  expectUnauthorised,
  openTestDatabase,
  postJson,
  rowCount,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';

const UPDATE = '/afaJavaRoom/app/user/update';
const BIND_INFO = '/afaJavaRoom/app/user/bind-info';

const firstDevAccount = privateKeyToAccount(DEV_ACCOUNT_KEY);

/** The smallest valid JPEG header bytes followed by filler: enough for the type check. */
function jpegOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const dataUrl = (mimeType: string, bytes: Buffer) => `data:${mimeType};base64,${bytes.toString('base64')}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let database: DatabaseHandle;
let server: TestApp;
let ada: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
  ada = await createLoggedInUser(server, database.db, 'ada@example.com');
});

async function post(path: string, body: unknown, user = ada) {
  const response = await server.request(path, postJson(body, { authorization: `Bearer ${user.token}` }));
  return { status: response.status, envelope: await response.json() };
}

const SEND_CAPTCHA = '/afaJavaRoom/public/user/send-captcha';

/** The code send-captcha mails to `email`, read from the log as its owner would read their mailbox. */
async function codeMailedTo(email: string): Promise<string> {
  server.clock.advance(60_000);
  expect((await post(SEND_CAPTCHA, { email })).envelope.code).toBe(200);
  return server.lastCaptchaFor(email.toLowerCase());
}

/** Binds a Google email with the code mailed to it, as its owner can. */
async function bindGoogle(googleEmail: string, user = ada) {
  return post(BIND_INFO, { type: 'google', googleEmail, captcha: await codeMailedTo(googleEmail) }, user);
}

async function storedUser() {
  const [row] = await database.db.select().from(users).where(eq(users.id, ada.userId));
  return row!;
}

describe('POST /app/user/update', () => {
  it.each(['Ada 👨‍👩‍👧', '👩🏽‍💻 dev', '🏳️‍🌈', '❤️‍🔥'])('takes the emoji sequence in the nickname %s, joiners and all', async (nickname) => {
    const { envelope } = await post(UPDATE, { nickname });
    expect(envelope.data).toMatchObject({ nickname });
    expect((await storedUser()).nickname).toBe(nickname);
  });

  it('changes the nickname, trimmed', async () => {
    const { envelope } = await post(UPDATE, { nickname: '  Ada   Lovelace ' });
    expect(envelope.data).toMatchObject({ id: ada.userId, nickname: 'Ada Lovelace' });
    expect((await storedUser()).nickname).toBe('Ada Lovelace');
  });

  it('stores an avatar image and serves it back at the URL it returns', async () => {
    const image = jpegOf(300 * 1024);
    const { envelope } = await post(UPDATE, { avatar: dataUrl('image/jpeg', image) });
    expect(envelope.data.avatar).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(envelope.data.nickname).toBe('ada');

    const served = await server.request(envelope.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // The same picture again is stored once.
    await post(UPDATE, { avatar: dataUrl('image/jpeg', image), nickname: 'Ada' });
    expect(await rowCount(database.db, uploadedImages)).toBe(1);
  });

  it('replaces the old avatar file with the new one, so repeated uploads do not pile up', async () => {
    for (let index = 0; index < 5; index++) {
      const image = jpegOf(1024);
      image.writeUInt32BE(index, 8);
      expect((await post(UPDATE, { avatar: dataUrl('image/jpeg', image) })).envelope.code).toBe(200);
    }
    expect(await rowCount(database.db, uploadedImages)).toBe(1);
    const [{ avatar }] = await database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, ada.userId));
    expect((await server.request(avatar)).status).toBe(200);
  });

  it('keeps a replaced picture that another user still shows', async () => {
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    const shared = dataUrl('image/jpeg', jpegOf(2048));
    await post(UPDATE, { avatar: shared });
    await post(UPDATE, { avatar: shared }, bob);
    await post(UPDATE, { avatar: dataUrl('image/png', PNG) });
    expect(await rowCount(database.db, uploadedImages)).toBe(2);
  });

  it('accepts PNG and WebP', async () => {
    expect((await post(UPDATE, { avatar: dataUrl('image/png', PNG) })).envelope.data.avatar).toMatch(/\.png$/);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect((await post(UPDATE, { avatar: dataUrl('image/webp', webp) })).envelope.data.avatar).toMatch(/\.webp$/);
  });

  it.each([
    ['an empty body', {}],
    ['a blank nickname', { nickname: '   ' }],
    ['a nickname over 32 characters', { nickname: 'x'.repeat(33) }],
    ['a nickname with a control character', { nickname: 'Ada\u0000' }],
    ['a nickname with an invisible direction mark', { nickname: 'Ada\u202e' }],
    ['a nickname with a zero-width space', { nickname: 'Ada\u200b' }],
    ['a nickname with a joiner between letters', { nickname: 'A\u200db' }],
    ['an avatar that is a plain URL', { avatar: 'https://example.com/a.jpg' }],
    ['an SVG avatar', { avatar: dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) }],
    ['a PNG labelled as JPEG', { avatar: dataUrl('image/jpeg', PNG) }],
    ['an avatar over 512 KB', { avatar: dataUrl('image/jpeg', jpegOf(MAX_AVATAR_BYTES + 1)) }],
    ['a good nickname with a bad avatar', { nickname: 'Ada', avatar: 'data:image/jpeg;base64,AAAA' }],
  ])('rejects %s with a 400 envelope and changes nothing', async (_case, body) => {
    const before = await storedUser();
    const { status, envelope } = await post(UPDATE, body);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: 400, data: null });
    expect(await storedUser()).toEqual(before);
    expect(await rowCount(database.db, uploadedImages)).toBe(0);
  });

  it('refuses a body far over the avatar limit with 413', async () => {
    const { status } = await post(UPDATE, { avatar: dataUrl('image/jpeg', jpegOf(700 * 1024)) });
    expect(status).toBe(413);
  });

  it('answers 404 for media that does not exist', async () => {
    expect((await server.request(`/media/${'0'.repeat(64)}.jpg`)).status).toBe(404);
    expect((await server.request('/media/..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, UPDATE, postJson({ nickname: 'Mallory' }));
    expect((await storedUser()).nickname).toBe('ada');
  });
});

describe('POST /app/user/bind-info', () => {
  const walletBind = async (account: LocalAccount = firstDevAccount, user: TestUser = ada) => ({
    type: 'wallet',
    ...(await bindProof(server, user.token, account)),
  });

  it('binds a wallet proven by its signature, and returns the user with it', async () => {
    const { envelope } = await post(BIND_INFO, await walletBind());
    expect(envelope.data.wallets).toEqual([{ address: firstDevAccount.address.toLowerCase(), chainIndex: 2810 }]);
  });

  it("refuses to bind someone else's address without its signature, or with a replayed one", async () => {
    expect((await post(BIND_INFO, { type: 'wallet', address: firstDevAccount.address })).envelope.code).toBe(400);
    const accountId = await ensureWalletAccount(database.db, ada.userId);
    // A signature over the old, nonce-less message: one the victim may have made before.
    const replayed = await firstDevAccount.signMessage({ message: `Bind this wallet to account ${accountId}` });
    expect((await post(BIND_INFO, { type: 'wallet', address: firstDevAccount.address, signature: replayed })).envelope.code).toBe(400);
    const used = await walletBind();
    expect((await post(BIND_INFO, used)).envelope.code).toBe(200);
    await database.db.delete(wallets);
    expect((await post(BIND_INFO, used)).envelope.code).toBe(ErrorCode.captchaExpiredOrUsed);
    expect(await rowCount(database.db, wallets)).toBe(0);
  });

  it('binds a Google email once, with the code mailed to it', async () => {
    const { envelope } = await bindGoogle('Ada@Gmail.com');
    expect(envelope.data.googleEmail).toBe('ada@gmail.com');
    expect((await bindGoogle('ada@gmail.com')).envelope.code).toBe(200);
    const other = await bindGoogle('other@gmail.com');
    expect(other.envelope).toMatchObject({ code: ErrorCode.accountAlreadyBound, data: null });
  });

  describe('attack: binding a Google email the attacker does not own', () => {
    it('is refused without a code', async () => {
      const { status, envelope } = await post(BIND_INFO, { type: 'google', googleEmail: 'victim@gmail.com' });
      expect(status).toBe(400);
      expect(envelope.message).toContain('captcha');
      expect((await storedUser()).googleEmail).toBeNull();
    });

    it("is refused with a guessed code, and with the code of the attacker's own email", async () => {
      await codeMailedTo('victim@gmail.com');
      const guessed = await post(BIND_INFO, { type: 'google', googleEmail: 'victim@gmail.com', captcha: '000000' });
      const ownCode = await codeMailedTo('mallory@gmail.com');
      const borrowed = await post(BIND_INFO, { type: 'google', googleEmail: 'victim@gmail.com', captcha: ownCode });
      expect([guessed.envelope.code, borrowed.envelope.code]).toEqual([ErrorCode.captchaIncorrect, ErrorCode.captchaIncorrect]);
      expect((await storedUser()).googleEmail).toBeNull();
    });

    it('is refused when the code was already spent', async () => {
      const captcha = await codeMailedTo('victim@gmail.com');
      expect((await post(BIND_INFO, { type: 'google', googleEmail: 'victim@gmail.com', captcha })).envelope.code).toBe(200);
      const mallory = await createLoggedInUser(server, database.db, 'mallory@example.com');
      const replayed = await post(BIND_INFO, { type: 'google', googleEmail: 'victim@gmail.com', captcha }, mallory);
      expect(replayed.envelope.code).toBe(ErrorCode.captchaExpiredOrUsed);
    });
  });

  it('answers 10030 for a wallet and 10031 for a Google email of another account, 10033 for a second wallet', async () => {
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    await post(BIND_INFO, await walletBind(firstDevAccount, bob), bob);
    await bindGoogle('bob@gmail.com', bob);

    expect((await post(BIND_INFO, await walletBind())).envelope).toEqual({
      code: ErrorCode.walletTiedToAnotherAccount,
      data: null,
      message: 'The current wallet address has been tied to another account, please use another wallet address',
    });
    expect((await bindGoogle('bob@gmail.com')).envelope.code).toBe(ErrorCode.googleEmailTiedToAnotherAccount);

    await post(BIND_INFO, await walletBind(devAccount(1)));
    const second = await post(BIND_INFO, await walletBind(devAccount(2)));
    expect(second.envelope.code).toBe(ErrorCode.accountAlreadyBound);
    expect(await rowCount(database.db, wallets)).toBe(2);
  });

  it.each([
    ['no type', { address: firstDevAccount.address }],
    ['an unknown type', { type: 'okx', address: firstDevAccount.address }],
    ['a bad address', { type: 'wallet', address: '0xnothex' }],
    ['a wrong signature', { type: 'wallet', address: firstDevAccount.address, nonce: '0'.repeat(32), signature: `0x${'11'.repeat(65)}` }],
    ['a bad email', { type: 'google', googleEmail: 'not-an-email', captcha: '123456' }],
    ['a Google email without its code', { type: 'google', googleEmail: 'ada@gmail.com' }],
  ])('rejects %s with a 400 envelope and binds nothing', async (_case, body) => {
    const { status, envelope } = await post(BIND_INFO, body);
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(await rowCount(database.db, wallets)).toBe(0);
    expect((await storedUser()).googleEmail).toBeNull();
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, BIND_INFO, postJson({ type: 'wallet', address: firstDevAccount.address }));
    expect(await rowCount(database.db, wallets)).toBe(0);
  });
});
