import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http, keccak256, type Hex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { morphHolesky } from 'viem/chains';
import type { DatabaseHandle } from '../../db/client';
import { chainTransactions, walletAccounts, wallets } from '../../db/schema';
import { ErrorCode } from '../../http/error-codes';
import { transactionRecordPolicy } from '../../services/chain-transaction-service';
import { addressBindMessage, walletBindPolicy } from '../../services/wallet-account-service';
import { devAccount } from '@/lib/foundry/devAccounts';
import { bindProof } from '../../test-support/wallet-binding';
import { DEV_ACCOUNT_KEY, SECOND_DEV_ACCOUNT_KEY, startAnvil, type Anvil } from '../../test-support/anvil';
import {
  bearer,
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

const CREATE_WALLET = '/v1/waas/create-wallet';
const ADDRESS_BIND = '/v1/waas/address-bind';
const BIND_NONCE = '/v1/waas/bind-nonce';
const SEND_TRANSACTION = '/v1/waas/send-transaction';
const BROADCAST_TX = '/v1/nft/broadcast-tx';
const HASH_INFO = '/v1/nft/hash-info';

const firstDevAccount = privateKeyToAccount(DEV_ACCOUNT_KEY);
const secondAccount = privateKeyToAccount(SECOND_DEV_ACCOUNT_KEY);
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** A funded dev account no test binds to ada: the wallet an attacker claims records of. */
const victim = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

let database: DatabaseHandle;
let anvil: Anvil;
let server: TestApp;
let ada: TestUser;

beforeAll(async () => {
  [database, anvil] = await Promise.all([openTestDatabase(), startAnvil()]);
});

afterAll(async () => {
  await Promise.all([database.close(), anvil.stop()]);
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db, { rpcUrl: anvil.rpcUrl });
  ada = await createLoggedInUser(server, database.db, 'ada@example.com');
});

function walletClientOf(account = firstDevAccount) {
  return createWalletClient({ account, chain: morphHolesky, transport: http(anvil.rpcUrl) });
}

async function post(path: string, body: unknown, user: TestUser = ada) {
  const response = await server.request(path, postJson(body, { authorization: `Bearer ${user.token}` }));
  return { status: response.status, envelope: await response.json() };
}

async function accountIdOf(user: TestUser = ada): Promise<string> {
  return (await post(CREATE_WALLET, {}, user)).envelope.data.accountId;
}

/** A transfer signed by `account` for chain 2810 and not yet sent. */
async function signTransfer(account = firstDevAccount): Promise<{ signedTx: Hex; txHash: Hex }> {
  const client = walletClientOf(account);
  const request = await client.prepareTransactionRequest({ to: RECIPIENT, value: 1000n });
  const signedTx = await client.signTransaction(request);
  return { signedTx, txHash: keccak256(signedTx) };
}

describe('POST /v1/waas/create-wallet', () => {
  it('creates the account id once and returns the same one after', async () => {
    const first = await post(CREATE_WALLET, {});
    expect(first.status).toBe(200);
    expect(first.envelope.data.accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await post(CREATE_WALLET, {})).envelope.data.accountId).toBe(first.envelope.data.accountId);
    expect(await rowCount(database.db, walletAccounts)).toBe(1);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, CREATE_WALLET, { method: 'POST' });
    expect(await rowCount(database.db, walletAccounts)).toBe(0);
  });
});

