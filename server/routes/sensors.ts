import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/client';
import { analyticsEvents } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { envelopeOf, ErrorEnvelopeSchema, errorResponses, fail, jsonResponse, ok } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import { clientIp } from '../http/client-ip';
import { describeZodError } from '../http/errors';
import { SlidingWindowRateLimiter } from '../http/rate-limiter';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_EVENTS_PER_REQUEST = 50;
/** Requests one client may send a minute, each of at most MAX_EVENTS_PER_REQUEST events: far above what a reader makes. */
export const MAX_REQUESTS_PER_CLIENT_PER_MINUTE = 30;
const MAX_EVENT_JSON_CHARS = 8 * 1024;

/** One event as the Sensors SDK sends it; extra fields are kept with it. */
const SensorsEventSchema = z
  .looseObject({
    type: z.string().min(1).max(64).openapi({ example: 'track' }),
    event: z.string().min(1).max(128).optional().openapi({ example: '$pageview' }),
    distinct_id: z.union([z.string().min(1).max(256), z.number()]).transform(String),
    properties: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(
    (event) => JSON.stringify(event).length <= MAX_EVENT_JSON_CHARS,
    `an event must be at most ${MAX_EVENT_JSON_CHARS} characters of JSON`,
  )
  .openapi('SensorsEvent');

const SensorsBatchSchema = z.union([SensorsEventSchema, z.array(SensorsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST)]);

class UnreadableEvents extends Error {}

/** The SDK base64-encodes the JSON into a `data` (one event) or `data_list` (a batch) parameter. */
function decodeSdkParameter(value: unknown): unknown {
  // Form decoding turns an unescaped '+' into a space; base64 has no spaces, so it is restored.
  const base64 = typeof value === 'string' ? value.replace(/ /g, '+') : '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new UnreadableEvents('data must be base64 JSON');
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw new UnreadableEvents('data must be base64 JSON');
  }
}

async function readEvents(c: Context): Promise<unknown> {
  if (c.req.method === 'GET') return decodeSdkParameter(c.req.query('data'));
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      return await c.req.json();
    } catch {
      throw new UnreadableEvents('Malformed JSON in request body');
    }
  }
  // Form posts and beacons: `data_list=...&gzip=9` or `data=...`, urlencoded or as plain text.
  const text = await c.req.text();
  const form = new URLSearchParams(text);
  const encoded = form.get('data_list') ?? form.get('data');
  if (form.get('gzip') === '1') throw new UnreadableEvents('compressed batches are not accepted; send gzip=9');
  return decodeSdkParameter(encoded);
}

export interface SensorsCollectorDeps {
  db: Database;
  now: () => Date;
  trustedProxyHops: number;
}

/**
 * The analytics collector the app's Sensors SDK is pointed at (`commonConfig.sensorsUrl`):
 * validates each event and stores it; a request with any bad event stores none. Each client may send
 * `MAX_REQUESTS_PER_CLIENT_PER_MINUTE` requests a minute (429 beyond), so the table cannot be flooded.
 */
export function createSensorsCollector({ db, now, trustedProxyHops }: SensorsCollectorDeps) {
  const limiter = new SlidingWindowRateLimiter(db, 'sensors', MAX_REQUESTS_PER_CLIENT_PER_MINUTE, 60_000);
  const collect = async (c: Context) => {
    let raw: unknown;
    try {
      raw = await readEvents(c);
    } catch (error) {
      if (error instanceof UnreadableEvents) return fail(c, ErrorCode.badRequest, error.message);
      throw error;
    }
    const parsed = SensorsBatchSchema.safeParse(raw);
    if (!parsed.success) return fail(c, ErrorCode.badRequest, describeZodError(parsed.error));
    const events = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    const receivedAt = now();
    if (!(await limiter.tryHit(clientIp(c, trustedProxyHops), receivedAt.getTime()))) {
      return fail(c, ErrorCode.rateLimited, 'Too many analytics events from this client; please slow down');
    }
    await db.insert(analyticsEvents).values(
      events.map((event) => ({
        event: event.event ?? event.type,
        distinctId: event.distinct_id,
        properties: event,
        receivedAt,
      })),
    );
    return ok(c, { accepted: events.length });
  };
  return new Hono()
    .use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, ErrorCode.payloadTooLarge, 'The request body is too large') }))
    .post('/collect', collect)
    .get('/collect', collect);
}

/** The collector in the OpenAPI document (it reads several body formats, so it is described by hand). */
export function documentSensorsCollector(app: OpenAPIHono<AppEnv>): void {
  const accepted = jsonResponse(envelopeOf(z.object({ accepted: z.number().int() })), 'The events were stored');
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/sensors/collect',
    tags: ['analytics'],
    summary: `Store analytics events (at most ${MAX_EVENTS_PER_REQUEST} per request)`,
    description:
      'A JSON event or array of events, or the Sensors SDK form: data (one event) or data_list (a batch) as base64 JSON, urlencoded or plain text. GET with ?data= is accepted too.',
    request: {
      body: {
        content: {
          'application/json': { schema: SensorsBatchSchema },
          'application/x-www-form-urlencoded': {
            schema: z.object({ data: z.string().optional(), data_list: z.string().optional(), gzip: z.string().optional() }),
          },
        },
      },
    },
    responses: { 200: accepted, 400: errorResponses[400], 413: jsonResponse(ErrorEnvelopeSchema, 'The body is over 64 KiB') },
  });
}
