import { ApiRequestError } from '@/lib/api/queryError';
import { runtimeConfigAnswer } from '@/lib/runtime-config/test-support';
import { session } from '@/lib/session/store';
import { fetchNftAssets, fetchNftAssetsIndexedAt, NFT_ASSETS_LIMIT } from './assets';

const OWNER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const COLLECTION = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const query = { chainId: 2810, owner: OWNER, collection: COLLECTION } as const;

let requests: { url: string; body: unknown }[];

/** The wallet service answering each call with the next of `answers` (the last one repeats). */
function serviceAnswers(...answers: { status?: number; body: unknown }[]) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const config = runtimeConfigAnswer(input);
    if (config) return config;
    requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    const { status = 200, body } = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    return { status, ok: status < 300, text: async () => JSON.stringify(body) } as Response;
  });
}

const assets = (tokenIds: string[], indexedBlock?: number) => ({
  body: { code: 200, message: 'success', data: { list: tokenIds.map((tokenId) => ({ tokenId })), indexedBlock } },
});

beforeEach(() => session.set({ token: 'tok-1', userInfo: null, address: null, accountId: null }));

describe('the creatures of a wallet from get-nft-assets', () => {
  it('asks the wallet service for the owner’s tokens of the collection, at most 100', async () => {
    serviceAnswers(assets(['3', '12'], 40));
    await expect(fetchNftAssets(query)).resolves.toEqual({ tokenIds: [3n, 12n], indexedBlock: 40n });
    expect(requests).toEqual([
      {
        url: 'http://localhost/v1/waas/get-nft-assets',
        body: { chainIndex: 2810, ownerAddress: OWNER, contractAddress: COLLECTION, limit: NFT_ASSETS_LIMIT },
      },
    ]);
  });

  it('throws a refusal for the query to show, instead of an empty list', async () => {
    serviceAnswers({ status: 400, body: { code: 400, message: 'ownerAddress: invalid', data: null } });
    await expect(fetchNftAssets(query)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('asks again until the index has read the block, and keeps the answer that has it', async () => {
    serviceAnswers(assets(['3'], 40), assets(['3'], 41), assets(['3', '13'], 42));
    // On the test's own clock: on a loaded machine the real 3 s limit could end the asking before the third answer.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const answer = fetchNftAssetsIndexedAt(query, 42n, { pollMs: 1 });
      // Asked at once, then after each of two 1 ms waits.
      await jest.advanceTimersByTimeAsync(2);
      await expect(answer).resolves.toEqual({ tokenIds: [3n, 13n], indexedBlock: 42n });
      expect(requests).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the last answer as it is when the index does not catch up in time', async () => {
    serviceAnswers(assets(['3'], 40));
    // On the test's own clock: a loaded machine's first request alone could outlast a real 30 ms.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const answer = fetchNftAssetsIndexedAt(query, 42n, { pollMs: 5, limitMs: 30 });
      await jest.advanceTimersByTimeAsync(30);
      await expect(answer).resolves.toEqual({ tokenIds: [3n], indexedBlock: 40n });
      // Asked at once, then every 5 ms until the next wait would end past the limit: at 0, 5, … 30 ms.
      expect(requests).toHaveLength(7);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes a service that does not say how far it indexed at its word', async () => {
    serviceAnswers(assets(['7']));
    await expect(fetchNftAssetsIndexedAt(query, 42n, { pollMs: 1 })).resolves.toEqual({ tokenIds: [7n], indexedBlock: undefined });
    expect(requests).toHaveLength(1);
  });
});
