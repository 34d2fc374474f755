import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getQueryStrings } from 'hono/utils/url';
import { createApiRouter, jsonBody } from '../../http/api-router';
import type { ServiceContext } from '../../http/app-env';
import { currentSession } from '../../http/auth';
import {
  ApiError,
  authErrorResponses,
  envelopeOf,
  ErrorEnvelopeSchema,
  errorResponses,
  jsonResponse,
  ok,
  okSerialised,
  serialiseOk,
  type SerialisedOk,
} from '../../http/envelope';
import type { Page } from '@/lib/protocol';
import { ErrorCode } from '../../http/error-codes';
import { SlidingWindowRateLimiter } from '../../http/rate-limiter';
import { IdSchema, pageSchema, pagingQuery } from '../../http/schemas';
import {
  type ArticleSummary,
  clearSearchRecords,
  listArticles,
  listCategoriesWithTopics,
  listSearchRecords,
  listTopArticles,
  readArticle,
  recordSearch,
  searchArticles,
  submitArticle,
} from '../../services/article-service';
import { BoundedMap, ReadCache } from '../../services/read-cache';

const AuthorSchema = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }).openapi('Author');

const ArticleSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string().openapi({ description: 'Plain text opening of the body' }),
    cover: z.string().openapi({ description: 'Image URL; empty when none' }),
    categoryId: z.number().int(),
    topicId: z.number().int().nullable(),
    author: AuthorSchema,
    views: z.number().int(),
    isTop: z.boolean(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ArticleSummary');

const ArticleDetailSchema = ArticleSummarySchema.extend({
  body: z.string().openapi({ description: 'HTML as written; sanitise before rendering' }),
  categoryName: z.string(),
  topicName: z.string().nullable(),
}).openapi('ArticleDetail');

const ArticlePageSchema = pageSchema(ArticleSummarySchema).openapi('ArticlePage');

const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    topics: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string(), cover: z.string() })),
  })
  .openapi('CategoryWithTopics');

const SearchRecordSchema = z
  .object({ keyword: z.string(), searchedAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('SearchRecord');

/** Trimmed, inner whitespace collapsed and lower-cased, so "Breeding " and "breeding" are one search. */
const KeywordSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'))
  .openapi({ type: 'string', example: 'breeding' });

const topicByCategoryRoute = createRoute({
  method: 'get',
  path: '/public/article/topic-by-category',
  tags: ['article'],
  summary: 'Every category with its topics, in display order',
  responses: { 200: jsonResponse(envelopeOf(z.array(CategorySchema)), 'The categories'), ...errorResponses },
});

const topArticleRoute = createRoute({
  method: 'get',
  path: '/public/article/top-article',
  tags: ['article'],
  summary: 'Pinned articles, newest first',
  request: { query: z.object({ size: z.coerce.number().int().min(1).max(20).default(5) }) },
  responses: { 200: jsonResponse(envelopeOf(z.array(ArticleSummarySchema)), 'The articles'), ...errorResponses },
});

const ListQuerySchema = z.object({ categoryId: IdSchema.optional(), topicId: IdSchema.optional(), ...pagingQuery(10, 50) });

type ListQuery = z.output<typeof ListQuerySchema>;

const listRoute = createRoute({
  method: 'get',
  path: '/public/article/list',
  tags: ['article'],
  summary: 'Articles of a category and/or topic (all when neither is given), newest first, paged from 0',
  request: { query: ListQuerySchema },
  responses: { 200: jsonResponse(envelopeOf(ArticlePageSchema), 'A page of articles'), ...errorResponses },
});

const infoRoute = createRoute({
  method: 'get',
  path: '/public/article/info',
  tags: ['article'],
  summary: 'One article with its HTML body; counts a view',
  request: { query: z.object({ id: IdSchema }) },
  responses: {
    200: jsonResponse(envelopeOf(ArticleDetailSchema), 'The article'),
    404: jsonResponse(ErrorEnvelopeSchema, 'No such article'),
    ...errorResponses,
  },
});

const SubmitArticleBodySchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    body: z
      .string()
      .max(50_000, 'must be at most 50000 characters')
      .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'must contain some text'),
    categoryId: IdSchema,
    topicId: IdSchema.optional(),
  })
  .openapi('SubmitArticleRequest');

const ARTICLES_PER_USER_PER_HOUR = 10;

const submitRoute = createRoute({
  method: 'post',
  path: '/app/article/submit-data',
  tags: ['article'],
  summary: 'Publish an article as the logged-in user; the body HTML is cleaned to an allowlist before it is stored',
  description: `At most ${ARTICLES_PER_USER_PER_HOUR} articles per user an hour (429 beyond).`,
  security: [{ bearerAuth: [] }],
  request: jsonBody(SubmitArticleBodySchema),
  responses: { 200: jsonResponse(envelopeOf(ArticleDetailSchema), 'The new article'), ...authErrorResponses },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/app/article/search',
  tags: ['article'],
  summary: "Full-text search over titles and bodies, best match first; remembered in the user's search records",
  description:
    'The keyword takes web-search syntax: words, "quoted phrases", -excluded words, or. `remember=false` searches without ' +
    'adding the keyword to the records: a search made as the reader types, of a word they may not have finished.',
  security: [{ bearerAuth: [] }],
  request: {
    query: z.object({ keyword: KeywordSchema, remember: z.enum(['true', 'false']).default('true'), ...pagingQuery(10, 50) }),
  },
  responses: { 200: jsonResponse(envelopeOf(ArticlePageSchema), 'A page of matches'), ...authErrorResponses },
});

