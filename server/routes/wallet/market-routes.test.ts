import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  parseEther,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem';
import { morphHolesky } from 'viem/chains';
import { Seaport as SeaportJs } from '@opensea/seaport-js';
import { ItemType as SeaportJsItemType, NO_CONDUIT } from '@opensea/seaport-js/lib/constants';
import { JsonRpcProvider, Wallet } from 'ethers';
import { readSeaportArtifact } from '@/scripts/lib/seaportBuild';
import { createChainClient } from '../../chain/chain-client';
import { ContractReader, type ContractRead } from '../../chain/contract-reader';
import { followedContracts } from '../../chain/contract-registry';
import {
  ItemType,
  SEAPORT_ABI,
  SEAPORT_ORDER_TYPES,
  seaportDomain,
  seaportOrderHash,
  ZERO_BYTES32,
  type OrderComponents,
} from '@/lib/market/seaport';
import type { DatabaseHandle } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { startDeployedChain, type DeployedTestChain } from '../../test-support/deployed-chain';
import { createTestApp, emptyAllTables, openTestDatabase, postJson, rowCount, type TestApp } from '../../test-support/test-app';
import { devAccount } from '@/lib/foundry/devAccounts';
import { ChainIndexer } from '../../indexer/chain-indexer';
import { listingOrder, offerOrder, orderParametersJson, orderTimes, orderTypedData, saleBreakdown } from '@/lib/market/orders';
import { acceptOfferPlan, buyListingPlan, cancelAllOrdersPlan, cancelOrderPlan, type BookOrder } from '@/lib/market/plans';
import { readOrderChainTerms } from '@/lib/market/reads';
import type { TransactionPlan } from '@/lib/chain/tx/types';
import { MULTICALL3_ADDRESS } from '@/lib/protocol';
import { readProductApprovals, revokePlan } from '@/lib/wallet/approvals';
import { withAbis } from '@/contracts-abi';
import { createOrder, MAX_OPEN_ORDERS_PER_MAKER } from '../../services/market-order-service';
import { marketContext, ORDERS_PER_CLIENT_PER_MINUTE } from './market-routes';

const ORDERS = '/v1/market/orders';
const FEE_BPS = 250;
const FEE_RECIPIENT = '0x00000000000000000000000000000000000fee01' as Address;
const ONE_ETH = parseEther('1');

// The demo state: the first dev account holds creatures 1-4, the second 5-7 (5 in a nest), the third 8-9.
const seller = devAccount(0);
const privateKeyOf = (account: ReturnType<typeof devAccount>): Hex => `0x${Buffer.from(account.getHdKey().privateKey!).toString('hex')}`;
const bidder = devAccount(1);
const buyer = devAccount(3);

let database: DatabaseHandle;
let testChain: DeployedTestChain;
let server: TestApp;
let seaport: Address;

const chain = () => createPublicClient({ chain: morphHolesky, transport: http(testChain.anvil.rpcUrl) });
const contract = (name: string): { address: Address; abi: Abi } => testChain.contract(name);
const seaportContract = () => ({ address: seaport, abi: readSeaportArtifact('Seaport').abi });

