import { eq, inArray, sql } from 'drizzle-orm';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  http,
  maxUint256,
  numberToHex,
  parseEther,
  type Abi,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { morphHolesky } from 'viem/chains';
import { createChainClient } from '../chain/chain-client';
import { ContractReader } from '../chain/contract-reader';
import { toJsonValue } from '../chain/json-value';
import { ErrorCode } from '../http/error-codes';
import type { RegisteredContract } from '../chain/contract-registry';
import type { DatabaseHandle } from '../db/client';
import { chainEvents, indexedBlocks, indexerCursors, marketOrders, nftNests, nftPairs, nftStakes, nftTokens } from '../db/schema';
import { openNestsPage, pairsOfOwnerPage, stakesOfOwnerPage } from '../services/nft-read-service';
import { DEV_ACCOUNT_KEY, SECOND_DEV_ACCOUNT_KEY, type Anvil } from '../test-support/anvil';
import { startDeployedChain, type DeployedTestChain } from '../test-support/deployed-chain';
import { bindProof } from '../test-support/wallet-binding';
import { freePort } from '../test-support/free-port';
import { MULTICALL3_ADDRESS } from '@/lib/protocol';
import {
  createLoggedInUser,
  createTestApp,
  emptyAllTables,
  expectUnauthorised,
  openTestDatabase,
  postJson,
  rowCount,
} from '../test-support/test-app';
import { ChainIndexer } from './chain-indexer';

const first = privateKeyToAccount(DEV_ACCOUNT_KEY);
const second = privateKeyToAccount(SECOND_DEV_ACCOUNT_KEY);

let database: DatabaseHandle;
let testChain: DeployedTestChain;
let anvil: Anvil;
let contracts: RegisteredContract[];
const logLines: string[] = [];

beforeAll(async () => {
  [database, testChain] = await Promise.all([openTestDatabase(), startDeployedChain()]);
  ({ anvil, contracts } = testChain);
  await emptyAllTables(database.db);
  // The demo state leaves the second account without gas money.
  await testClient().setBalance({ address: second.address, value: parseEther('10') });
}, 120_000);

afterAll(async () => {
  await Promise.all([database.close(), anvil.stop()]);
});

function newIndexer(): ChainIndexer {
  return new ChainIndexer({
    db: database.db,
    client: createChainClient(anvil.rpcUrl),
    chainId: 2810,
    contracts,
    batchBlocks: 7,
    log: (line) => logLines.push(line),
  });
}

const contract = (name: string): { address: Address; abi: Abi } => testChain.contract(name);

const chain = () => createPublicClient({ chain: morphHolesky, transport: http(anvil.rpcUrl) });
const testClient = () => createTestClient({ chain: morphHolesky, mode: 'anvil', transport: http(anvil.rpcUrl) });

async function send(account: typeof first, name: string, functionName: string, args: unknown[], value?: bigint) {
  const wallet = createWalletClient({ account, chain: morphHolesky, transport: http(anvil.rpcUrl) });
  // A fixed gas limit: the estimate for claim is sometimes short (offspring minting varies with the block).
  const hash = await wallet.writeContract({ ...contract(name), functionName, args, value, gas: 3_000_000n });
  const receipt = await chain().waitForTransactionReceipt({ hash });
  expect([functionName, receipt.status]).toEqual([functionName, 'success']);
}

async function buyCreature(account: typeof first): Promise<void> {
  const price = (await chain().readContract({ ...contract('CreatureNft'), functionName: 'price' })) as bigint;
  await send(account, 'CreatureNft', 'buy', [1n, price], price);
}

async function ownersOnChain(): Promise<Record<string, string>> {
  const nft = contract('CreatureNft');
  const total = (await chain().readContract({ ...nft, functionName: 'nextTokenId' })) as bigint;
  const owners: Record<string, string> = {};
  for (let tokenId = 1n; tokenId < total; tokenId += 1n) {
    const owner = (await chain().readContract({ ...nft, functionName: 'ownerOf', args: [tokenId] })) as string;
    owners[tokenId.toString()] = owner.toLowerCase();
  }
  return owners;
}