describe('POST /v1/waas/bind-nonce and /v1/waas/address-bind', () => {
  const proofFor = (account: LocalAccount = firstDevAccount, user: TestUser = ada) => bindProof(server, user.token, account);

  it('binds a wallet proven by its signature, shows it in the user info, and accepts the same binding again', async () => {
    const bound = await post(ADDRESS_BIND, await proofFor());
    expect(bound.envelope).toEqual({
      code: 200,
      message: 'success',
      data: { accountId: await accountIdOf(), address: firstDevAccount.address, chainIndex: 2810 },
    });
    expect((await post(ADDRESS_BIND, await proofFor())).envelope.code).toBe(200);
    const info = await server.request('/afaJavaRoom/app/user/info', bearer(ada.token));
    expect((await info.json()).data.wallets).toEqual([{ address: firstDevAccount.address.toLowerCase(), chainIndex: 2810 }]);
    expect(await rowCount(database.db, wallets)).toBe(1);
  });

  it('issues the bind message naming the account, the wallet and the nonce', async () => {
    const { envelope } = await post(BIND_NONCE, { address: firstDevAccount.address });
    expect(envelope.data.message).toBe(
      addressBindMessage({ accountId: await accountIdOf(), address: firstDevAccount.address, nonce: envelope.data.nonce }),
    );
  });

  it("refuses to bind someone else's address without its signature: the victim's later sign-in stays theirs", async () => {
    const victim = firstDevAccount.address;
    const attempts = [
      { address: victim },
      { address: victim, signature: await secondAccount.signMessage({ message: 'Bind this wallet' }) },
      { address: victim, nonce: (await post(BIND_NONCE, { address: victim })).envelope.data.nonce, signature: '0x1234' },
    ];
    for (const body of attempts) {
      const { envelope } = await post(ADDRESS_BIND, body);
      expect(envelope.code).toBe(400);
    }
    // The attacker's own wallet signing over a nonce for the victim's address does not prove the victim's.
    const forged = await proofFor(secondAccount);
    expect((await post(ADDRESS_BIND, { ...forged, address: victim.toLowerCase() })).envelope.code).not.toBe(200);
    expect(await rowCount(database.db, wallets)).toBe(0);
  });

  it('accepts a nonce once, only before it expires, and only for the user and address it was issued to', async () => {
    const proof = await proofFor();
    expect((await post(ADDRESS_BIND, proof)).envelope.code).toBe(200);
    await database.db.delete(wallets);
    expect((await post(ADDRESS_BIND, proof)).envelope.code).toBe(ErrorCode.captchaExpiredOrUsed);

    const late = await proofFor();
    server.clock.advance(walletBindPolicy.nonceLifetimeMs);
    expect((await post(ADDRESS_BIND, late)).envelope.code).toBe(ErrorCode.captchaExpiredOrUsed);

    // A signature the wallet made for bob's nonce does not bind it to ada's account.
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    const bobs = await proofFor(firstDevAccount, bob);
    expect((await post(ADDRESS_BIND, bobs)).envelope.code).not.toBe(200);
    expect(await rowCount(database.db, wallets)).toBe(0);
  });

  it('answers 10030 for a wallet of another account and 10033 for a second wallet', async () => {
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    expect((await post(ADDRESS_BIND, await proofFor(firstDevAccount, bob), bob)).envelope.code).toBe(200);

    const taken = await post(ADDRESS_BIND, await proofFor());
    expect(taken.status).toBe(200);
    expect(taken.envelope).toMatchObject({ code: ErrorCode.walletTiedToAnotherAccount, data: null });

    await post(ADDRESS_BIND, await proofFor(secondAccount));
    const second = await post(ADDRESS_BIND, await proofFor(devAccount(2)));
    expect(second.envelope).toEqual({
      code: ErrorCode.accountAlreadyBound,
      data: null,
      message: 'This account has been bound, please use another account',
    });
    expect(await rowCount(database.db, wallets)).toBe(2);
  });

  it.each([
    ['a missing address', {}],
    ['a short address', { address: '0x1234' }],
    ['a wrongly checksummed address', { address: firstDevAccount.address.replace('f39F', 'F39f') }],
    ['a signature that is not hex', { address: firstDevAccount.address, nonce: '0'.repeat(32), signature: 'signed' }],
  ])('rejects %s with a 400 envelope and binds nothing', async (_case, body) => {
    const { status, envelope } = await post(ADDRESS_BIND, body);
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: 400, data: null });
    expect(await rowCount(database.db, wallets)).toBe(0);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, ADDRESS_BIND, postJson({ address: firstDevAccount.address }));
    await expectUnauthorised(server, database.db, BIND_NONCE, postJson({ address: firstDevAccount.address }));
    expect(await rowCount(database.db, wallets)).toBe(0);
  });
});

