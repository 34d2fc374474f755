import { createRoute, z } from '@hono/zod-openapi';
import { ContractCallReverted, type ContractReader } from '../../chain/contract-reader';
import { createApiRouter, jsonBody } from '../../http/api-router';
import { currentSession } from '../../http/auth';
import { authErrorResponses, envelopeOf, ErrorEnvelopeSchema, jsonResponse, ok } from '../../http/envelope';
import { AddressSchema, Uint256Schema } from '../../http/schemas';
import { loadUserInfo } from '../../services/user-service';
import { findWalletAccountId } from '../../services/wallet-account-service';
import type { WalletApiDeps } from './request-checks';

const ChainViewSchema = z.record(z.string(), z.unknown()).openapi('ChainView', {
  description: 'Contract views as JSON: uint256 values as decimal strings, addresses in lower case',
});

const TokenQuery = z.object({ tokenId: Uint256Schema, address: AddressSchema.optional() });
const AddressQuery = z.object({ address: AddressSchema });

const formRoute = <Query extends z.ZodObject>(path: string, summary: string, query: Query) =>
  createRoute({
    method: 'get',
    path,
    tags: ['nft'],
    summary,
    security: [{ bearerAuth: [] }],
    request: { query },
    responses: {
      200: jsonResponse(envelopeOf(ChainViewSchema), 'Read from the chain'),
      404: jsonResponse(ErrorEnvelopeSchema, 'No such token'),
      ...authErrorResponses,
    },
  });

const upgradeInfoRoute = formRoute(
  '/nft/form-nft-updrage-info',
  "A creature's grades, next upgrade costs per attribute, lifespan and rebirth state, and the upgrade settings",
  TokenQuery,
);
const decorateInfoRoute = formRoute('/nft/form-nft-decorate-info', 'The pendants an address owns, opened or blind', AddressQuery);
const breedInfoRoute = formRoute(
  '/nft/form-nft-breed-info',
  'A creature with its breed times, last pairing, the pairing quote and the breeding settings',
  TokenQuery,
);
const pledgeStatusRoute = formRoute(
  '/nft/form-pledge-status',
  "A creature's stake in the pool: pledge time and day, pending income, and the pool settings",
  TokenQuery.extend({ openLive: z.enum(['true', 'false']).optional() }),
);
const fertilityListRoute = formRoute(
  '/nft/form-fertility-list',
  "An address's creatures with their breed times and whether each can breed now",
  AddressQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
);
const fertilityCostRoute = formRoute(
  '/nft/form-fertility-cost',
  'What pairing a creature costs, and whether it needs a paid breed time',
  TokenQuery,
);
const accelerateRebirthRoute = formRoute(
  '/nft/form-accelerate-rebirth',
  "A creature's rebirth time and what claiming it early costs now",
  z.object({ tokenId: Uint256Schema }),
);

const bindInfoRoute = createRoute({
  method: 'get',
  path: '/nft/form-bind-info',
  tags: ['nft'],
  summary: "The caller's wallet-service account and bound wallets",
  security: [{ bearerAuth: [] }],
  responses: {
    200: jsonResponse(
      envelopeOf(
        z.object({
          accountId: z.string().nullable(),
          wallets: z.array(z.object({ address: z.string(), chainIndex: z.number().int() })),
        }),
      ),
      'The bindings',
    ),
    ...authErrorResponses,
  },
});

const checkValidRoute = createRoute({
  method: 'post',
  path: '/nft/check-valid',
  tags: ['nft'],
  summary: 'Whether an address may act on a creature now: it owns it, and the creature is not staked',
  security: [{ bearerAuth: [] }],
  request: jsonBody(z.object({ tokenId: Uint256Schema, address: AddressSchema }).openapi('CheckValidRequest')),
  responses: {
    200: jsonResponse(
      envelopeOf(
        z
          .object({
            valid: z.boolean(),
            exists: z.boolean(),
            owner: z.string().nullable(),
            staked: z.boolean(),
            breedable: z.boolean(),
          })
          .openapi('CheckValidResult'),
      ),
      'The answer',
    ),
    ...authErrorResponses,
  },
});