async function ownersIndexed(): Promise<Record<string, string>> {
  const address = contract('CreatureNft').address.toLowerCase();
  const rows = await database.db.select().from(nftTokens).where(eq(nftTokens.contractAddress, address));
  return Object.fromEntries(rows.map((row) => [row.tokenId, row.ownerAddress]));
}

type ViewRow = Record<string, unknown>;

async function chainView(name: string, functionName: string, args: unknown[] = []): Promise<ViewRow[]> {
  return toJsonValue(await chain().readContract({ ...contract(name), functionName, args })) as ViewRow[];
}

const sortedBy = (key: string, rows: ViewRow[]) => [...rows].sort((a, b) => (BigInt(String(a[key])) < BigInt(String(b[key])) ? -1 : 1));

/** The nest, pair and stake read models answer exactly what the contracts' list views answer. */
async function expectReadModelsToAgreeWithChain(): Promise<void> {
  const reader = new ContractReader(createChainClient(anvil.rpcUrl), contracts);
  const nests = await openNestsPage(database.db, reader, 2810, 0, 1000);
  expect(sortedBy('nestId', nests.list)).toEqual(sortedBy('nestId', await chainView('CreatureBreeding', 'openNests')));
  for (const account of [first, second]) {
    const owner = account.address.toLowerCase();
    const pairs = await pairsOfOwnerPage(database.db, 2810, owner, 0, 1000);
    expect(pairs.list).toEqual(await chainView('CreatureBreeding', 'pairsOfOwner', [account.address]));
    const stakes = await stakesOfOwnerPage(database.db, reader, 2810, owner, 0, 1000);
    expect(sortedBy('tokenId', stakes.list)).toEqual(
      sortedBy('tokenId', await chainView('CreatureStakingPool', 'stakesOf', [account.address])),
    );
  }
}

