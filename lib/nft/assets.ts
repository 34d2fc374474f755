import type { Address } from 'viem';
import { walletApi } from '@/lib/api/clients';
import { unwrap } from '@/lib/api/queryError';

/** docs/PRODUCT.md §7, §9: the wallet service lists at most 100 tokens of one owner. */
export const NFT_ASSETS_LIMIT = 100;

/** The tokens the wallet service's indexer saw `owner` holding, and how far the indexer has read the chain. */
export interface NftAssets {
  tokenIds: bigint[];
  /** The last block indexed (-1 before the first); unknown when the service does not say. */
  indexedBlock?: bigint;
}

/** `owner`'s tokens of `collection` from get-nft-assets; a failed call throws, so a query shows its error state. */
export async function fetchNftAssets(
  query: { chainId: number; owner: Address; collection: Address; limit?: number },
  options?: { signal?: AbortSignal },
): Promise<NftAssets> {
  const data = unwrap(
    await walletApi.request(
      'POST',
      '/waas/get-nft-assets',
      {
        chainIndex: query.chainId,
        ownerAddress: query.owner,
        contractAddress: query.collection,
        limit: query.limit ?? NFT_ASSETS_LIMIT,
      },
      options,
    ),
  );
  return {
    tokenIds: data.list.map((token) => BigInt(token.tokenId)),
    indexedBlock: data.indexedBlock === undefined ? undefined : BigInt(data.indexedBlock),
  };
}

const INDEXER_POLL_MS = 250;
/** The indexer reads new blocks about once a second; waiting longer than this means it is stuck or far behind. */
const INDEXER_WAIT_LIMIT_MS = 3_000;

/** Whether the list reflects `block`; a service that does not say how far it indexed is taken at its word. */
export function isIndexedAt(assets: NftAssets, block: bigint): boolean {
  return assets.indexedBlock === undefined || assets.indexedBlock >= block;
}

/**
 * get-nft-assets once the indexer has read `block` (a transaction just confirmed, or the block the chain
 * reads were made at), so the list agrees with the chain. Asked again every 250 ms; after 3 s the last
 * answer is returned as it is, rather than leaving the screen empty.
 */
export async function fetchNftAssetsIndexedAt(
  query: { chainId: number; owner: Address; collection: Address },
  block: bigint,
  { signal, pollMs = INDEXER_POLL_MS, limitMs = INDEXER_WAIT_LIMIT_MS }: { signal?: AbortSignal; pollMs?: number; limitMs?: number } = {},
): Promise<NftAssets> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const assets = await fetchNftAssets(query, { signal });
    if (isIndexedAt(assets, block) || Date.now() + pollMs > deadline) return assets;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
