import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { maxUint256 } from 'viem';
import { METADATA_COLLECTIONS, type MetadataCollection } from '@/lib/protocol';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { ErrorEnvelopeSchema, fail, jsonResponse } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import { InMemorySlidingWindowRateLimiter } from '../http/rate-limiter';
import { requestQueue, type RequestQueueOptions } from '../http/request-queue';
import { sharedAnswer } from '../http/response-headers';
import { PNG_SIZE } from '../metadata/png';
import { METADATA_MAX_AGE_SECONDS, MetadataWorkRefused, type MetadataAnswer, type TokenMetadata } from '../metadata/token-metadata';
import { TokenNotFound } from '../metadata/token-reads';

export interface MetadataRoutesDeps {
  chainId: number;
  /** Undefined where the server serves no token metadata: no public origin configured, or no contracts on its chain. */
  metadata?: TokenMetadata;
  trustedProxyHops: number;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
}

/**
 * Answers a client may ask for a minute that no kept answer covers, each a chain read or a PNG rasterised (about
 * 20 ms of the server's time each): one client cannot keep the server drawing pictures or reading tokens
 * that do not exist. An explorer reading a collection's tokens at 4 a second stays under it; kept answers are
 * never counted.
 */
export const UNKEPT_METADATA_PER_MINUTE = 240;

/**
 * PNG answers in the making at once, and waiting their turn, from all clients together: a rasterisation takes one
 * of the 4 threads of libuv's pool, which file reads and compression share, so many clients' renders at once
 * would hold up every other answer. A crawler fetching many pictures at once is told to come back (503,
 * Retry-After) rather than kept waiting.
 */
export const PNG_TURNS: RequestQueueOptions = { concurrency: 2, maxWaiting: 32, maxWaitMs: 10_000 };

// A wallet shows a change within this time even where it keeps answers; the server's own copy goes as soon as
// the indexer hears of the change (server/metadata/token-cache.ts).
const CACHE_CONTROL = `public, max-age=${METADATA_MAX_AGE_SECONDS}`;

const ChainIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .openapi({ param: { name: 'chainId', in: 'path' }, example: '2810' });
const CollectionSchema = z
  .enum(Object.keys(METADATA_COLLECTIONS) as [MetadataCollection, ...MetadataCollection[]])
  .openapi({ param: { name: 'collection', in: 'path' }, description: 'creatures (the creature NFT) or pendants (the pendant NFT)' });
// Decimal without leading zeros, so each token has one URL (and one cached answer).
const TokenIdSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,77})$/)
  // Checked even when the pattern failed: only digits are compared.
  .refine((id) => !/^\d+$/.test(id) || BigInt(id) <= maxUint256)
  .openapi({ param: { name: 'tokenId', in: 'path' }, example: '8' });

const CollectionParams = z.object({ chainId: ChainIdSchema, collection: CollectionSchema });
const TokenParams = CollectionParams.extend({ tokenId: TokenIdSchema });

const AttributeSchema = z
  .object({
    trait_type: z.string(),
    display_type: z.enum(['number', 'boost_number', 'date']).optional(),
    value: z.union([z.string(), z.number()]),
    max_value: z.number().optional(),
  })
  .openapi('TokenMetadataAttribute');

const TokenMetadataSchema = z
  .object({
    name: z.string().openapi({ example: 'Creature #8' }),
    description: z.string(),
    image: z.string().openapi({ description: `The token's picture as a ${PNG_SIZE}×${PNG_SIZE} PNG, an absolute URL` }),
    external_url: z.string().openapi({ description: "The app's page for the token" }),
    background_color: z.string().openapi({ description: "The picture's background, six hex digits", example: 'f3e8ff' }),
    attributes: z.array(AttributeSchema),
  })
  .openapi('TokenMetadata', { description: "ERC-721 metadata JSON with OpenSea's attribute fields" });

const CollectionMetadataSchema = z
  .object({ name: z.string(), description: z.string(), image: z.string(), external_link: z.string() })
  .openapi('CollectionMetadata', { description: 'ERC-7572 contract-level metadata' });