describe('ChainIndexer against a real chain', () => {
  it("indexes the deployed contracts' logs so the read models agree with the chain", async () => {
    const head = await newIndexer().syncOnce();
    expect(head).toBe(Number(await chain().getBlockNumber()));
    expect(await ownersIndexed()).toEqual(await ownersOnChain());
    const names = (await database.db.select({ name: chainEvents.eventName }).from(chainEvents)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['CreaturesBought', 'CreatureRevealed', 'NestCreated', 'PendantOpened', 'Transfer']));
    expect(await rowCount(database.db, nftNests)).toBe(1);
    await expectReadModelsToAgreeWithChain();
  });

  it('follows a buy, a transfer, a nest, a pair, a claim, stakes, a release, a withdrawal and a closed nest', async () => {
    await buyCreature(second);
    await send(first, 'CreatureNft', 'transferFrom', [first.address, second.address, 4n]);

    // Creature 1 of the first account pairs into the demo nest of creature 5; the offspring is claimed later.
    const breeding = contract('CreatureBreeding');
    await send(first, 'CreatureNft', 'approve', [breeding.address, 1n]);
    await send(first, 'AfaToken', 'approve', [breeding.address, maxUint256]);
    const [breedCost] = (await chain().readContract({ ...breeding, functionName: 'breedQuote', args: [1n] })) as [bigint, boolean];
    await send(first, 'CreatureBreeding', 'pair', [5n, 1n, breedCost]);
    const pairRecord = (await chain().readContract({ ...breeding, functionName: 'pairOf', args: [1n] })) as { claimableAt: bigint };
    await testClient().setNextBlockTimestamp({ timestamp: pairRecord.claimableAt + 1n });
    await send(first, 'CreatureBreeding', 'commitClaim', [1n]);
    await send(first, 'CreatureBreeding', 'claim', [1n]);

    // The offspring 11 is nested, the nest closed and opened again (from nothing). The second account
    // reveals and stakes creatures 4 and 10, is paid two days of 10's income, and takes 4 back.
    for (const functionName of ['createNest', 'closeNest', 'createNest']) {
      if (functionName === 'createNest') await send(first, 'CreatureNft', 'approve', [breeding.address, 11n]);
      await send(first, 'CreatureBreeding', functionName, [11n]);
    }
    const pool = contract('CreatureStakingPool');
    for (const tokenId of [4n, 10n]) {
      await send(second, 'CreatureNft', 'reveal', [tokenId]);
      await send(second, 'CreatureNft', 'approve', [pool.address, tokenId]);
      await send(second, 'CreatureStakingPool', 'stake', [tokenId]);
    }
    await testClient().increaseTime({ seconds: 2 * 86_400 + 60 });
    await send(second, 'CreatureStakingPool', 'release', [10n]);
    await send(second, 'CreatureStakingPool', 'withdraw', [4n]);

    await newIndexer().syncOnce();
    const owners = await ownersIndexed();
    expect(owners).toEqual(await ownersOnChain());
    expect(owners['4']).toBe(second.address.toLowerCase());
    const events = (await database.db.select({ name: chainEvents.eventName }).from(chainEvents)).map((row) => row.name);
    expect(events).toEqual(
      expect.arrayContaining(['Paired', 'ClaimCommitted', 'OffspringClaimed', 'Staked', 'IncomeReleased', 'Withdrawn', 'NestClosed']),
    );
    await expectReadModelsToAgreeWithChain();
    const [stake] = await database.db.select().from(nftStakes);
    expect(stake).toMatchObject({ tokenId: '10', ownerAddress: second.address.toLowerCase(), paidDays: 2 });
    const nests = await database.db
      .select({ nestId: nftNests.nestId, open: nftNests.open, pairCount: nftNests.pairCount })
      .from(nftNests)
      .orderBy(nftNests.nestId);
    expect(nests).toEqual([
      { nestId: '5', open: true, pairCount: 1 },
      { nestId: '11', open: true, pairCount: 0 },
    ]);
    expect(await database.db.select({ claimed: nftPairs.claimed, offspringId: nftPairs.offspringId }).from(nftPairs)).toEqual([
      { claimed: true, offspringId: '11' },
    ]);
  });

  it('is idempotent and resumes from its cursor after a restart', async () => {
    const events = await rowCount(database.db, chainEvents);
    const owners = await ownersIndexed();
    await newIndexer().syncOnce();
    expect(await rowCount(database.db, chainEvents)).toBe(events);

    // Replaying every block (as after a crash before the cursor moved) duplicates nothing.
    await database.db.update(indexerCursors).set({ nextBlock: 0 });
    await newIndexer().syncOnce();
    expect(await rowCount(database.db, chainEvents)).toBe(events);
    expect(await ownersIndexed()).toEqual(owners);
    await expectReadModelsToAgreeWithChain();
  });

  it('indexes again from the start when the chain was reset', async () => {
    const events = await rowCount(database.db, chainEvents);
    await database.db.update(indexerCursors).set({ genesisHash: `0x${'00'.repeat(32)}`, nextBlock: 999_999 });
    await database.db
      .insert(nftTokens)
      .values({ chainId: 2810, contractAddress: '0xdead', tokenId: '1', ownerAddress: '0xdead', ownedSinceBlock: 1 });
    await database.db.insert(nftNests).values({ chainId: 2810, nestId: '999', ownerAddress: '0xdead', createdAt: 1, open: true });
    await database.db
      .insert(nftStakes)
      .values({ chainId: 2810, tokenId: '999', ownerAddress: second.address.toLowerCase(), pledgeTime: 1 });
    // A listing signed on the old chain, of a creature the new one never minted: no event of the new chain names it.
    const oldChainListing = `0x${'0d'.repeat(32)}`;
    await database.db.insert(marketOrders).values({
      chainId: 2810,
      orderHash: oldChainListing,
      seaport: testChain.deployment.seaport.seaport.toLowerCase(),
      collection: contract('CreatureNft').address.toLowerCase(),
      tokenId: '999999',
      maker: first.address.toLowerCase(),
      side: 'listing',
      currency: '0x0000000000000000000000000000000000000000',
      price: '1000',
      fee: '0',
      royalty: '0',
      startTime: 0,
      endTime: 4_000_000_000,
      counter: '0',
      salt: '1',
      parameters: {},
      signature: '0x',
      status: 'cancelled',
    });
    await newIndexer().syncOnce();
    expect(logLines).toContain('[indexer] chain 2810 was reset (new genesis block): indexing it again');
    // Reopened, and read against the new chain: its creature is nobody's there.
    const [listing] = await database.db.select().from(marketOrders).where(eq(marketOrders.orderHash, oldChainListing));
    expect(listing?.status).toBe('inactive');
    expect(await rowCount(database.db, chainEvents)).toBe(events);
    expect(await ownersIndexed()).toEqual(await ownersOnChain());
    expect(await database.db.select().from(nftTokens).where(eq(nftTokens.contractAddress, '0xdead'))).toEqual([]);
    await expectReadModelsToAgreeWithChain();
  });

  it('rolls back what orphaned blocks brought when the chain reorganises (snapshot, mine, revert, mine other blocks)', async () => {
    await newIndexer().syncOnce();
    const eventsBefore = await rowCount(database.db, chainEvents);
    const snapshot = await testClient().snapshot();
    await buyCreature(first);
    await buyCreature(first);
    await newIndexer().syncOnce();
    expect(await rowCount(database.db, chainEvents)).toBeGreaterThan(eventsBefore);

    await testClient().revert({ id: snapshot });
    await buyCreature(second);
    await testClient().mine({ blocks: 3 });
    await newIndexer().syncOnce();

    expect(logLines.some((line) => /\[indexer\] chain 2810 reorganised after block \d+: rolling back blocks/.test(line))).toBe(true);
    expect(await ownersIndexed()).toEqual(await ownersOnChain());
    await expectReadModelsToAgreeWithChain();
    // Every stored event's transaction is on the chain as it is now, and none is stored twice.
    const stored = await database.db.select({ txHash: chainEvents.txHash, logIndex: chainEvents.logIndex }).from(chainEvents);
    for (const txHash of new Set(stored.map((row) => row.txHash))) {
      await expect(chain().getTransactionReceipt({ hash: txHash as `0x${string}` })).resolves.toMatchObject({ status: 'success' });
    }
    expect(new Set(stored.map((row) => `${row.txHash}:${row.logIndex}`)).size).toBe(stored.length);
  });

  it('reads a block only once it has the set number of confirmations', async () => {
    const confirmed = new ChainIndexer({
      db: database.db,
      client: createChainClient(anvil.rpcUrl),
      chainId: 2810,
      contracts,
      confirmations: 2,
      log: (line) => logLines.push(line),
    });
    await confirmed.syncOnce();
    await buyCreature(second);
    await confirmed.syncOnce();
    expect(await ownersIndexed()).not.toEqual(await ownersOnChain());
    await testClient().mine({ blocks: 2 });
    expect(await confirmed.syncOnce()).toBe(Number(await chain().getBlockNumber()) - 2);
    expect(await ownersIndexed()).toEqual(await ownersOnChain());
  });

  it('never moves the cursor back nor applies a batch twice when two indexers run at once', async () => {
    for (const table of [chainEvents, nftTokens, nftNests, nftPairs, nftStakes, indexedBlocks, indexerCursors])
      await database.db.delete(table);
    const small = new ChainIndexer({
      db: database.db,
      client: createChainClient(anvil.rpcUrl),
      chainId: 2810,
      contracts,
      batchBlocks: 2,
      log: (line) => logLines.push(line),
    });
    // Every committed write of the cursor, kept by the database: a sampler on a timer sees only the writes its timer lets it.
    // The row stays locked from a write to its commit, so the writes are numbered in the order they took effect.
    for (const statement of [
      'CREATE TABLE cursor_writes (id serial PRIMARY KEY, next_block integer NOT NULL)',
      `CREATE FUNCTION record_cursor_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN INSERT INTO cursor_writes (next_block) VALUES (NEW.next_block); RETURN NULL; END $$`,
      'CREATE TRIGGER record_cursor_write AFTER INSERT OR UPDATE ON indexer_cursors FOR EACH ROW EXECUTE FUNCTION record_cursor_write()',
    ])
      await database.db.execute(sql.raw(statement));
    try {
      const rounds = await Promise.allSettled([newIndexer().syncOnce(), small.syncOnce(), newIndexer().syncOnce(), small.syncOnce()]);
      for (const round of rounds) if (round.status === 'rejected') expect(String(round.reason)).toMatch(/moved by another indexer/);
      await newIndexer().syncOnce();

      const result = await database.db.execute(sql.raw('SELECT next_block FROM cursor_writes ORDER BY id'));
      const cursors = (result as unknown as { rows: { next_block: number }[] }).rows.map((row) => row.next_block);
      expect(cursors.length).toBeGreaterThan(1);
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    } finally {
      for (const statement of [
        'DROP TRIGGER record_cursor_write ON indexer_cursors',
        'DROP FUNCTION record_cursor_write()',
        'DROP TABLE cursor_writes',
      ])
        await database.db.execute(sql.raw(statement));
    }
    expect(await ownersIndexed()).toEqual(await ownersOnChain());
    await expectReadModelsToAgreeWithChain();
  });

  it('serves the indexed tokens through get-nft-assets, and shows a new NFT once the running indexer has read its block', async () => {
    const server = createTestApp(database.db, { rpcUrl: anvil.rpcUrl });
    const ada = await createLoggedInUser(server, database.db, 'ada@example.com');
    const nft = contract('CreatureNft');
    const assets = async (body: Record<string, unknown>) => {
      const response = await server.request('/v1/waas/get-nft-assets', postJson(body, { authorization: `Bearer ${ada.token}` }));
      return { status: response.status, envelope: await response.json() };
    };
    const body = { chainIndex: 2810, ownerAddress: second.address, contractAddress: nft.address, limit: 100 };

    await newIndexer().syncOnce();
    const before = (await assets(body)).envelope.data;
    const onChain = (await chain().readContract({ ...nft, functionName: 'tokensOfOwner', args: [second.address] })) as bigint[];
    const byId = (ids: bigint[]) => ids.sort((a, b) => (a < b ? -1 : 1)).map(String);
    expect(before.list.map((token: { tokenId: string }) => token.tokenId)).toEqual(byId([...onChain]));
    expect(before.indexedBlock).toBe(Number(await chain().getBlockNumber()));

    const indexer = new ChainIndexer({
      db: database.db,
      client: createChainClient(anvil.rpcUrl),
      chainId: 2810,
      contracts,
      pollIntervalMs: 200,
      log: (line) => logLines.push(line),
    });
    indexer.start();
    try {
      await buyCreature(second);
      const head = Number(await chain().getBlockNumber());
      // Asked again until the answer says the block of the purchase is read, however long a loaded machine takes.
      let after = (await assets(body)).envelope.data;
      while (after.indexedBlock < head) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = (await assets(body)).envelope.data;
      }
      expect(after.list).toHaveLength(before.list.length + 1);
    } finally {
      await indexer.stop();
    }

    expect((await assets({ ...body, limit: 2 })).envelope.data.list).toHaveLength(2);
    expect((await assets({ ...body, limit: 101 })).status).toBe(400);
    expect((await assets({ ...body, chainIndex: 1 })).status).toBe(400);
    expect((await assets({ ...body, ownerAddress: 'me' })).status).toBe(400);
  });
});