const searchRecordRoute = createRoute({
  method: 'get',
  path: '/app/article/search-record',
  tags: ['article'],
  summary: "The user's recent searches, each keyword once, newest first (at most 20)",
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(envelopeOf(z.array(SearchRecordSchema)), 'The searches'), ...authErrorResponses },
});

const clearSearchRecordRoute = createRoute({
  method: 'post',
  path: '/app/article/search-record/clear',
  tags: ['article'],
  summary: 'Forget one search keyword, or all of them when no keyword is given',
  security: [{ bearerAuth: [] }],
  request: jsonBody(z.object({ keyword: KeywordSchema.optional() }).openapi('ClearSearchRecordRequest')),
  responses: {
    200: jsonResponse(envelopeOf(z.object({ cleared: z.number().int() })), 'How many records went'),
    ...authErrorResponses,
  },
});

export interface ArticleRoutesOptions {
  /** How long a page of the public article list or the pinned articles may be answered from memory; 0 reads every time. */
  listCacheMs: number;
}

/** How many distinct list queries are remembered as valid; they come from requests. */
const REMEMBERED_LIST_QUERIES = 500;

export function createArticleRoutes(services: ServiceContext, options: ArticleRoutesOptions) {
  const { db } = services;
  // Views in a cached page may lag by the cache's lifetime; a new article shows at once (submit clears it).
  // Both caches keep the serialised envelope, so a hit writes the text it already has.
  const listCache = new ReadCache<SerialisedOk<Page<ArticleSummary>>>(options.listCacheMs);
  // Only the seed pins articles, so no write through the API changes this list but its view counts.
  const topCache = new ReadCache<SerialisedOk<ArticleSummary[]>>(options.listCacheMs);
  const answerListPage = async (c: Context, { categoryId, topicId, page, size }: ListQuery) => {
    const key = `${categoryId ?? ''}/${topicId ?? ''}/${page}/${size}`;
    return okSerialised(c, await listCache.get(key, async () => serialiseOk(await listArticles(db, { categoryId, topicId }, page, size))));
  };
  // Valid list queries by their raw text: a page asked for again in the same words, as every client of a
  // feed does, skips parsing and validating its query (a tenth of a cached answer's time). Only queries that
  // passed are kept, so bad input still gets its 400.
  const validListQueries = new BoundedMap<string, ListQuery>(REMEMBERED_LIST_QUERIES);
  const submissionLimiter = new SlidingWindowRateLimiter(services.db, 'article-submission', ARTICLES_PER_USER_PER_HOUR, 60 * 60_000);
  return createApiRouter()
    .openapi(topicByCategoryRoute, async (c) => ok(c, await listCategoriesWithTopics(db)))
    .openapi(topArticleRoute, async (c) => {
      const { size } = c.req.valid('query');
      return okSerialised(c, await topCache.get(String(size), async () => serialiseOk(await listTopArticles(db, size))));
    })
    .openapi(
      {
        ...listRoute,
        middleware: (c, next) => {
          const known = validListQueries.get(getQueryStrings(c.req.url));
          return known ? answerListPage(c, known) : next();
        },
      },
      (c) => {
        const query = c.req.valid('query');
        validListQueries.set(getQueryStrings(c.req.url), query);
        return answerListPage(c, query);
      },
    )
    .openapi(infoRoute, async (c) => ok(c, await readArticle(db, c.req.valid('query').id)))
    .openapi(submitRoute, async (c) => {
      const article = c.req.valid('json');
      const { userId } = currentSession(c);
      if (!(await submissionLimiter.tryHit(String(userId), services.now().getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'You have published many articles in a short time; please try again later');
      }
      const submitted = await submitArticle(db, services.now(), userId, article);
      listCache.clear();
      return ok(c, submitted);
    })
    .openapi(searchRoute, async (c) => {
      const { keyword, remember, page, size } = c.req.valid('query');
      const results = await searchArticles(db, keyword, page, size);
      if (remember === 'true') await recordSearch(db, services.now(), currentSession(c).userId, keyword);
      return ok(c, results);
    })
    .openapi(searchRecordRoute, async (c) => ok(c, await listSearchRecords(db, currentSession(c).userId)))
    .openapi(clearSearchRecordRoute, async (c) => {
      const cleared = await clearSearchRecords(db, currentSession(c).userId, c.req.valid('json').keyword);
      return ok(c, { cleared });
    });
}