async function send(
  account: LocalAccount,
  target: { address: Address; abi: Abi },
  functionName: string,
  args: unknown[],
  value?: bigint,
  rpcUrl = testChain.anvil.rpcUrl,
): Promise<Hex> {
  const wallet = createWalletClient({ account, chain: morphHolesky, transport: http(rpcUrl) });
  const hash = await wallet.writeContract({ ...target, functionName, args, value, gas: 1_000_000n });
  const receipt = await createPublicClient({ chain: morphHolesky, transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
  expect([functionName, receipt.status]).toEqual([functionName, 'success']);
  return hash;
}

/** The ethers providers seaport-js runs on, destroyed after the file so their polling timers do not outlive it. */
const ethersProviders: JsonRpcProvider[] = [];

/** @opensea/seaport-js for `account`, on our Seaport. */
function seaportJs(account: ReturnType<typeof devAccount>): SeaportJs {
  const provider = new JsonRpcProvider(testChain.anvil.rpcUrl, 2810, { staticNetwork: true });
  ethersProviders.push(provider);
  const signer = new Wallet(privateKeyOf(account), provider) as unknown as ConstructorParameters<typeof SeaportJs>[0];
  return new SeaportJs(signer, { overrides: { contractAddress: seaport } });
}

async function latestBlockTime(): Promise<number> {
  return Number((await chain().getBlock()).timestamp);
}

beforeAll(async () => {
  [database, testChain] = await Promise.all([openTestDatabase(), startDeployedChain()]);
  seaport = testChain.deployment.seaport.seaport;
  const testClient = createTestClient({ chain: morphHolesky, mode: 'anvil', transport: http(testChain.anvil.rpcUrl) });
  // The demo state leaves the second account without gas money.
  await testClient.setBalance({ address: bidder.address, value: parseEther('10') });
  await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
  await send(bidder, contract('AfaToken'), 'approve', [seaport, parseEther('1000')]);
}, 180_000);

afterAll(async () => {
  for (const provider of ethersProviders) provider.destroy();
  await Promise.all([database.close(), testChain.anvil.stop()]);
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db, {
    rpcUrl: testChain.anvil.rpcUrl,
    contracts: testChain.book,
    seaport: { address: seaport, deployedOnBlock: 0 },
    appSettings: { breedingBlockedAddresses: [], marketFee: { bps: FEE_BPS, recipient: FEE_RECIPIENT } },
    // Orders are timed by the chain's clock, which is the wall clock on anvil.
    now: () => new Date(),
  });
});

async function royaltyOf(collection: string, tokenId: bigint, price: bigint): Promise<{ receiver: Address; amount: bigint }> {
  const [receiver, amount] = (await chain().readContract({
    ...contract(collection),
    functionName: 'royaltyInfo',
    args: [tokenId, price],
  })) as [Address, bigint];
  return { receiver: receiver.toLowerCase() as Address, amount };
}

async function counterOf(account: Address): Promise<bigint> {
  return (await chain().readContract({ address: seaport, abi: SEAPORT_ABI, functionName: 'getCounter', args: [account] })) as bigint;
}

const lower = (address: Address) => address.toLowerCase() as Address;

/** A listing of `tokenId` for `price` as the app would build it: proceeds, fee, royalty. */
async function listing(
  tokenId: bigint,
  price = ONE_ETH,
  currency: Address = zeroAddress,
  maker: LocalAccount = seller,
): Promise<OrderComponents> {
  const fee = (price * BigInt(FEE_BPS)) / 10_000n;
  const royalty = await royaltyOf('CreatureNft', tokenId, price);
  const itemType = currency === zeroAddress ? ItemType.NATIVE : ItemType.ERC20;
  const pay = (amount: bigint, recipient: Address) => ({
    itemType,
    token: currency,
    identifierOrCriteria: 0n,
    startAmount: amount,
    endAmount: amount,
    recipient,
  });
  const now = await latestBlockTime();
  return {
    offerer: lower(maker.address),
    zone: zeroAddress,
    offer: [
      {
        itemType: ItemType.ERC721,
        token: lower(contract('CreatureNft').address),
        identifierOrCriteria: tokenId,
        startAmount: 1n,
        endAmount: 1n,
      },
    ],
    consideration: [
      pay(price - fee - royalty.amount, lower(maker.address)),
      pay(fee, FEE_RECIPIENT),
      pay(royalty.amount, royalty.receiver),
    ],
    orderType: 0,
    startTime: BigInt(now - 60),
    endTime: BigInt(now + 24 * 3600),
    zoneHash: ZERO_BYTES32,
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
    conduitKey: ZERO_BYTES32,
    counter: await counterOf(maker.address),
  };
}

/** An offer of `price` AFA for `tokenId`. */
async function offer(tokenId: bigint, price: bigint, maker: LocalAccount = bidder): Promise<OrderComponents> {
  const afa = lower(contract('AfaToken').address);
  const fee = (price * BigInt(FEE_BPS)) / 10_000n;
  const royalty = await royaltyOf('CreatureNft', tokenId, price);
  const pay = (amount: bigint, recipient: Address) => ({
    itemType: ItemType.ERC20,
    token: afa,
    identifierOrCriteria: 0n,
    startAmount: amount,
    endAmount: amount,
    recipient,
  });
  const now = await latestBlockTime();
  return {
    offerer: lower(maker.address),
    zone: zeroAddress,
    offer: [{ itemType: ItemType.ERC20, token: afa, identifierOrCriteria: 0n, startAmount: price, endAmount: price }],
    consideration: [
      {
        itemType: ItemType.ERC721,
        token: lower(contract('CreatureNft').address),
        identifierOrCriteria: tokenId,
        startAmount: 1n,
        endAmount: 1n,
        recipient: lower(maker.address),
      },
      pay(fee, FEE_RECIPIENT),
      pay(royalty.amount, royalty.receiver),
    ],
    orderType: 0,
    startTime: BigInt(now - 60),
    endTime: BigInt(now + 24 * 3600),
    zoneHash: ZERO_BYTES32,
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
    conduitKey: ZERO_BYTES32,
    counter: await counterOf(maker.address),
  };
}

function sign(order: OrderComponents, signer: LocalAccount = seller, chainId = 2810): Promise<Hex> {
  return signer.signTypedData({
    domain: seaportDomain(chainId, seaport),
    types: SEAPORT_ORDER_TYPES,
    primaryType: 'OrderComponents',
    message: order,
  });
}

async function submit(order: OrderComponents, signature: Hex, ip?: string) {
  const response = await server.request(ORDERS, postJson({ parameters: orderParametersJson(order), signature }), ip);
  return { status: response.status, envelope: await response.json() };
}

async function get(path: string) {
  const response = await server.request(path);
  return { status: response.status, envelope: await response.json() };
}

/** The order is refused with a 400 naming `field`, and nothing is stored. */
async function expectRefused(order: OrderComponents, signature: Hex, field: string | RegExp): Promise<void> {
  const before = await rowCount(database.db, marketOrders);
  const { status, envelope } = await submit(order, signature);
  expect({ status, code: envelope.code }).toEqual({ status: 400, code: 400 });
  expect(envelope.message).toMatch(typeof field === 'string' ? new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `) : field);
  expect(await rowCount(database.db, marketOrders)).toBe(before);
}

/** Fills a listing on the chain through Seaport's fulfillOrder, paying ETH; returns the transaction. */
async function fillListing(order: OrderComponents, signature: Hex, price: bigint): Promise<Hex> {
  const parameters = { ...order, totalOriginalConsiderationItems: BigInt(order.consideration.length) };
  return send(buyer, seaportContract(), 'fulfillOrder', [{ parameters, signature }, ZERO_BYTES32], price);
}

describe('Seaport as the server speaks it', () => {
  it('names orders as Seaport does, and its ABI fragments are those of the deployed build', async () => {
    const order = await listing(1n);
    const onChain = await chain().readContract({ ...seaportContract(), functionName: 'getOrderHash', args: [order] });
    expect(seaportOrderHash(order)).toBe(onChain);
    const built = readSeaportArtifact('Seaport').abi;
    for (const fragment of SEAPORT_ABI) {
      const same = built.find((entry) => entry.type === fragment.type && 'name' in entry && entry.name === fragment.name);
      // parseAbi leaves out what is false by default (anonymous, indexed), the Solidity type names, and the name of
      // a parameter the source leaves unnamed (fulfillOrder's order), which the build gives as ''.
      const dropped = (key: string, value: unknown) =>
        key === 'internalType' || ((key === 'anonymous' || key === 'indexed') && value === false) || (key === 'name' && value === '');
      const shape = (entry: unknown) => JSON.parse(JSON.stringify(entry, (key, value) => (dropped(key, value) ? undefined : value)));
      expect(shape(fragment)).toEqual(shape(same));
    }
  });
});

describe('POST /v1/market/orders', () => {
  it('stores a listing for ETH, which reads back by hash and in the lists, with its fee, royalty and net price', async () => {
    const order = await listing(1n);
    const signature = await sign(order);
    const { status, envelope } = await submit(order, signature);
    expect(status).toBe(200);
    const royalty = await royaltyOf('CreatureNft', 1n, ONE_ETH);
    expect(royalty.amount).toBe(ONE_ETH / 20n);
    expect(envelope.data).toMatchObject({
      orderHash: seaportOrderHash(order),
      chainId: 2810,
      seaport: lower(seaport),
      collection: lower(contract('CreatureNft').address),
      tokenId: '1',
      maker: lower(seller.address),
      side: 'listing',
      currency: zeroAddress,
      price: ONE_ETH.toString(),
      fee: (ONE_ETH / 40n).toString(),
      royalty: royalty.amount.toString(),
      royaltyRecipient: royalty.receiver,
      netPrice: (ONE_ETH - ONE_ETH / 40n - royalty.amount).toString(),
      status: 'active',
      signature,
      parameters: orderParametersJson(order),
    });

    const one = await get(`${ORDERS}/${seaportOrderHash(order)}`);
    expect(one.envelope.data).toEqual(envelope.data);
    const collection = contract('CreatureNft').address;
    for (const query of [
      `collection=${collection}`,
      `collection=${collection}&tokenId=1`,
      `maker=${seller.address}`,
      'side=listing',
      'status=active',
    ]) {
      const page = await get(`${ORDERS}?${query}`);
      expect([query, page.envelope.data.total, page.envelope.data.list[0]?.orderHash]).toEqual([query, 1, seaportOrderHash(order)]);
    }
    for (const query of ['side=offer', 'status=filled', 'status=expired', `maker=${bidder.address}`, 'tokenId=2']) {
      expect([query, (await get(`${ORDERS}?${query}`)).envelope.data.total]).toEqual([query, 0]);
    }
  });

  it('stores an offer of AFA for a token, and lists offers and listings apart, sorted by price', async () => {
    const afa = contract('AfaToken').address;
    const made: string[] = [];
    for (const price of [parseEther('30'), parseEther('10'), parseEther('20')]) {
      const order = await offer(1n, price);
      const { status, envelope } = await submit(order, await sign(order, bidder));
      expect([status, envelope.message]).toEqual([200, 'success']);
      expect(envelope.data).toMatchObject({ side: 'offer', currency: lower(afa), price: price.toString(), maker: lower(bidder.address) });
      made.push(envelope.data.orderHash);
    }
    const listed = await listing(2n, parseEther('5'), lower(afa));
    expect((await submit(listed, await sign(listed))).status).toBe(200);

    const prices = async (query: string) =>
      (await get(`${ORDERS}?${query}`)).envelope.data.list.map((entry: { price: string }) => BigInt(entry.price) / 10n ** 18n);
    expect(await prices('side=offer&sort=price_desc')).toEqual([30n, 20n, 10n]);
    expect(await prices('side=offer&sort=price_asc')).toEqual([10n, 20n, 30n]);
    expect(await prices('side=listing')).toEqual([5n]);
    expect(await prices(`currency=${afa}&sort=price_asc&size=2&page=1`)).toEqual([20n, 30n]);
    const page = (await get(`${ORDERS}?side=offer&size=2`)).envelope.data;
    expect({ total: page.total, hasMore: page.hasMore, size: page.list.length }).toEqual({ total: 3, hasMore: true, size: 2 });

    const activity = (await get(`/v1/market/activity?collection=${contract('CreatureNft').address}&tokenId=1`)).envelope.data;
    expect(activity.total).toBe(3);
    expect(activity.list.map((entry: { kind: string }) => entry.kind)).toEqual(['offer_made', 'offer_made', 'offer_made']);
  });

  it('is an order Seaport fills as signed: the buyer gets the token, seller, fee and royalty their shares', async () => {
    await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
    const order = await listing(3n, ONE_ETH);
    const signature = await sign(order);
    expect((await submit(order, signature)).status).toBe(200);
    const feeBefore = await chain().getBalance({ address: FEE_RECIPIENT });
    await fillListing(order, signature, ONE_ETH);
    const owner = await chain().readContract({ ...contract('CreatureNft'), functionName: 'ownerOf', args: [3n] });
    expect(lower(owner as Address)).toBe(lower(buyer.address));
    expect((await chain().getBalance({ address: FEE_RECIPIENT })) - feeBefore).toBe(ONE_ETH / 40n);
    // Given back, for the other tests.
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 3n]);
  });

  it('refuses a body without a signature, naming it', async () => {
    const order = await listing(1n);
    const response = await server.request(ORDERS, postJson({ parameters: orderParametersJson(order) }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^signature: /);
    expect(await rowCount(database.db, marketOrders)).toBe(0);
  });

  it(`limits each client to ${ORDERS_PER_CLIENT_PER_MINUTE} orders a minute`, async () => {
    const order = await listing(1n);
    order.endTime = 1n;
    const signature = await sign(order);
    for (let attempt = 0; attempt < ORDERS_PER_CLIENT_PER_MINUTE; attempt++) {
      expect((await submit(order, signature, '198.51.100.9')).status).toBe(400);
    }
    const limited = await submit(order, signature, '198.51.100.9');
    expect([limited.status, limited.envelope.code]).toEqual([429, 429]);
    expect((await submit(order, signature, '198.51.100.10')).status).toBe(400);
  });

  it('counts an IPv6 client by its /64: a new address in it for each order still meets the limit', async () => {
    const order = await listing(1n);
    order.endTime = 1n;
    const signature = await sign(order);
    const addressInSubnet = (host: number) => `2001:db8:7:9::${host.toString(16)}`;
    for (let attempt = 0; attempt < ORDERS_PER_CLIENT_PER_MINUTE; attempt++) {
      expect((await submit(order, signature, addressInSubnet(attempt + 1))).status).toBe(400);
    }
    const limited = await submit(order, signature, addressInSubnet(0xffff));
    expect([limited.status, limited.envelope.code]).toEqual([429, 429]);
    expect((await submit(order, signature, '2001:db8:7:a::1')).status).toBe(400);
  });
});

/**
 * A listing of the seller's creature `tokenId` for one ETH that @opensea/seaport-js makes and signs, put in the
 * book: seaport-js takes fees out of the seller's amount, in the order given (the marketplace's, then the royalty).
 */
async function listedBySeaportJs(tokenId: bigint) {
  const royalty = await royaltyOf('CreatureNft', tokenId, ONE_ETH);
  const now = await latestBlockTime();
  const creation = await seaportJs(seller).createOrder(
    {
      offer: [{ itemType: SeaportJsItemType.ERC721, token: contract('CreatureNft').address, identifier: tokenId.toString() }],
      consideration: [{ amount: ONE_ETH.toString(), recipient: seller.address }],
      fees: [
        { recipient: FEE_RECIPIENT, basisPoints: FEE_BPS },
        { recipient: royalty.receiver, basisPoints: Number((royalty.amount * 10_000n) / ONE_ETH) },
      ],
      conduitKey: NO_CONDUIT,
      startTime: String(now - 60),
      endTime: String(now + 3600),
    },
    seller.address,
  );
  const response = await server.request(ORDERS, postJson(await creation.executeAllActions()));
  const { data, message } = await response.json();
  expect([response.status, message]).toEqual([200, 'success']);
  return { data, royalty };
}

describe("orders from Seaport's own client", () => {
  it('takes a listing @opensea/seaport-js makes and signs, which seaport-js then fills', async () => {
    const { data, royalty } = await listedBySeaportJs(2n);
    expect(data).toMatchObject({
      tokenId: '2',
      price: ONE_ETH.toString(),
      fee: (ONE_ETH / 40n).toString(),
      royalty: royalty.amount.toString(),
    });

    // What the book hands a buyer is all seaport-js needs to fill the order.
    const stored = (await get(`${ORDERS}/${data.orderHash}`)).envelope.data;
    const fulfilment = await seaportJs(buyer).fulfillOrder({
      order: { parameters: stored.parameters, signature: stored.signature },
      accountAddress: buyer.address,
    });
    const receipt = await (await fulfilment.executeAllActions()).wait();
    expect(receipt?.status).toBe(1);
    const owner = await chain().readContract({ ...contract('CreatureNft'), functionName: 'ownerOf', args: [2n] });
    expect(lower(owner as Address)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 2n]);
  });
});

describe("the app's market library and plans on the chain", () => {
  /** The public client the app reads with: its chain names Multicall3, which the deploy installs. */
  const appClient = () =>
    createPublicClient({
      chain: { ...morphHolesky, contracts: { ...morphHolesky.contracts, multicall3: { address: MULTICALL3_ADDRESS } } },
      transport: http(testChain.anvil.rpcUrl),
    });

  /** An order as lib/market/orders.ts builds it from what the chain says, signed as the app signs it. */
  async function appOrder(
    side: 'listing' | 'offer',
    { maker, tokenId, price, currency = zeroAddress }: { maker: LocalAccount; tokenId: bigint; price: bigint; currency?: Address },
  ) {
    const token = { collection: contract('CreatureNft').address, tokenId };
    const chainTerms = await readOrderChainTerms(appClient(), { seaport, maker: maker.address, token, price });
    const orderTerms = {
      maker: maker.address,
      token,
      price,
      ...chainTerms,
      feeBps: FEE_BPS,
      feeRecipient: FEE_RECIPIENT,
      ...orderTimes(await latestBlockTime(), 3600),
    };
    const order =
      side === 'listing'
        ? listingOrder({ ...orderTerms, currency })
        : offerOrder({ ...orderTerms, afaToken: contract('AfaToken').address });
    const signature = await maker.signTypedData(orderTypedData(order, { chainId: 2810, seaport }));
    return { order, signature, royalty: chainTerms.royalty };
  }

  /** Puts the order in the book and reads it back as a buyer's screen does. */
  async function booked(order: OrderComponents, signature: Hex): Promise<BookOrder> {
    const { status, envelope } = await submit(order, signature);
    expect([status, envelope.message]).toEqual([200, 'success']);
    return (await get(`${ORDERS}/${envelope.data.orderHash}`)).envelope.data;
  }

  /** What the pipeline does with a plan once the user agreed: the approvals it needs (exactly), then its call. */
  async function runPlan(account: LocalAccount, plan: TransactionPlan): Promise<Hex> {
    for (const need of plan.tokenAllowances ?? []) {
      await send(account, { address: need.token, abi: erc20Abi }, 'approve', [need.spender, need.amount]);
    }
    for (const need of plan.nftApprovals ?? []) {
      await send(account, { address: need.collection, abi: erc721Abi }, 'approve', [need.spender, need.tokenId]);
    }
    return send(account, plan.call, plan.call.functionName, [...plan.call.args], plan.call.value);
  }

  const ownerOf = async (tokenId: bigint) =>
    lower((await chain().readContract({ ...contract('CreatureNft'), functionName: 'ownerOf', args: [tokenId] })) as Address);

  /** Each account's balance of ETH (currency zero) or the token, read at once. */
  const balancesOf = (accounts: Address[], currency: Address) =>
    Promise.all(
      accounts.map((address) =>
        currency === zeroAddress
          ? chain().getBalance({ address })
          : (chain().readContract({ address: currency, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) as Promise<bigint>),
      ),
    );

  /** Runs `pay` and checks that each account's balance moved by exactly what it is owed (an account may be owed twice). */
  async function expectPaid(currency: Address, owed: Array<[Address, bigint]>, pay: () => Promise<unknown>): Promise<void> {
    const expected = new Map<Address, bigint>();
    for (const [address, amount] of owed) expected.set(lower(address), (expected.get(lower(address)) ?? 0n) + amount);
    const accounts = [...expected.keys()];
    const before = await balancesOf(accounts, currency);
    await pay();
    const after = await balancesOf(accounts, currency);
    expect(accounts.map((address, index) => [address, after[index]! - before[index]!])).toEqual([...expected.entries()]);
  }

  it('a listing for ETH the library built is taken by the book and filled by the buy plan: seller, royalty and fee get the breakdown', async () => {
    const price = parseEther('2');
    const { order, signature, royalty } = await appOrder('listing', { maker: seller, tokenId: 1n, price });
    const stored = await booked(order, signature);
    const breakdown = saleBreakdown(price, royalty.amount, FEE_BPS);
    expect(stored).toMatchObject({ price: price.toString(), fee: breakdown.fee.toString(), netPrice: breakdown.sellerNets.toString() });

    const plan = buyListingPlan(seaport, stored);
    expect({ value: plan.call.value, allowances: plan.tokenAllowances }).toEqual({ value: price, allowances: [] });
    await expectPaid(
      zeroAddress,
      [
        [seller.address, breakdown.sellerNets],
        [royalty.receiver, breakdown.royalty],
        [FEE_RECIPIENT, breakdown.fee],
      ],
      () => runPlan(buyer, plan),
    );
    expect(await ownerOf(1n)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 1n]);
  });

  it('a listing for AFA is bought with an allowance of exactly its price', async () => {
    const afa = contract('AfaToken').address;
    const price = parseEther('40');
    await send(bidder, contract('AfaToken'), 'transfer', [buyer.address, price]);
    const { order, signature, royalty } = await appOrder('listing', { maker: seller, tokenId: 2n, price, currency: afa });
    const plan = buyListingPlan(seaport, await booked(order, signature));
    expect({ value: plan.call.value, allowances: plan.tokenAllowances }).toEqual({
      value: undefined,
      allowances: [{ symbol: 'AFA', token: lower(afa), spender: seaport, amount: price }],
    });
    const breakdown = saleBreakdown(price, royalty.amount, FEE_BPS);
    await expectPaid(
      afa,
      [
        [buyer.address, -price],
        [seller.address, breakdown.sellerNets],
        [royalty.receiver, breakdown.royalty],
        [FEE_RECIPIENT, breakdown.fee],
      ],
      () => runPlan(buyer, plan),
    );
    expect(await ownerOf(2n)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 2n]);
  });

  it('@opensea/seaport-js fills a listing the library built', async () => {
    const { order, signature } = await appOrder('listing', { maker: seller, tokenId: 3n, price: ONE_ETH });
    const stored = await booked(order, signature);
    // seaport-js takes the book's JSON as it stands, numbers as decimal strings.
    const fulfilment = await seaportJs(buyer).fulfillOrder({
      order: stored as unknown as Parameters<SeaportJs['fulfillOrder']>[0]['order'],
      accountAddress: buyer.address,
    });
    expect((await (await fulfilment.executeAllActions()).wait())?.status).toBe(1);
    expect(await ownerOf(3n)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 3n]);
  });

  it('the buy plan fills a listing @opensea/seaport-js made', async () => {
    const { data } = await listedBySeaportJs(4n);
    const stored: BookOrder = (await get(`${ORDERS}/${data.orderHash}`)).envelope.data;
    await runPlan(buyer, buyListingPlan(seaport, stored));
    expect(await ownerOf(4n)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 4n]);
  });

  it('the accept-offer plan fills an AFA offer: the holder approves the token alone and nets the offer less fee and royalty', async () => {
    const afa = contract('AfaToken').address;
    const price = parseEther('50');
    const { order, signature, royalty } = await appOrder('offer', { maker: bidder, tokenId: 2n, price });
    const stored = await booked(order, signature);
    // The holder takes back the approval over the whole collection: the plan's approval of this token is all the fill needs.
    await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, false]);
    const plan = acceptOfferPlan(seaport, stored, 'creatures');
    expect({ allowances: plan.tokenAllowances, approvals: plan.nftApprovals, value: plan.call.value }).toEqual({
      allowances: undefined,
      approvals: [{ collection: lower(contract('CreatureNft').address), collectionName: 'creatures', spender: seaport, tokenId: 2n }],
      value: undefined,
    });
    const breakdown = saleBreakdown(price, royalty.amount, FEE_BPS);
    await expectPaid(
      afa,
      [
        [bidder.address, -price],
        [seller.address, breakdown.sellerNets],
        [royalty.receiver, breakdown.royalty],
        [FEE_RECIPIENT, breakdown.fee],
      ],
      () => runPlan(seller, plan),
    );
    expect(await ownerOf(2n)).toBe(lower(bidder.address));
    await send(bidder, contract('CreatureNft'), 'transferFrom', [bidder.address, seller.address, 2n]);
    await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
  });

  it("lists Seaport's approval over a collection among the Wallet tab's approvals, and its revoke plan withdraws it", async () => {
    const seaportApprovals = async () =>
      (await readProductApprovals(appClient(), withAbis(testChain.book), seller.address, seaport)).filter(
        (approval) => approval.spender === 'Seaport',
      );
    expect(await seaportApprovals()).toEqual([
      { kind: 'operator', collection: 'creatures', nft: contract('CreatureNft').address, spender: 'Seaport', spenderAddress: seaport },
    ]);
    await runPlan(seller, revokePlan((await seaportApprovals())[0]!));
    expect(await seaportApprovals()).toEqual([]);
    await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
  });
});

describe('attacks on the order book', () => {
  it('an order signed for another chain id is refused', async () => {
    const order = await listing(1n);
    await expectRefused(order, await sign(order, seller, 1), 'signature');
  });

  it('an order signed by someone other than its offerer is refused', async () => {
    const order = await listing(1n);
    await expectRefused(order, await sign(order, bidder), 'signature');
  });

  it('an order signed for another Seaport is refused', async () => {
    const order = await listing(1n);
    const signature = await seller.signTypedData({
      domain: seaportDomain(2810, '0x0000000000000068F116a894984e2DB1123eB395'),
      types: SEAPORT_ORDER_TYPES,
      primaryType: 'OrderComponents',
      message: order,
    });
    await expectRefused(order, signature, 'signature');
  });

  it('a listing of a token the maker does not own is refused', async () => {
    const order = await listing(6n);
    await expectRefused(order, await sign(order), 'parameters.offerer');
  });

  it('a listing of a token the maker has not approved to Seaport is refused', async () => {
    await createTestClient({ chain: morphHolesky, mode: 'anvil', transport: http(testChain.anvil.rpcUrl) }).setBalance({
      address: devAccount(2).address,
      value: parseEther('10'),
    });
    const order = await listing(8n, ONE_ETH, zeroAddress, devAccount(2));
    await expectRefused(order, await sign(order, devAccount(2)), /^parameters\.offerer: has not approved Seaport/);
  });

  it('a consideration that underpays the royalty is refused', async () => {
    const order = await listing(1n);
    order.consideration[2]!.startAmount -= 1n;
    order.consideration[2]!.endAmount -= 1n;
    order.consideration[0]!.startAmount += 1n;
    order.consideration[0]!.endAmount += 1n;
    await expectRefused(order, await sign(order), 'parameters.consideration[2].startAmount');
  });

  it('a consideration that leaves out the royalty, or pays the fee elsewhere, is refused', async () => {
    const noRoyalty = await listing(1n);
    noRoyalty.consideration.pop();
    await expectRefused(noRoyalty, await sign(noRoyalty), 'parameters.consideration');
    const feeElsewhere = await listing(1n);
    feeElsewhere.consideration[1]!.recipient = lower(bidder.address);
    await expectRefused(feeElsewhere, await sign(feeElsewhere), 'parameters.consideration[1].recipient');
  });

  it('a signature whose v is the bare recovery bit, which Seaport refuses, is stored as the 27 or 28 it stands for, and fills', async () => {
    const order = await listing(3n, ONE_ETH);
    const signature = await sign(order);
    const bareV = `${signature.slice(0, -2)}0${parseInt(signature.slice(-2), 16) - 27}` as Hex;
    const parameters = { ...order, totalOriginalConsiderationItems: BigInt(order.consideration.length) };
    await expect(
      chain().simulateContract({
        ...seaportContract(),
        functionName: 'fulfillOrder',
        args: [{ parameters, signature: bareV }, ZERO_BYTES32],
        value: ONE_ETH,
        account: buyer.address,
      }),
    ).rejects.toThrow(/BadSignatureV/);

    const { status, envelope } = await submit(order, bareV);
    expect(status).toBe(200);
    expect(envelope.data.signature).toBe(signature);
    await fillListing(order, envelope.data.signature, ONE_ETH);
    const owner = await chain().readContract({ ...contract('CreatureNft'), functionName: 'ownerOf', args: [3n] });
    expect(lower(owner as Address)).toBe(lower(buyer.address));
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 3n]);
  });

  it('a replay of an order already stored is refused', async () => {
    const order = await listing(1n);
    const signature = await sign(order);
    expect((await submit(order, signature)).status).toBe(200);
    await expectRefused(order, signature, /^parameters: order 0x[0-9a-f]{64} is already in the order book$/);
    expect(await rowCount(database.db, marketOrders)).toBe(1);
  });

  it('a replay of an order already filled on the chain is refused', async () => {
    const order = await listing(4n, ONE_ETH);
    const signature = await sign(order);
    await fillListing(order, signature, ONE_ETH);
    await expectRefused(order, signature, /^parameters: order 0x[0-9a-f]{64} is already filled at Seaport$/);
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 4n]);
  });

  it('an order with a stale counter (its maker cancelled all at Seaport) is refused', async () => {
    const order = await listing(1n);
    order.counter += 1n;
    await expectRefused(order, await sign(order), 'parameters.counter');
  });

  it('a price of zero, or absurdly large, is refused', async () => {
    const free = await listing(1n);
    free.consideration = [{ ...free.consideration[0]!, startAmount: 0n, endAmount: 0n }];
    await expectRefused(free, await sign(free), 'parameters.consideration[0].startAmount');
    const huge = await offer(1n, 10n ** 30n);
    await expectRefused(huge, await sign(huge, bidder), 'parameters.offer[0].startAmount');
  });

  it('an expiry in the past is refused', async () => {
    const order = await listing(1n);
    order.endTime = BigInt((await latestBlockTime()) - 1);
    await expectRefused(order, await sign(order), 'parameters.endTime');
  });

  it('an offer its maker cannot pay, or has not allowed Seaport to take, is refused', async () => {
    const rich = await offer(1n, parseEther('200000'));
    await expectRefused(rich, await sign(rich, bidder), /^parameters\.offerer: holds \d+ AFA, less than the offer/);
    const unallowed = await offer(1n, parseEther('2000'));
    await expectRefused(unallowed, await sign(unallowed, bidder), /^parameters\.offerer: allows Seaport/);
  });

  it('an order through a conduit, for another collection, or in another currency is refused', async () => {
    const conduit = await listing(1n);
    conduit.conduitKey = `0x${'11'.repeat(32)}`;
    await expectRefused(conduit, await sign(conduit), 'parameters.conduitKey');
    const talk = await listing(1n);
    talk.offer[0]!.token = lower(contract('TalkToken').address);
    await expectRefused(talk, await sign(talk), 'parameters.offer[0].token');
    const inTalk = await listing(1n, ONE_ETH, lower(contract('TalkToken').address));
    await expectRefused(inTalk, await sign(inTalk), 'parameters.consideration[0]');
    const twoTokens = await listing(1n);
    twoTokens.offer[0]!.startAmount = 2n;
    twoTokens.offer[0]!.endAmount = 2n;
    await expectRefused(twoTokens, await sign(twoTokens), 'parameters.offer[0].startAmount');
  });
});

describe('GET /v1/market/orders', () => {
  it('refuses a bad filter naming it, and answers 404 for an unknown hash', async () => {
    for (const [query, field] of [
      ['status=pending', 'status'],
      ['side=bid', 'side'],
      ['sort=cheapest', 'sort'],
      ['maker=0x12', 'maker'],
      ['size=1000', 'size'],
    ]) {
      const { status, envelope } = await get(`${ORDERS}?${query}`);
      expect([query, status, envelope.message.split(':')[0]]).toEqual([query, 400, field]);
    }
    const missing = await get(`${ORDERS}/0x${'ab'.repeat(32)}`);
    expect([missing.status, missing.envelope.code]).toEqual([404, 404]);
    expect((await get(`${ORDERS}/0x12`)).status).toBe(400);
  });
});

describe('a maker piling up orders', () => {
  it(`keeps at most ${MAX_OPEN_ORDERS_PER_MAKER} of one maker's orders open, and takes another once one has ended`, async () => {
    const context = marketContext({
      db: database.db,
      chainId: 2810,
      chainClient: createChainClient(testChain.anvil.rpcUrl),
      market: { contracts: testChain.contracts, seaport, fee: { bps: FEE_BPS, recipient: FEE_RECIPIENT } },
    });
    const orders = [];
    for (let index = 0; index < MAX_OPEN_ORDERS_PER_MAKER + 1; index++) orders.push(await listing(1n, ONE_ETH + BigInt(index)));
    // The chain's clock, a minute after the orders start; the first ends a minute later.
    const nowS = Number(orders[0]!.startTime) + 60;
    orders[0]!.endTime = BigInt(nowS + 60);
    for (const order of orders.slice(0, -1)) await createOrder(context, new Date(nowS * 1000), order, await sign(order));

    const extra = orders.at(-1)!;
    const signature = await sign(extra);
    await expect(createOrder(context, new Date(nowS * 1000), extra, signature)).rejects.toThrow(
      `parameters.offerer: has ${MAX_OPEN_ORDERS_PER_MAKER} open orders, the most one maker may have: cancel one or let one end first`,
    );
    expect(await rowCount(database.db, marketOrders)).toBe(MAX_OPEN_ORDERS_PER_MAKER);
    // Another maker is not held back by this one.
    const bid = await offer(1n, parseEther('1'));
    await createOrder(context, new Date(nowS * 1000), bid, await sign(bid, bidder));

    await createOrder(context, new Date((nowS + 61) * 1000), extra, signature);
    expect(await rowCount(database.db, marketOrders)).toBe(MAX_OPEN_ORDERS_PER_MAKER + 2);
  });
});

