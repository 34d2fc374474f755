import { Hono } from 'hono';
import { requestQueue } from './request-queue';
import { answerHeaders } from './response-headers';

/** An app whose handler holds every request until `finishAll`, recording the order requests started in. */
function heldApp(options: Parameters<typeof requestQueue>[0]) {
  const started: string[] = [];
  let finish: () => void = () => undefined;
  let finished = new Promise<void>((resolve) => (finish = resolve));
  const app = new Hono();
  app.use('*', answerHeaders({ connectUrls: [] }));
  app.use('*', requestQueue(options));
  app.get('/:name', async (c) => {
    started.push(c.req.param('name'));
    await finished;
    return c.text('done');
  });
  return {
    app,
    started,
    finishAll: () => {
      finish();
      finished = Promise.resolve();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('requestQueue', () => {
  it('runs a few requests at once, queues the next in arrival order, and turns away more with 503 and Retry-After', async () => {
    const { app, started, finishAll } = heldApp({ concurrency: 2, maxWaiting: 2, maxWaitMs: 5_000 });
    const answers = ['a', 'b', 'c', 'd'].map((name) => Promise.resolve(app.request(`/${name}`)));
    await tick();
    expect(started).toEqual(['a', 'b']);
    const turnedAway = await app.request('/e');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toBe('1');
    expect(await turnedAway.json()).toEqual({ code: 503, data: null, message: 'The server is busy, please try again in a moment' });

    finishAll();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 503 with Retry-After to a request whose wait runs out, and runs it no more', async () => {
    const { app, started, finishAll } = heldApp({ concurrency: 1, maxWaiting: 10, maxWaitMs: 50 });
    const first = Promise.resolve(app.request('/first'));
    await tick();
    const late = await app.request('/late');
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    finishAll();
    expect((await first).status).toBe(200);
    expect((await app.request('/after')).status).toBe(200);
    expect(started).toEqual(['first', 'after']);
  });
});
