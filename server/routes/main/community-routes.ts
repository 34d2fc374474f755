import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter, jsonBody } from '../../http/api-router';
import type { ServiceContext } from '../../http/app-env';
import { currentSession, sessionOfRequest } from '../../http/auth';
import { authErrorResponses, envelopeOf, ErrorEnvelopeSchema, errorResponses, jsonResponse, ok } from '../../http/envelope';
import { IdSchema, pageSchema, pagingQuery } from '../../http/schemas';
import {
  applyToJoinUnion,
  listRanking,
  listRecommendedRooms,
  listUnionMembers,
  listUnions,
  loadUnion,
} from '../../services/community-service';

const notFound = (what: string) => ({ 404: jsonResponse(ErrorEnvelopeSchema, `No such ${what}`) });

const PersonSchema = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() });

const RankedUserSchema = z
  .object({
    rank: z.number().int().openapi({ description: '1 is the highest score; equal scores share a rank' }),
    userId: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    score: z.number().int(),
  })
  .openapi('RankedUser');

const RankingSchema = pageSchema(RankedUserSchema)
  // Inline, not a reference: OpenAPI 3.0 can only mark a reference nullable beside it, where generated types lose the null.
  .extend({
    self: z.object(RankedUserSchema.shape).nullable().openapi({ description: "The caller's own row, wherever it is" }),
  })
  .openapi('Ranking');

const RoomSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string(),
    onlineCount: z.number().int(),
    tags: z.array(z.string()),
    host: PersonSchema,
  })
  .openapi('Room');

const UnionSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    avatar: z.string(),
    memberCount: z.number().int(),
    owner: PersonSchema,
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('UnionSummary');

const MembershipSchema = z
  .enum(['none', 'pending', 'joined'])
  .openapi({ description: 'Where the caller stands: none (also for visitors), pending (applied), joined' });

const UnionMemberSchema = z
  .object({
    userId: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    score: z.number().int(),
    role: z.enum(['owner', 'member']),
    joinedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('UnionMember');

const rankRoute = createRoute({
  method: 'get',
  path: '/app/rank/user-list',
  tags: ['rank'],
  summary: "Users by score, highest first, with the caller's own rank",
  security: [{ bearerAuth: [] }],
  request: { query: z.object(pagingQuery(50, 100)) },
  responses: { 200: jsonResponse(envelopeOf(RankingSchema), 'A page of the ranking'), ...authErrorResponses },
});

const roomsRoute = createRoute({
  method: 'get',
  path: '/public/room/get-recommend-rooms',
  tags: ['room'],
  summary: 'Recommended rooms, or rooms whose title or a tag contains the keyword',
  request: {
    query: z.object({
      keyword: z
        .string()
        .trim()
        .max(64)
        .optional()
        .transform((value) => value || undefined),
      ...pagingQuery(10, 50),
    }),
  },
  responses: { 200: jsonResponse(envelopeOf(pageSchema(RoomSchema).openapi('RoomPage')), 'A page of rooms'), ...errorResponses },
});

const unionListRoute = createRoute({
  method: 'get',
  path: '/public/union/list',
  tags: ['union'],
  summary: 'Unions, the largest first',
  request: { query: z.object(pagingQuery(20, 50)) },
  responses: {
    200: jsonResponse(envelopeOf(pageSchema(UnionSummarySchema).openapi('UnionPage')), 'A page of unions'),
    ...errorResponses,
  },
});

const unionInfoRoute = createRoute({
  method: 'get',
  path: '/public/union/info',
  tags: ['union'],
  summary: "A union; with a valid bearer token also the caller's membership (open to visitors)",
  request: { query: z.object({ id: IdSchema }) },
  responses: {
    200: jsonResponse(envelopeOf(UnionSummarySchema.extend({ membership: MembershipSchema }).openapi('UnionInfo')), 'The union'),
    ...notFound('union'),
    ...errorResponses,
  },
});

const memberListRoute = createRoute({
  method: 'get',
  path: '/public/union/member-list',
  tags: ['union'],
  summary: "A union's members, the owner first, then by joining time",
  request: { query: z.object({ unionId: IdSchema, ...pagingQuery(20, 100) }) },
  responses: {
    200: jsonResponse(envelopeOf(pageSchema(UnionMemberSchema).openapi('UnionMemberPage')), 'A page of members'),
    ...notFound('union'),
    ...errorResponses,
  },
});

const applyJoinRoute = createRoute({
  method: 'post',
  path: '/app/union/apply-join',
  tags: ['union'],
  summary: 'Apply to join a union; the application waits as pending',
  description: 'Envelope codes: 10040 an application is already waiting, 10041 already a member.',
  security: [{ bearerAuth: [] }],
  request: jsonBody(z.object({ unionId: IdSchema }).openapi('ApplyJoinRequest')),
  responses: {
    200: jsonResponse(
      envelopeOf(z.object({ unionId: z.number().int(), membership: z.literal('pending'), appliedAt: z.string() })),
      'Applied',
    ),
    ...notFound('union'),
    ...authErrorResponses,
  },
});

export function createCommunityRoutes(services: ServiceContext) {
  const { db } = services;
  return createApiRouter()
    .openapi(rankRoute, async (c) => {
      const { page, size } = c.req.valid('query');
      return ok(c, await listRanking(db, currentSession(c).userId, page, size));
    })
    .openapi(roomsRoute, async (c) => {
      const { keyword, page, size } = c.req.valid('query');
      return ok(c, await listRecommendedRooms(db, keyword, page, size));
    })
    .openapi(unionListRoute, async (c) => {
      const { page, size } = c.req.valid('query');
      return ok(c, await listUnions(db, page, size));
    })
    .openapi(unionInfoRoute, async (c) => {
      // Public: a missing or stale token just means the visitor's view.
      const session = await sessionOfRequest(services, c);
      return ok(c, await loadUnion(db, c.req.valid('query').id, session?.userId ?? null));
    })
    .openapi(memberListRoute, async (c) => {
      const { unionId, page, size } = c.req.valid('query');
      return ok(c, await listUnionMembers(db, unionId, page, size));
    })
    .openapi(applyJoinRoute, async (c) => {
      const { unionId } = c.req.valid('json');
      return ok(c, await applyToJoinUnion(db, services.now(), unionId, currentSession(c).userId));
    });
}