const binary = z.string().openapi({ format: 'binary' });
const notFound = jsonResponse(ErrorEnvelopeSchema, 'No such token, chain or collection, or a malformed id');
const cachedAnswer = {
  description: 'The If-None-Match ETag is current',
  headers: { ETag: { schema: { type: 'string' as const } } },
};
const errors = {
  304: cachedAnswer,
  404: notFound,
  429: jsonResponse(ErrorEnvelopeSchema, 'Too many answers that were not kept; try again in a minute'),
  503: jsonResponse(ErrorEnvelopeSchema, 'The chain could not be read; try again shortly'),
};

function answered(description: string, content: Record<string, { schema: z.ZodType }>) {
  return {
    description,
    content,
    headers: { ETag: { schema: { type: 'string' as const } }, 'Cache-Control': { schema: { type: 'string' as const } } },
  };
}

const TAGS = ['token metadata'];

const collectionRoute = createRoute({
  method: 'get',
  path: '/{chainId}/{collection}',
  tags: TAGS,
  summary: "A collection's metadata: the contract's contractURI (ERC-7572)",
  request: { params: CollectionParams },
  responses: { 200: answered('The collection', { 'application/json': { schema: CollectionMetadataSchema } }), ...errors },
});

const blindRoute = createRoute({
  method: 'get',
  path: '/{chainId}/{collection}/blind',
  tags: TAGS,
  summary: "The one document every blind token shares, the contract's blind URI: an egg, or a sealed pendant",
  request: { params: CollectionParams },
  responses: { 200: answered('The blind token', { 'application/json': { schema: TokenMetadataSchema } }), ...errors },
});

const blindImageRoute = (format: 'svg' | 'png') =>
  createRoute({
    method: 'get',
    path: `/{chainId}/{collection}/blind/image.${format}`,
    tags: TAGS,
    summary: `A blind token's picture as ${format === 'svg' ? 'SVG' : `a ${PNG_SIZE}×${PNG_SIZE} PNG`}`,
    request: { params: CollectionParams },
    responses: { 200: answered('The picture', { [format === 'svg' ? 'image/svg+xml' : 'image/png']: { schema: binary } }), ...errors },
  });

const tokenRoute = createRoute({
  method: 'get',
  path: '/{chainId}/{collection}/{tokenId}',
  tags: TAGS,
  summary: "A token's metadata (its tokenURI once revealed or opened), read from the chain",
  request: { params: TokenParams },
  responses: { 200: answered('The token', { 'application/json': { schema: TokenMetadataSchema } }), ...errors },
});

const tokenImageRoute = (format: 'svg' | 'png') =>
  createRoute({
    method: 'get',
    path: `/{chainId}/{collection}/{tokenId}/image.${format}`,
    tags: TAGS,
    summary: `A token's picture as ${format === 'svg' ? 'SVG' : `a ${PNG_SIZE}×${PNG_SIZE} PNG`}, drawn from its traits`,
    request: { params: TokenParams },
    responses: { 200: answered('The picture', { [format === 'svg' ? 'image/svg+xml' : 'image/png']: { schema: binary } }), ...errors },
  });

