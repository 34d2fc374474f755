import { TEST_RUNTIME_CONFIG } from './test-support';

/** A fresh page: the modules hold what they fetched, so each test loads them anew. */
function freshPage() {
  let modules!: { apiOrigins: typeof import('./apiOrigins'); config: typeof import('.') };
  jest.isolateModules(() => {
    modules = { apiOrigins: jest.requireActual('./apiOrigins'), config: jest.requireActual('.') };
  });
  return modules;
}

function serve(...answers: Array<() => Response>) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const json = (body: unknown) => () => ({ status: 200, ok: true, json: async () => body }) as Response;

describe('reading /config.json', () => {
  it('fetches it once for the API origins and the whole configuration', async () => {
    const fetchMock = serve(json({ ...TEST_RUNTIME_CONFIG, apiOrigin: 'https://api.example.com' }));
    const { apiOrigins, config } = freshPage();
    await expect(apiOrigins.loadApiOrigins()).resolves.toEqual({ apiOrigin: 'https://api.example.com', walletApiOrigin: '' });
    await expect(config.loadRuntimeConfig()).resolves.toMatchObject({ chain: TEST_RUNTIME_CONFIG.chain });
    expect(config.getRuntimeConfig()).toBe(await config.loadRuntimeConfig());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lets the content pages read the APIs when only the wallet stack's part is wrong, which the wallet stack refuses", async () => {
    serve(json({ ...TEST_RUNTIME_CONFIG, chain: { ...TEST_RUNTIME_CONFIG.chain, id: -1 } }));
    const { apiOrigins, config } = freshPage();
    await expect(apiOrigins.loadApiOrigins()).resolves.toEqual({ apiOrigin: '', walletApiOrigin: '' });
    await expect(config.loadRuntimeConfig()).rejects.toThrow('config.json: chain.id must be a positive integer');
    expect(() => config.getRuntimeConfig()).toThrow('/config.json is read before it was loaded');
  });

  it('refuses API origins with a path, naming the field', async () => {
    serve(json({ ...TEST_RUNTIME_CONFIG, walletApiOrigin: 'https://wallet.example.com/v1' }));
    await expect(freshPage().apiOrigins.loadApiOrigins()).rejects.toThrow(
      'config.json: walletApiOrigin must be empty or an http(s) origin without a path',
    );
  });

  it('fetches it again after a failed fetch', async () => {
    const fetchMock = serve(() => ({ status: 503, ok: false }) as Response, json(TEST_RUNTIME_CONFIG));
    const { apiOrigins } = freshPage();
    await expect(apiOrigins.loadApiOrigins()).rejects.toThrow('/config.json answered 503');
    await expect(apiOrigins.loadApiOrigins()).resolves.toEqual({ apiOrigin: '', walletApiOrigin: '' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
