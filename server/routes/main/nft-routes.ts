import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { ContractReader } from '../../chain/contract-reader';
import { wallets } from '../../db/schema';
import { createApiRouter } from '../../http/api-router';
import type { ServiceContext } from '../../http/app-env';
import { currentSession } from '../../http/auth';
import { authErrorResponses, envelopeOf, jsonResponse, ok } from '../../http/envelope';
import { pageOf } from '@/lib/protocol';
import { pagingQuery } from '../../http/schemas';
import { openNestsPage, pairsOfOwnerPage, stakesOfOwnerPage } from '../../services/nft-read-service';

export interface NftRoutesDeps {
  services: ServiceContext;
  reader: ContractReader;
  chainId: number;
}

const ChainListSchema = z
  .object({
    list: z.array(z.record(z.string(), z.unknown())).openapi({
      description: "Shaped as the contracts' views (uint256 as decimal strings, addresses lower case), from the indexed events",
    }),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
    address: z.string().nullable().openapi({ description: "The caller's bound wallet the list is for; null when none is bound" }),
  })
  .openapi('ChainList');

const listRoute = <Query extends z.ZodObject>(path: string, summary: string, query: Query) =>
  createRoute({
    method: 'get',
    path,
    tags: ['nft'],
    summary,
    security: [{ bearerAuth: [] }],
    request: { query },
    responses: {
      200: jsonResponse(envelopeOf(ChainListSchema), "A page, from the indexer's read models"),
      ...authErrorResponses,
    },
  });

/**
 * The most entries a list that reads the chain answers per page: each page costs one multicall of this
 * many calls. Clients that ask for more (the app's legacy wait-pair-list asks for 1000) get pages of this size.
 */
export const MAX_CHAIN_PAGE_SIZE = 100;

const waitPairListRoute = listRoute(
  '/app/nft/wait-pair-list',
  `Nests open for pairing (type 2), each with its creature and ready time, oldest first; at most ${MAX_CHAIN_PAGE_SIZE} a page whatever size asks`,
  z.object({
    type: z.coerce.number().int().min(1).max(99).default(2).openapi({ description: '2: nests waiting for a partner' }),
    ...pagingQuery(MAX_CHAIN_PAGE_SIZE, 1000),
  }),
);
const selfPoolListRoute = listRoute(
  '/app/nft/self-pool-list',
  "The caller's creatures staked in the pool, with pledge days and pending income",
  z.object(pagingQuery(MAX_CHAIN_PAGE_SIZE, MAX_CHAIN_PAGE_SIZE)),
);
const pairListRoute = listRoute(
  '/app/nft/pair-list',
  "The caller's breeding pairs with their claim times",
  z.object(pagingQuery(100, 1000)),
);

export function createNftRoutes({ services, reader, chainId }: NftRoutesDeps) {
  const boundWallet = async (userId: number): Promise<string | null> => {
    const [row] = await services.db
      .select({ address: wallets.address })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .orderBy(asc(wallets.id))
      .limit(1);
    return row?.address ?? null;
  };
  const nobody = (page: number, size: number) => pageOf([], 0, page, size);

  return createApiRouter()
    .openapi(waitPairListRoute, async (c) => {
      const { type, page } = c.req.valid('query');
      const size = Math.min(c.req.valid('query').size, MAX_CHAIN_PAGE_SIZE);
      const nests = type === 2 ? await openNestsPage(services.db, reader, chainId, page, size) : nobody(page, size);
      return ok(c, { ...nests, address: null });
    })
    .openapi(selfPoolListRoute, async (c) => {
      const { page, size } = c.req.valid('query');
      const address = await boundWallet(currentSession(c).userId);
      const stakes = address ? await stakesOfOwnerPage(services.db, reader, chainId, address, page, size) : nobody(page, size);
      return ok(c, { ...stakes, address });
    })
    .openapi(pairListRoute, async (c) => {
      const { page, size } = c.req.valid('query');
      const address = await boundWallet(currentSession(c).userId);
      const pairs = address ? await pairsOfOwnerPage(services.db, chainId, address, page, size) : nobody(page, size);
      return ok(c, { ...pairs, address });
    });
}