/** The ETag a request's If-None-Match names, in the weak comparison RFC 9110 prescribes for it. */
function isCurrent(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function answer(c: Context, { body, etag, contentType }: MetadataAnswer): Response {
  const headers = { etag, 'cache-control': CACHE_CONTROL, 'content-type': contentType };
  if (isCurrent(c, etag)) return sharedAnswer(c, undefined, 304, headers, false);
  return sharedAnswer(c, body, 200, headers, contentType !== 'image/png');
}

/**
 * Token metadata, mounted under METADATA_PATH_PREFIX: what the NFT contracts' URIs name (lib/protocol.ts's
 * tokenMetadataUris), for wallets, explorers and marketplaces. Any path it cannot answer (a malformed id, an
 * unknown collection, another chain, a token that does not exist) is a 404; a chain that does not answer a 503
 * that says nothing more.
 */
export function createMetadataRoutes(deps: MetadataRoutesDeps) {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : fail(c, ErrorCode.notFound, `No token metadata at ${c.req.path}`)),
  });

  const limiter = new InMemorySlidingWindowRateLimiter(UNKEPT_METADATA_PER_MINUTE, 60_000);
  const admitFor = (c: Context) => () => limiter.tryHit(clientIp(c, deps.trustedProxyHops), deps.now().getTime());
  const refused = (c: Context) => {
    const response = fail(c, ErrorCode.rateLimited, 'Too many token metadata requests; please try again in a minute');
    response.headers.set('retry-after', '60');
    return response;
  };

  /** The service for the path's chain, or the 404 to answer instead. */
  const serviceFor = (c: Context, chainId: string): TokenMetadata | Response => {
    if (Number(chainId) !== deps.chainId)
      return fail(c, ErrorCode.notFound, `No token metadata for chain ${chainId}; this server serves chain ${deps.chainId}`);
    if (!deps.metadata) return fail(c, ErrorCode.notFound, `This server serves no token metadata for chain ${deps.chainId}`);
    return deps.metadata;
  };

  const tokenAnswers = async (c: Context, service: TokenMetadata, collection: MetadataCollection, tokenId: string) => {
    try {
      return await service.token(collection, BigInt(tokenId), admitFor(c));
    } catch (error) {
      if (error instanceof MetadataWorkRefused) return refused(c);
      if (error instanceof TokenNotFound)
        return fail(c, ErrorCode.notFound, `No ${collection === 'creatures' ? 'creature' : 'pendant'} ${tokenId} on chain ${deps.chainId}`);
      deps.logError(`Reading the metadata of ${collection} ${tokenId}`, error);
      return fail(c, ErrorCode.serviceUnavailable, 'The chain could not be read; please try again shortly');
    }
  };

  const png = async (c: Context, service: TokenMetadata, svg: MetadataAnswer) => {
    try {
      return answer(c, await service.png(svg, admitFor(c)));
    } catch (error) {
      if (error instanceof MetadataWorkRefused) return refused(c);
      throw error;
    }
  };

  // Every PNG path, the blind ones included (`blind` stands where a token id does).
  router.use('/:chainId/:collection/:tokenId/image.png', requestQueue(PNG_TURNS));
  // The blind paths first: "blind" would otherwise be taken for a malformed token id.
  return router
    .openapi(blindRoute, (c) => {
      const { chainId, collection } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      return service instanceof Response ? service : answer(c, service.blindToken(collection).json);
    })
    .openapi(blindImageRoute('svg'), (c) => {
      const { chainId, collection } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      return service instanceof Response ? service : answer(c, service.blindToken(collection).svg);
    })
    .openapi(blindImageRoute('png'), async (c) => {
      const { chainId, collection } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      return service instanceof Response ? service : png(c, service, service.blindToken(collection).svg);
    })
    .openapi(collectionRoute, (c) => {
      const { chainId, collection } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      return service instanceof Response ? service : answer(c, service.collection(collection));
    })
    .openapi(tokenRoute, async (c) => {
      const { chainId, collection, tokenId } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      if (service instanceof Response) return service;
      const answers = await tokenAnswers(c, service, collection, tokenId);
      return answers instanceof Response ? answers : answer(c, answers.json);
    })
    .openapi(tokenImageRoute('svg'), async (c) => {
      const { chainId, collection, tokenId } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      if (service instanceof Response) return service;
      const answers = await tokenAnswers(c, service, collection, tokenId);
      return answers instanceof Response ? answers : answer(c, answers.svg);
    })
    .openapi(tokenImageRoute('png'), async (c) => {
      const { chainId, collection, tokenId } = c.req.valid('param');
      const service = serviceFor(c, chainId);
      if (service instanceof Response) return service;
      const answers = await tokenAnswers(c, service, collection, tokenId);
      return answers instanceof Response ? answers : png(c, service, answers.svg);
    });
}
