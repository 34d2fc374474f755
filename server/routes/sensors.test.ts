import type { DatabaseHandle } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { MAX_REQUESTS_PER_CLIENT_PER_MINUTE } from './sensors';
import { createTestApp, emptyAllTables, openTestDatabase, postJson, rowCount, type TestApp } from '../test-support/test-app';

const COLLECT = '/sensors/collect';
const pageView = { type: 'track', event: '$pageview', distinct_id: 'device-1', properties: { $url: '/home', $title: 'Home' } };

let database: DatabaseHandle;
let server: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
});

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('/sensors/collect', () => {
  it('stores a JSON event with its properties', async () => {
    const response = await server.request(COLLECT, postJson(pageView));
    expect(await response.json()).toEqual({ code: 200, data: { accepted: 1 }, message: 'success' });
    const [stored] = await database.db.select().from(analyticsEvents);
    expect(stored).toMatchObject({ event: '$pageview', distinctId: 'device-1', properties: pageView });
    expect(stored?.receivedAt).toEqual(server.clock.now());
  });

  it('reads the SDK forms: a form-encoded batch, plain text, and an image GET', async () => {
    const batch = [pageView, { type: 'profile_set', distinct_id: 42, properties: { plan: 'free' } }];
    const form = await server.request(COLLECT, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data_list: base64(batch), gzip: '9' }).toString(),
    });
    expect((await form.json()).data).toEqual({ accepted: 2 });

    const text = await server.request(COLLECT, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `data=${base64(pageView)}`,
    });
    expect((await text.json()).data).toEqual({ accepted: 1 });

    const image = await server.request(`${COLLECT}?data=${encodeURIComponent(base64(pageView))}&ext=crc%3D1`);
    expect((await image.json()).data).toEqual({ accepted: 1 });
    expect(await rowCount(database.db, analyticsEvents)).toBe(4);
    const events = (await database.db.select().from(analyticsEvents)).map((row) => row.event);
    expect(events).toContain('profile_set');
  });

  it.each([
    ['an event without distinct_id', { type: 'track', event: 'x' }],
    ['a batch with one bad event', [pageView, { type: '', distinct_id: 'a' }]],
    ['an empty batch', []],
    ['over 50 events', Array.from({ length: 51 }, () => pageView)],
    ['an event over 8 KB', { ...pageView, properties: { blob: 'x'.repeat(9000) } }],
    ['properties that are not an object', { ...pageView, properties: 'x' }],
  ])('rejects %s with a 400 envelope and stores nothing', async (_case, body) => {
    const response = await server.request(COLLECT, postJson(body));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(400);
    expect(await rowCount(database.db, analyticsEvents)).toBe(0);
  });

  it('rejects data that is not base64 JSON, compressed batches and oversized bodies', async () => {
    const post = (body: string) =>
      server.request(COLLECT, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect((await post('data=%%%')).status).toBe(400);
    expect((await post(`data=${base64('just a string').slice(0, 10)}`)).status).toBe(400);
    expect((await post(`data_list=${encodeURIComponent(base64([pageView]))}&gzip=1`)).status).toBe(400);
    expect((await post(`data_list=${'A'.repeat(70 * 1024)}`)).status).toBe(413);
    expect((await server.request(COLLECT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(
      400,
    );
    expect(await rowCount(database.db, analyticsEvents)).toBe(0);
  });

  it('stops one client flooding the table, and leaves other clients their allowance', async () => {
    const batch = Array.from({ length: 50 }, (_, index) => ({ ...pageView, distinct_id: `flood-${index}` }));
    const codes = [];
    for (let request = 0; request <= MAX_REQUESTS_PER_CLIENT_PER_MINUTE; request++) {
      codes.push((await (await server.request(COLLECT, postJson(batch), '198.51.100.5')).json()).code);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_REQUESTS_PER_CLIENT_PER_MINUTE);
    expect(codes.at(-1)).toBe(429);
    expect(await rowCount(database.db, analyticsEvents)).toBe(MAX_REQUESTS_PER_CLIENT_PER_MINUTE * batch.length);
    expect((await (await server.request(COLLECT, postJson(batch), '198.51.100.6')).json()).code).toBe(200);
  });
});