describe('POST /v1/nft/broadcast-tx and /v1/nft/hash-info', () => {
  const record = { fromAddress: firstDevAccount.address, txType: 2, tokenId: '7', txAmount: '12.5' };

  beforeEach(async () => {
    expect((await post(ADDRESS_BIND, await bindProof(server, ada.token, firstDevAccount))).envelope.code).toBe(200);
  });

  it('records a broadcast once, with the account id, and reports it pending until mined', async () => {
    const accountId = await accountIdOf();
    const { signedTx, txHash } = await signTransfer();
    const first = await post(BROADCAST_TX, { ...record, accountId, signedTx, txHash: txHash.toUpperCase().replace('0X', '0x') });
    expect(first.envelope.data).toMatchObject({
      txHash,
      txType: 2,
      status: 'pending',
      accountId,
      fromAddress: firstDevAccount.address.toLowerCase(),
      tokenId: '7',
      fromTokenId: null,
      txAmount: '12.5',
      source: 'broadcast',
      chainIndex: 2810,
    });
    const again = await post(BROADCAST_TX, { ...record, signedTx, txHash, txType: 3 });
    expect(again.envelope.data.txType).toBe(2);
    expect(await rowCount(database.db, chainTransactions)).toBe(1);

    const info = await post(HASH_INFO, { txHash });
    expect(info.envelope.data).toMatchObject({ txHash, status: 'pending', blockNumber: null });
  });

  it('confirms a mined transaction from its receipt, and marks a reverted one failed', async () => {
    const client = walletClientOf();
    const sent = await client.sendTransaction({ to: RECIPIENT, value: 1n });
    // Init code that reverts at once: PUSH1 0, PUSH1 0, REVERT.
    const reverted = await client.sendTransaction({ data: '0x60006000fd', gas: 100_000n });
    for (const [txHash, txType] of [
      [sent, 13],
      [reverted, 14],
    ] as const) {
      expect((await post(BROADCAST_TX, { fromAddress: firstDevAccount.address, txHash, txType })).envelope.code).toBe(200);
    }

    const confirmed = await post(HASH_INFO, { txHash: sent });
    expect(confirmed.envelope.data).toMatchObject({ status: 'confirmed', blockNumber: expect.any(Number) });
    expect((await post(HASH_INFO, { txHash: reverted })).envelope.data.status).toBe('failed');
    const [stored] = await database.db.select().from(chainTransactions).where(eq(chainTransactions.txHash, sent));
    expect(stored?.status).toBe('confirmed');
  });

  it('refuses a record of a wallet not bound to the caller', async () => {
    const victims = await walletClientOf(victim).sendTransaction({ to: firstDevAccount.address, value: 1n });
    const { status, envelope } = await post(BROADCAST_TX, { ...record, fromAddress: victim.address, txHash: victims });
    expect(status).toBe(403);
    expect(envelope.message).toContain('fromAddress');
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it("refuses to claim another wallet's transaction, or a hash the chain never saw, as the caller's wallet's", async () => {
    const victims = await walletClientOf(victim).sendTransaction({ to: firstDevAccount.address, value: 1n });
    const claimed = await post(BROADCAST_TX, { ...record, txHash: victims });
    expect(claimed.envelope).toMatchObject({ code: 400, message: 'fromAddress: did not send this transaction' });
    const invented = await post(BROADCAST_TX, { ...record, txHash: `0x${'ab'.repeat(32)}` });
    expect(invented.envelope).toMatchObject({ code: 400, message: 'txHash: no such transaction on the chain' });
    const { signedTx, txHash } = await signTransfer(victim);
    expect((await post(BROADCAST_TX, { ...record, signedTx, txHash })).envelope.code).toBe(400);
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it("answers hash-info only for the caller's own records", async () => {
    const sent = await walletClientOf().sendTransaction({ to: RECIPIENT, value: 1n });
    expect((await post(BROADCAST_TX, { ...record, txHash: sent })).envelope.code).toBe(200);
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    const { status, envelope } = await post(HASH_INFO, { txHash: sent }, bob);
    expect(status).toBe(404);
    expect(envelope.data).toBeNull();
  });

  it('expires a record that never settles, so it leaves the pending queue', async () => {
    const { signedTx, txHash } = await signTransfer();
    expect((await post(BROADCAST_TX, { ...record, signedTx, txHash })).envelope.data.status).toBe('pending');
    server.clock.advance(transactionRecordPolicy.pendingLifetimeMs - 1);
    expect((await post(HASH_INFO, { txHash })).envelope.data.status).toBe('pending');
    server.clock.advance(1);
    expect((await post(HASH_INFO, { txHash })).envelope.data.status).toBe('expired');
  });

  it('answers 404 for a hash never recorded', async () => {
    const { status, envelope } = await post(HASH_INFO, { txHash: `0x${'cd'.repeat(32)}` });
    expect(status).toBe(404);
    expect(envelope).toMatchObject({ code: 404, data: null });
  });

  it.each([
    ['a short hash', { txHash: '0xabcd' }],
    ['a txType outside the list', { txType: 7 }],
    ['a txType that is not a number', { txType: 'upgrade' }],
    ['a bad address', { fromAddress: 'me' }],
    ['a negative token id', { tokenId: '-1' }],
    ['an amount with letters', { txAmount: '1e18' }],
    ['a signed transaction that does not hash to txHash', { signedTx: '0x02f86c' }],
  ])('rejects %s with a 400 envelope and records nothing', async (_case, change) => {
    const { status, envelope } = await post(BROADCAST_TX, { ...record, txHash: `0x${'ab'.repeat(32)}`, ...change });
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ code: 400, data: null });
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it("refuses an accountId that is not the caller's", async () => {
    const bob = await createLoggedInUser(server, database.db, 'bob@example.com');
    const sent = await walletClientOf().sendTransaction({ to: RECIPIENT, value: 1n });
    const { status, envelope } = await post(BROADCAST_TX, { ...record, txHash: sent, accountId: await accountIdOf(bob) });
    expect(status).toBe(403);
    expect(envelope.code).toBe(ErrorCode.forbidden);
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it('rejects a malformed hash-info request', async () => {
    expect((await post(HASH_INFO, { txHash: 'abc' })).status).toBe(400);
  });

  it.each([BROADCAST_TX, HASH_INFO])('%s answers 401 without a token or with a revoked one', async (path) => {
    await expectUnauthorised(server, database.db, path, postJson({ ...record, txHash: `0x${'ab'.repeat(32)}` }));
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });
});

describe('POST /v1/waas/get-nft-assets', () => {
  const query = { ownerAddress: firstDevAccount.address, contractAddress: RECIPIENT };

  it('answers an empty list before anything is indexed', async () => {
    expect((await post('/v1/waas/get-nft-assets', query)).envelope.data).toEqual({ list: [], indexedBlock: -1 });
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, '/v1/waas/get-nft-assets', postJson(query));
  });
});

describe('POST /v1/waas/send-transaction', () => {
  beforeEach(async () => {
    expect((await post(ADDRESS_BIND, await bindProof(server, ada.token, firstDevAccount))).envelope.code).toBe(200);
  });

  async function sendBody(account = firstDevAccount) {
    const signed = await signTransfer(account);
    return { ...signed, accountId: await accountIdOf(), fromAddr: account.address, chainIndex: 2810, txType: 13 };
  }

  it('relays a signed transaction to the chain and records it', async () => {
    const body = await sendBody();
    const { envelope } = await post(SEND_TRANSACTION, body);
    expect(envelope.data).toMatchObject({ txHash: body.txHash, source: 'relay', txType: 13, status: 'pending' });
    const chain = createPublicClient({ chain: morphHolesky, transport: http(anvil.rpcUrl) });
    const receipt = await chain.waitForTransactionReceipt({ hash: body.txHash });
    expect(receipt.status).toBe('success');
    expect((await post(HASH_INFO, { txHash: body.txHash })).envelope.data.status).toBe('confirmed');
  });

  it("passes on the node's refusal as 10050 and records nothing", async () => {
    const body = await sendBody();
    await walletClientOf().sendRawTransaction({ serializedTransaction: body.signedTx });
    await walletClientOf().sendTransaction({ to: RECIPIENT, value: 1n });
    const { envelope } = await post(SEND_TRANSACTION, body);
    expect(envelope.code).toBe(ErrorCode.transactionRejected);
    expect(envelope.message).toMatch(/^The chain refused the transaction: /);
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it('refuses to relay and record a transaction signed by a wallet not bound to the caller', async () => {
    const body = await sendBody(victim);
    const { status, envelope } = await post(SEND_TRANSACTION, body);
    expect(status).toBe(403);
    expect(envelope.message).toContain('fromAddr');
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it('answers 10051 when the chain node is unreachable', async () => {
    const body = await sendBody();
    const offline = createTestApp(database.db, { rpcUrl: 'http://127.0.0.1:9' });
    const response = await offline.request(SEND_TRANSACTION, postJson(body, { authorization: `Bearer ${ada.token}` }));
    expect((await response.json()).code).toBe(ErrorCode.chainUnavailable);
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it.each([
    ["a hash that is not the signed transaction's", { txHash: `0x${'ab'.repeat(32)}` }],
    ['a sender that did not sign it', { fromAddr: RECIPIENT }],
    ['another chain', { chainIndex: 1 }],
    ['bytes that are not a transaction', { signedTx: '0x1234', txHash: keccak256('0x1234') }],
    ['a missing accountId', { accountId: undefined }],
    ['a txType outside the list', { txType: 1 }],
  ])('rejects %s with a 400 envelope and sends nothing', async (_case, change) => {
    const body = await sendBody();
    const { status, envelope } = await post(SEND_TRANSACTION, { ...body, ...change });
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, SEND_TRANSACTION, postJson(await sendBody()));
    expect(await rowCount(database.db, chainTransactions)).toBe(0);
  });
});