// The chain reads share this file's deployed chain: one deployment per suite keeps the run short.
describe('NFT reads from the deployed contracts', () => {
  let server: ReturnType<typeof createTestApp>;
  let token: string;

  beforeAll(async () => {
    server = createTestApp(database.db, {
      rpcUrl: anvil.rpcUrl,
      contracts: Object.fromEntries(contracts.map((entry) => [entry.name, entry])),
    });
    const user = await createLoggedInUser(server, database.db, 'reader@example.com');
    token = user.token;
    await server.request('/v1/waas/address-bind', postJson(await bindProof(server, token, first), { authorization: `Bearer ${token}` }));
  });

  const get = async (path: string) => {
    const response = await server.request(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, envelope: await response.json() };
  };

  it('reads a wait-pair-list page of size 1000 from the chain in one call, not one per kilobyte of calls', async () => {
    await newIndexer().syncOnce();
    const [nest] = await database.db.select().from(nftNests).limit(1);
    // 150 open nests: the page is capped at 100, whose creatures are read in a single multicall.
    const extra = Array.from({ length: 150 }, (_, index) => ({
      ...nest!,
      nestId: String(10_000 + index),
      createdAt: nest!.createdAt + index + 1,
    }));
    await database.db.insert(nftNests).values(extra);
    const ethCalls: unknown[] = [];
    const node = chain();
    const counting = createTestApp(database.db, {
      contracts: Object.fromEntries(contracts.map((entry) => [entry.name, entry])),
      chainClient: createPublicClient({
        transport: custom({
          request: ({ method, params }) => {
            if (method === 'eth_call') ethCalls.push(params);
            return node.request({ method, params } as Parameters<typeof node.request>[0]);
          },
        }),
      }),
    });
    try {
      await counting.request('/afaJavaRoom/app/nft/wait-pair-list?type=2&page=0&size=1000', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ethCalls).toHaveLength(1);
    } finally {
      await database.db.delete(nftNests).where(
        inArray(
          nftNests.nestId,
          extra.map((row) => row.nestId),
        ),
      );
    }
  });

  it("lists open nests, and the caller's pairs and stakes by their bound wallet, from the read models", async () => {
    await newIndexer().syncOnce();
    const nests = (await get('/afaJavaRoom/app/nft/wait-pair-list')).envelope.data;
    expect(nests).toMatchObject({ page: 0, size: 100, hasMore: false, address: null });
    expect((await get('/afaJavaRoom/app/nft/wait-pair-list?size=1000')).envelope.data.size).toBe(100);
    expect(nests.list).toEqual(await chainView('CreatureBreeding', 'openNests'));
    expect((await get('/afaJavaRoom/app/nft/wait-pair-list?type=3')).envelope.data.total).toBe(0);

    const pairs = (await get('/afaJavaRoom/app/nft/pair-list')).envelope.data;
    expect(pairs.address).toBe(first.address.toLowerCase());
    expect(pairs.list).toEqual(await chainView('CreatureBreeding', 'pairsOfOwner', [first.address]));
    expect(pairs.list[0]).toMatchObject({ pairId: '1', tokenId2: '1', claimed: true });

    // A stake shows once the indexer has seen it.
    await send(first, 'CreatureNft', 'approve', [contract('CreatureStakingPool').address, 3n]);
    await send(first, 'CreatureStakingPool', 'stake', [3n]);
    expect((await get('/afaJavaRoom/app/nft/self-pool-list')).envelope.data.total).toBe(0);
    await newIndexer().syncOnce();
    const stakes = (await get('/afaJavaRoom/app/nft/self-pool-list')).envelope.data;
    expect(stakes).toMatchObject({ total: 1, hasMore: false });
    expect(stakes.list).toEqual(await chainView('CreatureStakingPool', 'stakesOf', [first.address]));
    expect(stakes.list[0]).toMatchObject({ tokenId: '3' });
    expect((await get('/afaJavaRoom/app/nft/self-pool-list?page=1&size=1')).envelope.data).toMatchObject({ list: [], total: 1 });
  });

  it('answers the form reads from chain state', async () => {
    const upgrade = (await get(`/v1/nft/form-nft-updrage-info?tokenId=2&address=${first.address}`)).envelope.data;
    expect(upgrade.info).toMatchObject({ tokenId: '2', levels: expect.any(Array), nextAfaCost: expect.any(Array) });
    expect(upgrade.settings).toHaveProperty('levelLimit');
    const pendants = (await get(`/v1/nft/form-nft-decorate-info?address=${first.address}`)).envelope.data.pendants;
    expect(pendants.length).toBeGreaterThanOrEqual(3);
    expect((await get('/v1/nft/form-nft-breed-info?tokenId=6')).envelope.data.quote).toMatchObject({ total: expect.any(String) });
    expect((await get('/v1/nft/form-pledge-status?tokenId=3&openLive=true')).envelope.data.stake).toMatchObject({ tokenId: '3' });
    expect((await get(`/v1/nft/form-fertility-list?address=${second.address}&limit=1`)).envelope.data.list).toHaveLength(1);
    expect((await get('/v1/nft/form-fertility-cost?tokenId=6')).envelope.data.quote.needsBreedTime).toBe(false);
    expect((await get('/v1/nft/form-accelerate-rebirth?tokenId=2')).envelope.data).toHaveProperty('accelerateCost');
    expect((await get('/v1/nft/form-bind-info')).envelope.data.wallets).toEqual([
      { address: first.address.toLowerCase(), chainIndex: 2810 },
    ]);
  });

  it('checks whether an address may act on a creature', async () => {
    const check = async (tokenId: string, address: string) => {
      const response = await server.request('/v1/nft/check-valid', postJson({ tokenId, address }, { authorization: `Bearer ${token}` }));
      return (await response.json()).data;
    };
    expect(await check('4', second.address)).toMatchObject({ valid: true, exists: true, staked: false });
    expect(await check('4', first.address)).toMatchObject({ valid: false, owner: second.address.toLowerCase() });
    expect(await check('999', first.address)).toEqual({ valid: false, exists: false, owner: null, staked: false, breedable: false });
  });

  it('rejects bad input with a 400 and unknown tokens with a 404', async () => {
    expect((await get('/v1/nft/form-nft-breed-info?tokenId=999')).status).toBe(404);
    expect((await get('/v1/nft/form-nft-breed-info?tokenId=-1')).status).toBe(400);
    expect((await get('/v1/nft/form-nft-decorate-info?address=me')).status).toBe(400);
    expect((await get('/v1/nft/form-fertility-list?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&limit=101')).status).toBe(400);
    expect((await get('/afaJavaRoom/app/nft/wait-pair-list?size=1001')).status).toBe(400);
  });

  it.each([
    ['/afaJavaRoom/app/nft/wait-pair-list', undefined],
    ['/afaJavaRoom/app/nft/self-pool-list', undefined],
    ['/afaJavaRoom/app/nft/pair-list', undefined],
    ['/v1/nft/form-nft-decorate-info?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8', undefined],
    ['/v1/nft/form-bind-info', undefined],
    ['/v1/nft/check-valid', postJson({ tokenId: '1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })],
  ])('%s answers 401 without a token or with a revoked one', async (path, init) => {
    await expectUnauthorised(server, database.db, path, init);
  });
});

describe('ContractReader.readAll', () => {
  it('reads calls on several contracts in one eth_call at the block asked, a revert answering undefined', async () => {
    const ethCalls: unknown[][] = [];
    const node = chain();
    const reader = new ContractReader(
      createPublicClient({
        transport: custom({
          request: ({ method, params }) => {
            if (method === 'eth_call') ethCalls.push(params as unknown[]);
            return node.request({ method, params } as Parameters<typeof node.request>[0]);
          },
        }),
      }),
      contracts,
    );
    const block = await node.getBlockNumber();
    const onChain = async (name: string, functionName: string, args: unknown[]) =>
      toJsonValue(await node.readContract({ ...contract(name), functionName, args, blockNumber: block }));

    const answers = await reader.readAll(
      [
        { contract: 'CreatureNft', functionName: 'ownerOf', args: [1n] },
        { contract: 'CreatureNft', functionName: 'ownerOf', args: [999_999n] },
        { contract: 'AfaToken', functionName: 'balanceOf', args: [first.address] },
      ],
      block,
    );
    expect(answers).toEqual([
      await onChain('CreatureNft', 'ownerOf', [1n]),
      undefined,
      await onChain('AfaToken', 'balanceOf', [first.address]),
    ]);
    expect(ethCalls).toEqual([[expect.objectContaining({ to: MULTICALL3_ADDRESS }), numberToHex(block)]]);
  });

  it('throws, rather than answering undefined, when the chain cannot answer', async () => {
    const reader = new ContractReader(createChainClient(`http://127.0.0.1:${await freePort()}`), contracts);
    await expect(reader.readAll([{ contract: 'CreatureNft', functionName: 'ownerOf', args: [1n] }])).rejects.toMatchObject({
      code: ErrorCode.chainUnavailable,
    });
  });
});