async function checkValid(reader: ContractReader, tokenId: string, address: string) {
  let owner: string;
  try {
    owner = (await reader.read('CreatureNft', 'ownerOf', [BigInt(tokenId)])) as string;
  } catch (error) {
    if (error instanceof ContractCallReverted) return { valid: false, exists: false, owner: null, staked: false, breedable: false };
    throw error;
  }
  const [staked, breedable] = (await Promise.all([
    reader.read('CreatureStakingPool', 'isStaked', [BigInt(tokenId)]),
    reader.read('CreatureNft', 'isBreedable', [BigInt(tokenId)]),
  ])) as [boolean, boolean];
  return { valid: owner === address && !staked, exists: true, owner, staked, breedable };
}

export function createNftFormRoutes(deps: WalletApiDeps) {
  const { reader } = deps;
  return createApiRouter()
    .openapi(upgradeInfoRoute, async (c) => {
      const { tokenId } = c.req.valid('query');
      const [info, settings] = await Promise.all([
        reader.readToken('CreatureUpgrade', 'upgradeInfo', tokenId),
        reader.read('CreatureUpgrade', 'getSettings'),
      ]);
      return ok(c, { info, settings });
    })
    .openapi(decorateInfoRoute, async (c) => {
      const pendants = await reader.read('PendantNft', 'pendantCardsOfOwner', [c.req.valid('query').address]);
      return ok(c, { pendants });
    })
    .openapi(breedInfoRoute, async (c) => {
      const { tokenId } = c.req.valid('query');
      const [creature, quote, lastPairedAt, settings] = await Promise.all([
        reader.readToken('CreatureNft', 'creatureOf', tokenId),
        reader.readToken('CreatureBreeding', 'breedQuote', tokenId),
        reader.readToken('CreatureBreeding', 'lastPairedAt', tokenId),
        reader.read('CreatureBreeding', 'getSettings'),
      ]);
      return ok(c, { creature, quote, lastPairedAt, settings });
    })
    .openapi(pledgeStatusRoute, async (c) => {
      const { tokenId } = c.req.valid('query');
      const [stake, pendingIncome, settings] = await Promise.all([
        reader.readToken('CreatureStakingPool', 'stakeOf', tokenId),
        reader.readToken('CreatureStakingPool', 'pendingIncome', tokenId),
        reader.read('CreatureStakingPool', 'getSettings'),
      ]);
      return ok(c, { stake, pendingIncome, settings });
    })
    .openapi(fertilityListRoute, async (c) => {
      const { address, limit } = c.req.valid('query');
      const cards = (await reader.read('CreatureNft', 'creatureCardsOfOwner', [address])) as unknown[];
      return ok(c, { list: cards.slice(0, limit), total: cards.length });
    })
    .openapi(fertilityCostRoute, async (c) => {
      const quote = await reader.readToken('CreatureBreeding', 'breedQuote', c.req.valid('query').tokenId);
      return ok(c, { quote });
    })
    .openapi(accelerateRebirthRoute, async (c) => {
      const info = (await reader.readToken('CreatureUpgrade', 'upgradeInfo', c.req.valid('query').tokenId)) as Record<string, unknown>;
      return ok(c, {
        tokenId: info.tokenId,
        rebirthTime: info.rebirthTime,
        pendingLifespan: info.pendingLifespan,
        accelerateCost: info.accelerateCost,
      });
    })
    .openapi(bindInfoRoute, async (c) => {
      const { userId } = currentSession(c);
      const [accountId, user] = await Promise.all([findWalletAccountId(deps.services.db, userId), loadUserInfo(deps.services.db, userId)]);
      return ok(c, { accountId, wallets: user.wallets });
    })
    .openapi(checkValidRoute, async (c) => {
      const { tokenId, address } = c.req.valid('json');
      return ok(c, await checkValid(reader, tokenId, address));
    });
}
