import { parseEther, UserRejectedRequestError, verifyTypedData, zeroAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { runtimeConfigAnswer } from '@/lib/runtime-config/test-support';
import { listingOrder, orderParametersJson, orderTypedData } from '@/lib/market/orders';
import { fetchMarketOrders, MARKET_PAGE_SIZE, signAndSubmitOrder } from './market';

// The first of anvil's well-known development keys: a real signer, never a funded one anywhere else.
const seller = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395' as Address;
const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3' as Address;
const location = { chainId: 2810, seaport: SEAPORT };

let sent: { url: string; method: string; body: unknown }[];

function answerWith(status: number, body: unknown) {
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const config = runtimeConfigAnswer(input);
    if (config) return config;
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(body) } as Response;
  });
}

const order = () =>
  listingOrder({
    maker: seller.address,
    token: { collection: COLLECTION, tokenId: 1n },
    price: parseEther('1'),
    currency: zeroAddress,
    royalty: { receiver: seller.address, amount: parseEther('0.05') },
    feeBps: 0,
    feeRecipient: null,
    startTime: 1_000n,
    endTime: 2_000n,
    counter: 0n,
  });

describe('the order book reads', () => {
  it('ask /v1/market with their filters and the page size', async () => {
    answerWith(200, { code: 200, data: { list: [], total: 0, page: 0, size: MARKET_PAGE_SIZE, hasMore: false }, message: 'success' });
    await fetchMarketOrders({ side: 'listing', status: 'active', sort: 'price_asc', page: 1 });
    expect(sent.map(({ method, url }) => [method, url])).toEqual([
      ['GET', `http://localhost/v1/market/orders?size=${MARKET_PAGE_SIZE}&side=listing&status=active&sort=price_asc&page=1`],
    ]);
  });
});

describe('signAndSubmitOrder', () => {
  it("posts the order with the wallet's EIP-712 signature in Seaport's domain", async () => {
    answerWith(200, { code: 200, data: { orderHash: '0x01' }, message: 'success' });
    const listing = order();
    const result = await signAndSubmitOrder(listing, location, (typedData) => seller.signTypedData(typedData));
    expect(result).toEqual({ ok: true, order: { orderHash: '0x01' } });
    expect(sent).toHaveLength(1);
    const { url, method, body } = sent[0]!;
    expect([method, url]).toEqual(['POST', 'http://localhost/v1/market/orders']);
    const posted = body as { parameters: unknown; signature: Hex };
    expect(posted.parameters).toEqual(JSON.parse(JSON.stringify(orderParametersJson(listing))));
    expect(await verifyTypedData({ address: seller.address, ...orderTypedData(listing, location), signature: posted.signature })).toBe(
      true,
    );
  });

  it("gives the book's refusal, which names the field, for the screen to show", async () => {
    const message = "parameters.counter: is not the offerer's current counter at Seaport (1)";
    answerWith(400, { code: 400, data: null, message });
    const result = await signAndSubmitOrder(order(), location, (typedData) => seller.signTypedData(typedData));
    expect(result).toEqual({ ok: false, stage: 'api', failure: { kind: 'http', code: 'ERR_BAD_REQUEST', status: 400, message } });
  });

  it('posts nothing when the wallet does not sign, and maps its refusal like every wallet error', async () => {
    answerWith(200, { code: 200, data: {}, message: 'success' });
    const result = await signAndSubmitOrder(order(), location, async () => {
      throw new UserRejectedRequestError(new Error('User rejected the request.'));
    });
    expect(result).toMatchObject({ ok: false, stage: 'wallet', error: { kind: 'ACTION_REJECTED', messageKey: 'errors.ACTION_REJECTED' } });
    expect(sent).toEqual([]);
  });
});
