import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { indexerCursors } from '../../db/schema';
import { createApiRouter, jsonBody } from '../../http/api-router';
import { ApiError, authErrorResponses, envelopeOf, jsonResponse, ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { AddressSchema } from '../../http/schemas';
import { nftsOfOwner } from '../../indexer/chain-indexer';
import type { WalletApiDeps } from './request-checks';

const GetNftAssetsBodySchema = z
  .object({
    chainIndex: z.coerce.number().int().positive().optional().openapi({ description: 'The chain; only the target chain is indexed' }),
    ownerAddress: AddressSchema,
    contractAddress: AddressSchema,
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .openapi('GetNftAssetsRequest');

const NftAssetsSchema = z
  .object({
    list: z.array(
      z.object({
        tokenId: z.string(),
        contractAddress: z.string(),
        ownerAddress: z.string(),
        ownedSinceBlock: z.number().int(),
      }),
    ),
    indexedBlock: z.number().int().openapi({ description: 'The last block indexed; -1 before the first' }),
  })
  .openapi('NftAssets');

const getNftAssetsRoute = createRoute({
  method: 'post',
  path: '/waas/get-nft-assets',
  tags: ['waas'],
  summary: "The NFTs an address owns in a contract, lowest id first, as indexed from the chain's Transfer logs",
  security: [{ bearerAuth: [] }],
  request: jsonBody(GetNftAssetsBodySchema),
  responses: { 200: jsonResponse(envelopeOf(NftAssetsSchema), 'The tokens'), ...authErrorResponses },
});

export function createNftAssetRoutes(deps: WalletApiDeps) {
  const { db } = deps.services;
  return createApiRouter().openapi(getNftAssetsRoute, async (c) => {
    const { chainIndex, ownerAddress, contractAddress, limit } = c.req.valid('json');
    if (chainIndex !== undefined && chainIndex !== deps.chainId) {
      throw new ApiError(ErrorCode.badRequest, `chainIndex: only chain ${deps.chainId} is indexed`);
    }
    // The cursor is read before the tokens, never beside them: on PostgreSQL two reads at once take two connections,
    // and an indexer commit between them would pair a newer block with an older list, which a client waiting for
    // that block would then take as current. Read in this order, the list holds at least the block it names.
    const [cursor] = await db
      .select({ nextBlock: indexerCursors.nextBlock })
      .from(indexerCursors)
      .where(eq(indexerCursors.chainId, deps.chainId));
    const tokens = await nftsOfOwner(db, deps.chainId, contractAddress, ownerAddress, limit);
    return ok(c, {
      list: tokens.map((token) => ({ ...token, contractAddress, ownerAddress })),
      indexedBlock: cursor ? cursor.nextBlock - 1 : -1,
    });
  });
}
