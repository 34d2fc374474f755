import { Hono } from 'hono';
import { ok, okSerialised, serialiseOk } from './envelope';
import { answerHeaders } from './response-headers';

describe('okSerialised', () => {
  it('answers exactly what ok answers for the same data', async () => {
    const data = { list: [{ id: 1, title: 'Déjà "vu"', createdAt: new Date(0) }], total: 1 };
    const app = new Hono();
    app.use('*', answerHeaders({ connectUrls: [] }));
    app.get('/direct', (c) => ok(c, data));
    app.get('/serialised', (c) => okSerialised(c, serialiseOk(data)));

    const direct = await app.request('/direct');
    const serialised = await app.request('/serialised');

    expect(serialised.status).toBe(direct.status);
    expect([...serialised.headers]).toEqual([...direct.headers]);
    const text = await serialised.text();
    expect(text).toBe(await direct.text());
    expect(JSON.parse(text)).toEqual({
      code: 200,
      data: { list: [{ id: 1, title: 'Déjà "vu"', createdAt: '1970-01-01T00:00:00.000Z' }], total: 1 },
      message: 'success',
    });
  });
});