describe('the order book follows the chain through the indexer', () => {
  const indexerLog: string[] = [];
  /** Indexes every block up to the head, as the running server's indexer does each round. */
  const indexChain = () =>
    new ChainIndexer({
      db: database.db,
      client: createChainClient(testChain.anvil.rpcUrl),
      chainId: 2810,
      contracts: followedContracts(testChain.book, { address: seaport, deployedOnBlock: 0 }),
      log: (line) => indexerLog.push(line),
    }).syncOnce();
  const testClient = () => createTestClient({ chain: morphHolesky, mode: 'anvil', transport: http(testChain.anvil.rpcUrl) });

  /** Submits `order` signed by `maker`; returns its hash. */
  async function placed(order: OrderComponents, maker: LocalAccount = seller): Promise<string> {
    const { status, envelope } = await submit(order, await sign(order, maker));
    expect([status, envelope.message]).toEqual([200, 'success']);
    return envelope.data.orderHash;
  }
  const statusOf = async (orderHash: string) => (await get(`${ORDERS}/${orderHash}`)).envelope.data.status;
  async function activityOf(tokenId: bigint): Promise<Array<{ kind: string; at: string; order: { orderHash: string } }>> {
    return (await get(`/v1/market/activity?collection=${contract('CreatureNft').address}&tokenId=${tokenId}`)).envelope.data.list;
  }

  it('marks a listing Seaport filled as filled, with its taker, transaction and block time, and its token sold', async () => {
    const order = await listing(3n, ONE_ETH);
    const signature = await sign(order);
    const orderHash = await placed(order);
    await indexChain();
    expect(await statusOf(orderHash)).toBe('active');

    const txHash = await fillListing(order, signature, ONE_ETH);
    await indexChain();
    const receipt = await chain().getTransactionReceipt({ hash: txHash });
    const blockTime = Number((await chain().getBlock({ blockNumber: receipt.blockNumber })).timestamp);
    const filled = (await get(`${ORDERS}/${orderHash}`)).envelope.data;
    expect(filled).toMatchObject({
      status: 'filled',
      taker: lower(buyer.address),
      closedTxHash: txHash,
      closedAt: new Date(blockTime * 1000).toISOString(),
    });
    expect((await get(`${ORDERS}?status=filled`)).envelope.data.list.map((row: { orderHash: string }) => row.orderHash)).toEqual([
      orderHash,
    ]);
    const activity = await activityOf(3n);
    expect(activity.map((entry) => entry.kind).sort()).toEqual(['listed', 'sold']);
    expect(activity.find((entry) => entry.kind === 'sold')).toMatchObject({ at: filled.closedAt, order: { orderHash } });

    // The token moved to the buyer with the fill: a filled order stays filled.
    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 3n]);
    await indexChain();
    expect(await statusOf(orderHash)).toBe('filled');
  });

  it('marks an order its maker cancelled at Seaport as cancelled, and leaves the others open', async () => {
    const cancelled = await listing(1n);
    const kept = await listing(1n, parseEther('2'));
    const [cancelledHash, keptHash] = [await placed(cancelled), await placed(kept)];
    const txHash = await send(seller, seaportContract(), 'cancel', [[cancelled]]);
    await indexChain();

    expect(await statusOf(cancelledHash)).toBe('cancelled');
    expect((await get(`${ORDERS}/${cancelledHash}`)).envelope.data).toMatchObject({ closedTxHash: txHash, taker: null });
    expect(await statusOf(keptHash)).toBe('active');
    // The maker's open orders leave out the cancelled one.
    expect(
      (await get(`${ORDERS}?maker=${seller.address}&status=open`)).envelope.data.list.map((row: { orderHash: string }) => row.orderHash),
    ).toEqual([keptHash]);
    const activity = await activityOf(1n);
    expect(activity.map((entry) => entry.kind).sort()).toEqual(['listed', 'listed', 'listing_cancelled']);
    expect(activity.find((entry) => entry.kind === 'listing_cancelled')?.order.orderHash).toBe(cancelledHash);
  });

  it('refuses an order cancelled at Seaport while the book checked it, once the indexer had passed the cancel', async () => {
    const order = await listing(1n);
    const signature = await sign(order);
    /** The chain as the book reads it, with the maker's cancel mined and indexed just after the book's first read. */
    class CancelledMeanwhile extends ContractReader {
      private cancelled = false;
      override async readAll(reads: readonly ContractRead[], blockNumber?: bigint): Promise<unknown[]> {
        const answers = await super.readAll(reads, blockNumber);
        if (!this.cancelled) {
          this.cancelled = true;
          await send(seller, seaportContract(), 'cancel', [[order]]);
          await indexChain();
        }
        return answers;
      }
    }
    const context = marketContext(
      {
        db: database.db,
        chainId: 2810,
        chainClient: createChainClient(testChain.anvil.rpcUrl),
        market: { contracts: testChain.contracts, seaport, fee: { bps: FEE_BPS, recipient: FEE_RECIPIENT } },
      },
      (client, contracts) => new CancelledMeanwhile(client, contracts),
    );

    await expect(createOrder(context, new Date(), order, signature)).rejects.toThrow(
      /^parameters: order 0x[0-9a-f]{64} is cancelled at Seaport$/,
    );
    expect(await rowCount(database.db, marketOrders)).toBe(0);
  });

  it('keeps indexing when it is further behind than the node keeps state: a past batch rechecks its orders at the head', async () => {
    // A node without an archive, which answers calls at the state of its 8 newest blocks alone.
    const pruned = await startDeployedChain({ pruneHistory: 8 });
    try {
      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true], undefined, pruned.anvil.rpcUrl);
      await createTestClient({ chain: morphHolesky, mode: 'anvil', transport: http(pruned.anvil.rpcUrl) }).mine({ blocks: 30 });
      // A listing of the seller's creature 2, which the deploy's demo state gave it, stored while it could not be filled.
      const order = await listing(2n);
      await database.db.insert(marketOrders).values({
        chainId: 2810,
        orderHash: seaportOrderHash(order),
        seaport: lower(seaport),
        collection: lower(contract('CreatureNft').address),
        tokenId: '2',
        maker: lower(seller.address),
        side: 'listing',
        currency: zeroAddress,
        price: ONE_ETH.toString(),
        fee: '0',
        royalty: '0',
        startTime: Number(order.startTime),
        endTime: Number(order.endTime),
        counter: order.counter.toString(),
        salt: order.salt.toString(),
        parameters: orderParametersJson(order),
        signature: await sign(order),
        status: 'inactive',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const indexer = new ChainIndexer({
        db: database.db,
        client: createChainClient(pruned.anvil.rpcUrl),
        chainId: 2810,
        contracts: followedContracts(pruned.book, { address: seaport, deployedOnBlock: 0 }),
        // The mint of creature 2 and the approval, each in a batch far behind the head.
        batchBlocks: 4,
        stateBlocks: 4,
        log: () => undefined,
      });
      const head = Number(await createChainClient(pruned.anvil.rpcUrl).getBlockNumber());
      await expect(indexer.syncOnce()).resolves.toBe(head);
      expect(await statusOf(seaportOrderHash(order))).toBe('active');
    } finally {
      await pruned.anvil.stop();
    }
  });

  it("cancels every open order of a maker who raised the counter, and no one else's", async () => {
    const listings = [await placed(await listing(1n)), await placed(await listing(2n))];
    const bid = await placed(await offer(1n, parseEther('10')), bidder);
    await send(seller, seaportContract(), 'incrementCounter', []);
    await indexChain();

    for (const orderHash of listings) expect([orderHash, await statusOf(orderHash)]).toEqual([orderHash, 'cancelled']);
    expect(await statusOf(bid)).toBe('active');
    expect((await get(`${ORDERS}?maker=${seller.address}&status=cancelled`)).envelope.data.total).toBe(2);
    // An order signed with the new counter is taken, and open.
    const fresh = await placed(await listing(1n));
    await indexChain();
    expect(await statusOf(fresh)).toBe('active');
  });

  it('shows a listing inactive while its token is away from the maker, and active again once it is back', async () => {
    const orderHash = await placed(await listing(2n));
    await send(seller, contract('CreatureNft'), 'transferFrom', [seller.address, buyer.address, 2n]);
    await indexChain();
    expect(await statusOf(orderHash)).toBe('inactive');
    expect((await get(`${ORDERS}?status=inactive`)).envelope.data.list.map((row: { orderHash: string }) => row.orderHash)).toEqual([
      orderHash,
    ]);
    expect((await get(`${ORDERS}?status=active`)).envelope.data.total).toBe(0);
    // Still its maker's to cancel.
    expect(
      (await get(`${ORDERS}?maker=${seller.address}&status=open`)).envelope.data.list.map((row: { orderHash: string }) => row.orderHash),
    ).toEqual([orderHash]);

    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 2n]);
    await indexChain();
    expect(await statusOf(orderHash)).toBe('active');
  });

  it('reads the chain again only for the orders that have not expired', async () => {
    const expiring = await listing(2n);
    const lasting = await listing(2n, parseEther('2'));
    lasting.endTime = expiring.endTime + 3600n;
    const [expiringHash, lastingHash] = [await placed(expiring), await placed(lasting)];
    await indexChain();
    const statuses = async () =>
      Object.fromEntries(
        (await database.db.select().from(marketOrders)).map((row) => [row.orderHash === expiringHash ? 'expiring' : 'lasting', row.status]),
      );
    expect([await statusOf(expiringHash), await statusOf(lastingHash)]).toEqual(['active', 'active']);

    // The token leaves its maker, and the indexer runs once the first listing's end has passed: the second is
    // read again and no longer fillable, the first is left as it was.
    await send(seller, contract('CreatureNft'), 'transferFrom', [seller.address, buyer.address, 2n]);
    const afterExpiry = new Date(Number(expiring.endTime + 1n) * 1000);
    await new ChainIndexer({
      db: database.db,
      client: createChainClient(testChain.anvil.rpcUrl),
      chainId: 2810,
      contracts: followedContracts(testChain.book, { address: seaport, deployedOnBlock: 0 }),
      now: () => afterExpiry,
      log: (line) => indexerLog.push(line),
    }).syncOnce();
    expect(await statuses()).toEqual({ expiring: 'active', lasting: 'inactive' });

    await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 2n]);
  });

  it('undoes a fill the chain reorganised away (snapshot, fill, revert, mine other blocks)', async () => {
    const order = await listing(4n, ONE_ETH);
    const signature = await sign(order);
    const orderHash = await placed(order);
    await indexChain();
    const snapshot = await testClient().snapshot();
    await fillListing(order, signature, ONE_ETH);
    await indexChain();
    expect(await statusOf(orderHash)).toBe('filled');

    await testClient().revert({ id: snapshot });
    await testClient().mine({ blocks: 3 });
    await indexChain();
    expect(indexerLog.some((line) => /\[indexer\] chain 2810 reorganised after block \d+: rolling back blocks/.test(line))).toBe(true);
    expect((await get(`${ORDERS}/${orderHash}`)).envelope.data).toMatchObject({
      status: 'active',
      taker: null,
      closedTxHash: null,
      closedAt: null,
    });
    expect((await activityOf(4n)).map((entry) => entry.kind)).toEqual(['listed']);
  });

  it("the cancel plan and the cancel-all plan close the maker's orders in the book once the indexer has run", async () => {
    const cancelled = await placed(await listing(1n));
    const kept = await placed(await listing(1n, parseEther('3')));
    const cancelOne = cancelOrderPlan(seaport, (await get(`${ORDERS}/${cancelled}`)).envelope.data);
    await send(seller, cancelOne.call, cancelOne.call.functionName, [...cancelOne.call.args]);
    await indexChain();
    expect([await statusOf(cancelled), await statusOf(kept)]).toEqual(['cancelled', 'active']);

    const bid = await placed(await offer(1n, parseEther('10')), bidder);
    const plan = cancelAllOrdersPlan(seaport);
    await send(seller, plan.call, plan.call.functionName, [...plan.call.args]);
    await indexChain();
    expect([await statusOf(kept), await statusOf(bid)]).toEqual(['cancelled', 'active']);

    // A buyer cancels their own offer.
    const offered: BookOrder = (await get(`${ORDERS}/${bid}`)).envelope.data;
    const cancelOffer = cancelOrderPlan(seaport, offered);
    await send(bidder, cancelOffer.call, cancelOffer.call.functionName, [...cancelOffer.call.args]);
    await indexChain();
    expect(await statusOf(bid)).toBe('cancelled');
  });

  describe('while what an order rests on is revoked, spent and restored', () => {
    // Each test leaves the chain as it found it, however it ends.
    let snapshot: Hex;
    beforeEach(async () => {
      snapshot = await testClient().snapshot();
    });
    afterEach(async () => {
      await testClient().revert({ id: snapshot });
    });

    const afa = () => contract('AfaToken');
    const afaBalanceOf = async (account: Address) =>
      (await chain().readContract({ ...afa(), functionName: 'balanceOf', args: [account] })) as bigint;

    it("shows a listing inactive while its maker has revoked Seaport's approval of the collection, and active once it is back", async () => {
      const orderHash = await placed(await listing(1n));
      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, false]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');
      expect((await get(`${ORDERS}?status=active`)).envelope.data.total).toBe(0);

      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');
    });

    it("follows a listing resting on the token's single approval: moved away from Seaport, cleared by a transfer, given again", async () => {
      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, false]);
      await send(seller, contract('CreatureNft'), 'approve', [seaport, 2n]);
      const orderHash = await placed(await listing(2n));
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');

      await send(seller, contract('CreatureNft'), 'approve', [buyer.address, 2n]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');
      await send(seller, contract('CreatureNft'), 'approve', [seaport, 2n]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');

      // Back with its maker, the token has lost its single approval: the listing cannot be filled until it is given again.
      await send(seller, contract('CreatureNft'), 'transferFrom', [seller.address, buyer.address, 2n]);
      await send(buyer, contract('CreatureNft'), 'transferFrom', [buyer.address, seller.address, 2n]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');
      await send(seller, contract('CreatureNft'), 'approve', [seaport, 2n]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');
    });

    it("shows an offer inactive while its maker's AFA balance is below it, and active once it is back", async () => {
      const price = parseEther('10');
      const orderHash = await placed(await offer(1n, price), bidder);
      const moved = (await afaBalanceOf(bidder.address)) - price + 1n;
      await send(bidder, afa(), 'transfer', [buyer.address, moved]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');

      await send(buyer, afa(), 'transfer', [bidder.address, moved]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');
    });

    it('shows an offer inactive while its allowance to Seaport is below it, and active once it is raised', async () => {
      const price = parseEther('10');
      const orderHash = await placed(await offer(1n, price), bidder);
      await send(bidder, afa(), 'approve', [seaport, price - 1n]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');

      await send(bidder, afa(), 'approve', [seaport, price]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');
    });

    it('shows an offer inactive once Seaport spent the allowance under it filling another offer, which emits no Approval', async () => {
      const price = parseEther('10');
      await send(bidder, afa(), 'approve', [seaport, price + price / 2n]);
      const taken = await offer(1n, price);
      const signature = await sign(taken, bidder);
      const takenHash = await placed(taken, bidder);
      const leftHash = await placed(await offer(2n, price), bidder);
      await indexChain();
      expect([await statusOf(takenHash), await statusOf(leftHash)]).toEqual(['active', 'active']);

      // The seller accepts the first offer: Seaport takes its AFA from the bidder and gives it the token; the seller
      // pays the fee and royalty out of what it receives, so allows Seaport that much of its own AFA.
      await send(seller, afa(), 'approve', [seaport, price]);
      const parameters = { ...taken, totalOriginalConsiderationItems: BigInt(taken.consideration.length) };
      await send(seller, seaportContract(), 'fulfillOrder', [{ parameters, signature }, ZERO_BYTES32]);
      await indexChain();
      expect([await statusOf(takenHash), await statusOf(leftHash)]).toEqual(['filled', 'inactive']);

      await send(bidder, afa(), 'approve', [seaport, price]);
      await indexChain();
      expect(await statusOf(leftHash)).toBe('active');
    });

    // A reorganisation reopens every order before the events are applied again, so only reading the chain where
    // both chains part can leave this order inactive: the test fails if the indexer skips that read.
    it('undoes an approval the chain reorganised away', async () => {
      const orderHash = await placed(await listing(1n));
      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, false]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('inactive');
      const beforeApproval = await testClient().snapshot();
      await send(seller, contract('CreatureNft'), 'setApprovalForAll', [seaport, true]);
      await indexChain();
      expect(await statusOf(orderHash)).toBe('active');

      indexerLog.length = 0;
      await testClient().revert({ id: beforeApproval });
      await testClient().mine({ blocks: 3 });
      await indexChain();
      expect(indexerLog.some((line) => /\[indexer\] chain 2810 reorganised after block \d+/.test(line))).toBe(true);
      expect(await statusOf(orderHash)).toBe('inactive');
    });
  });
});
