import { JSDOM } from 'jsdom';
import { createPublicClient, createWalletClient, http, maxUint256, parseEther, type Abi, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { morphHolesky } from 'viem/chains';
import { renderCreatureSvg } from '@/lib/nft/art/creature';
import { svgSafetyProblems } from '@/lib/nft/art/test-support/svg-safety';
import { createChainClient } from '../chain/chain-client';
import type { RegisteredContract } from '../chain/contract-registry';
import { readServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ChainIndexer } from '../indexer/chain-indexer';
import { DEV_ACCOUNT_KEY, type Anvil } from '../test-support/anvil';
import { startDeployedChain, type DeployedTestChain } from '../test-support/deployed-chain';
import type { AppDeps } from '../app';
import { createTestApp, emptyAllTables, openTestDatabase, type TestApp } from '../test-support/test-app';
import { inspectPicture, pngBreaks, tokenDocumentBreaks, validCollectionDocument } from './consumer-rules';
import { PNG_SIZE } from './png';
import { CHANGE_EVENT_NAMES } from './token-cache';
import { createTokenMetadataCache } from './token-metadata';
import { PNG_TURNS, UNKEPT_METADATA_PER_MINUTE } from '../routes/metadata';

const METADATA_ORIGIN = 'https://meta.example.com';
const APP_ORIGIN = 'https://app.example.com';
const first = privateKeyToAccount(DEV_ACCOUNT_KEY);

let database: DatabaseHandle;
let testChain: DeployedTestChain;
let anvil: Anvil;
let contracts: RegisteredContract[];
let server: TestApp;
let indexer: ChainIndexer;
/** A second instance on the same database that does not index: it hears of changes from the stored events. */
let follower: { server: TestApp; indexer: ChainIndexer };

/** A server of the test chain's token metadata, with `overrides`. */
function metadataApp(overrides: Partial<AppDeps> = {}): TestApp {
  return createTestApp(database.db, {
    chainClient: createChainClient(anvil.rpcUrl),
    contracts: Object.fromEntries(contracts.map((contract) => [contract.name, contract])),
    metadataOrigin: METADATA_ORIGIN,
    publicOrigins: [APP_ORIGIN],
    ...overrides,
  });
}

function instance(lead: boolean) {
  const cache = createTokenMetadataCache(2810);
  const app = metadataApp({ tokenMetadataCache: cache });
  const chainIndexer = new ChainIndexer({
    db: database.db,
    client: createChainClient(anvil.rpcUrl),
    chainId: 2810,
    contracts,
    lock: lead ? undefined : { hold: async () => false, release: async () => undefined },
    storedEvents: { names: CHANGE_EVENT_NAMES, listener: (events) => cache.forget(events) },
    log: () => undefined,
  });
  return { server: app, indexer: chainIndexer };
}

beforeAll(async () => {
  [database, testChain] = await Promise.all([openTestDatabase(), startDeployedChain({ metadataOrigin: METADATA_ORIGIN })]);
  ({ anvil, contracts } = testChain);
  await emptyAllTables(database.db);
  ({ server, indexer } = instance(true));
  follower = instance(false);
  await indexer.syncOnce();
  await follower.indexer.syncOnce();
  // The renderer's safety checker parses with a DOM's strict XML parser.
  globalThis.DOMParser = new JSDOM().window.DOMParser as unknown as typeof DOMParser;
}, 120_000);

afterAll(async () => {
  await Promise.all([database.close(), anvil.stop()]);
});

const contract = (name: string): { address: Address; abi: Abi } => testChain.contract(name);

const chain = () => createPublicClient({ chain: morphHolesky, transport: http(anvil.rpcUrl) });

async function send(name: string, functionName: string, args: unknown[]) {
  const wallet = createWalletClient({ account: first, chain: morphHolesky, transport: http(anvil.rpcUrl) });
  const hash = await wallet.writeContract({ ...contract(name), functionName, args, gas: 3_000_000n });
  expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success');
}

interface Attribute {
  trait_type: string;
  display_type?: string;
  value: string | number;
  max_value?: number;
}

async function json(app: TestApp, url: string, init?: RequestInit) {
  const response = await app.request(url, init);
  return { response, body: (await response.json()) as Record<string, unknown> & { attributes?: Attribute[] } };
}

const trait = (body: { attributes?: Attribute[] }, traitType: string) => body.attributes?.find((entry) => entry.trait_type === traitType);

/** The rules wallets and explorers apply to a token's document, besides its schema. */
function expectConsumersToAcceptToken(body: Record<string, unknown>, imagePath: string): void {
  // The schema; MetaMask shows name and image; Blockscout reads image, an absolute URL on a public host.
  expect(tokenDocumentBreaks(body)).toEqual([]);
  expect(body).not.toHaveProperty('image_data');
  expect(body.image).toBe(`${METADATA_ORIGIN}${imagePath}`);
  expect(new URL(String(body.image)).protocol).toBe('https:');
}

describe("a creature's metadata", () => {
  it('names its species and shape, shows its levels out of the level limit, its ten traits, lifespan, breed times, rebirths and where it is', async () => {
    const { response, body } = await json(server, '/metadata/2810/creatures/1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expectConsumersToAcceptToken(body, '/metadata/2810/creatures/1/image.png');
    expect(body).toMatchObject({
      name: 'Creature #1',
      external_url: `${APP_ORIGIN}/nft?id=1`,
      background_color: expect.stringMatching(/^[0-9a-f]{6}$/),
    });
    expect(Object.keys(body)).toEqual(['name', 'description', 'image', 'external_url', 'background_color', 'attributes']);

    const creature = (await chain().readContract({ ...contract('CreatureNft'), functionName: 'creatureOf', args: [1n] })) as {
      creature: { species: number; categoryIndex: number; params: readonly number[]; lifespan: bigint; bread: number };
    };
    const names = body.attributes!.map((entry) => entry.trait_type);
    expect(names.slice(0, 3)).toEqual(['Species', 'Shape', 'Where']);
    expect(trait(body, 'Species')!.value).toEqual(expect.any(String));
    expect(trait(body, 'Where')!.value).toBe('In wallet');
    for (const attribute of ['Speed', 'Energy', 'Lucky', 'Wisdom']) {
      expect(trait(body, `${attribute} level`)).toEqual({
        trait_type: `${attribute} level`,
        display_type: 'number',
        value: 0,
        max_value: 10,
      });
    }
    creature.creature.params.forEach((param, index) => {
      expect(trait(body, `Trait ${index + 1}`)).toEqual({
        trait_type: `Trait ${index + 1}`,
        display_type: 'number',
        value: param,
        max_value: 999,
      });
    });
    expect(trait(body, 'Lifespan')!.value).toBe(Number(creature.creature.lifespan));
    expect(trait(body, 'Breed times')!.value).toBe(creature.creature.bread);
    expect(trait(body, 'Rebirths')!.value).toBe(0);
    expect(trait(body, 'Rebirth ready')).toBeUndefined();
  });

  it('says a creature in a nest is in a nest', async () => {
    const { body } = await json(server, '/metadata/2810/creatures/5');
    expect(trait(body, 'Where')!.value).toBe('In a nest');
  });

  it('shows a blind creature as its egg', async () => {
    const { body } = await json(server, '/metadata/2810/creatures/4');
    expectConsumersToAcceptToken(body, '/metadata/2810/creatures/4/image.png');
    expect(body.attributes).toEqual([{ trait_type: 'Where', value: 'In wallet' }]);
    const svg = await (await server.request('/metadata/2810/creatures/4/image.svg')).text();
    expect(svg).toBe(await (await server.request('/metadata/2810/creatures/blind/image.svg')).text());
  });

  it("is the picture the app draws from the same chain state: the renderer's bytes", async () => {
    const [card, rebirthCount, equipped] = await Promise.all([
      chain().readContract({ ...contract('CreatureNft'), functionName: 'creatureOf', args: [1n] }),
      chain().readContract({ ...contract('CreatureUpgrade'), functionName: 'rebirthCount', args: [1n] }),
      chain().readContract({ ...contract('PendantNft'), functionName: 'equippedCards', args: [1n] }),
    ]);
    const expected = renderCreatureSvg({
      creature: (card as { creature: Parameters<typeof renderCreatureSvg>[0]['creature'] }).creature,
      rebirthCount: Number(rebirthCount),
      equipped: (equipped as readonly { pendant: Parameters<typeof renderCreatureSvg>[0]['equipped'][number] }[]).map(
        (slot) => slot.pendant,
      ),
    });
    const response = await server.request('/metadata/2810/creatures/1/image.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(expected);
  });
});

describe("a pendant's metadata", () => {
  it("shows an open pendant's type, attribute, value and that it is open", async () => {
    const { body } = await json(server, '/metadata/2810/pendants/2');
    expectConsumersToAcceptToken(body, '/metadata/2810/pendants/2/image.png');
    expect(body.name).toBe('Pendant #2');
    expect(body.attributes!.map((entry) => entry.trait_type)).toEqual(['Type', 'Attribute', 'Value', 'Opened']);
    expect(['Speed', 'Energy', 'Lucky', 'Wisdom']).toContain(trait(body, 'Attribute')!.value);
    expect(trait(body, 'Opened')!.value).toBe('Yes');
  });

  it('shows a sealed pendant as sealed', async () => {
    const { body } = await json(server, '/metadata/2810/pendants/3');
    expectConsumersToAcceptToken(body, '/metadata/2810/pendants/3/image.png');
    expect(trait(body, 'Opened')!.value).toBe('No');
  });
});

describe('the blind and collection documents', () => {
  it.each(['creatures', 'pendants'])('answers the %s blind URI with a document of its own and its picture', async (collection) => {
    const { response, body } = await json(server, `/metadata/2810/${collection}/blind`);
    expect(response.status).toBe(200);
    expectConsumersToAcceptToken(body, `/metadata/2810/${collection}/blind/image.png`);
    const png = await server.request(`/metadata/2810/${collection}/blind/image.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it.each(['creatures', 'pendants'])("answers the %s contract's contractURI (ERC-7572)", async (collection) => {
    const { body } = await json(server, `/metadata/2810/${collection}`);
    expect({ valid: validCollectionDocument(body), errors: validCollectionDocument.errors }).toEqual({ valid: true, errors: null });
    expect(body.image).toBe(`${METADATA_ORIGIN}/metadata/2810/${collection}/blind/image.png`);
  });

  it('is what the deployed contracts name: tokenURI, the blind URI and contractURI lead to these answers', async () => {
    const nft = contract('CreatureNft');
    const read = (functionName: string, args: unknown[] = []) => chain().readContract({ ...nft, functionName, args }) as Promise<string>;
    for (const uri of [await read('tokenURI', [1n]), await read('tokenURI', [4n]), await read('contractURI')]) {
      expect(uri.startsWith(METADATA_ORIGIN)).toBe(true);
      expect((await server.request(uri.slice(METADATA_ORIGIN.length))).status).toBe(200);
    }
  });
});

describe('the pictures', () => {
  it.each([
    ['a creature', '/metadata/2810/creatures/1'],
    ['an egg', '/metadata/2810/creatures/4'],
    ['an open pendant', '/metadata/2810/pendants/2'],
    ['a sealed pendant', '/metadata/2810/pendants/3'],
  ])('draw %s as safe SVG, and as a PNG of the stated size that is not blank', async (_, tokenPath) => {
    const svg = await (await server.request(`${tokenPath}/image.svg`)).text();
    expect(svgSafetyProblems(svg)).toEqual([]);

    const response = await server.request(`${tokenPath}/image.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const picture = await inspectPicture(Buffer.from(await response.arrayBuffer()));
    expect(picture).toMatchObject({ width: PNG_SIZE, height: PNG_SIZE, format: 'png', transparent: false });
    expect(pngBreaks(picture)).toEqual([]);
    // Several colours across the picture: each colour channel varies.
    expect(picture.colourDeviations.every((deviation) => deviation > 10)).toBe(true);
  });

  it('serve headers that let any site show them, and a policy that lets an SVG opened alone load nothing', async () => {
    const response = await server.request('/metadata/2810/creatures/1/image.svg');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('paths with no answer', () => {
  it.each([
    ['a token that does not exist', '/metadata/2810/creatures/999', 'No creature 999 on chain 2810'],
    ['a pendant that does not exist', '/metadata/2810/pendants/999/image.png', 'No pendant 999 on chain 2810'],
    ['another chain', '/metadata/2818/creatures/1', 'No token metadata for chain 2818; this server serves chain 2810'],
    ['a malformed id', '/metadata/2810/creatures/abc', 'No token metadata at /metadata/2810/creatures/abc'],
    ['an id with leading zeros', '/metadata/2810/creatures/01', 'No token metadata at /metadata/2810/creatures/01'],
    [
      'an id past uint256',
      `/metadata/2810/creatures/${maxUint256 + 1n}`,
      `No token metadata at /metadata/2810/creatures/${maxUint256 + 1n}`,
    ],
    ['an unknown collection', '/metadata/2810/kittens/1', 'No token metadata at /metadata/2810/kittens/1'],
    ['an unknown picture format', '/metadata/2810/creatures/1/image.gif', 'No such endpoint: GET /metadata/2810/creatures/1/image.gif'],
  ])('answer %s with a 404 and a JSON error that no cache keeps', async (_, url, message) => {
    const { response, body } = await json(server, url);
    expect(response.status).toBe(404);
    expect(body).toEqual({ code: 404, data: null, message });
    // A CDN keeps a 404 for a path ending in .png unless told not to: a token minted after would stay missing.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answer a chain that cannot be read with a 503 that says nothing of why', async () => {
    const logged: string[] = [];
    const unreachable = metadataApp({
      chainClient: createChainClient('http://127.0.0.1:9'),
      logError: (message) => logged.push(message),
    });
    const { response, body } = await json(unreachable, '/metadata/2810/creatures/1');
    expect(response.status).toBe(503);
    expect(body).toEqual({ code: 503, data: null, message: 'The chain could not be read; please try again shortly' });
    expect(logged).toEqual(['Reading the metadata of creatures 1']);
  });
});

describe('a client asking for answers no instance keeps', () => {
  it('is refused past its limit of chain reads and pictures a minute, while kept answers and other clients go on', async () => {
    const app = metadataApp({ tokenMetadataCache: createTokenMetadataCache(2810) });
    const attacker = '198.51.100.66';
    const status = async (url: string, ip = attacker) => (await app.request(url, undefined, ip)).status;
    // A creature's document and picture, read and rasterised once, then kept.
    expect(await status('/metadata/2810/creatures/1')).toBe(200);
    expect(await status('/metadata/2810/creatures/1/image.png')).toBe(200);
    // Tokens that do not exist: each a chain read that nothing keeps.
    for (let id = 0; id < UNKEPT_METADATA_PER_MINUTE - 2; id += 1) {
      expect(await status(`/metadata/2810/creatures/${10_000 + id}`)).toBe(404);
    }

    const refused = await app.request('/metadata/2810/creatures/20000', undefined, attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      code: 429,
      data: null,
      message: 'Too many token metadata requests; please try again in a minute',
    });
    expect(await status('/metadata/2810/creatures/blind/image.png')).toBe(429);

    expect(await status('/metadata/2810/creatures/1')).toBe(200);
    expect(await status('/metadata/2810/creatures/1/image.png')).toBe(200);
    expect(await status('/metadata/2810/creatures/20000', '198.51.100.67')).toBe(404);
    app.clock.advance(60_000);
    expect(await status('/metadata/2810/creatures/20000')).toBe(404);
  });
});

describe('many clients asking for pictures at once', () => {
  it('are drawn a few at a time, and those past the waiting room are told to come back', async () => {
    const app = metadataApp();
    const turns = PNG_TURNS.concurrency + PNG_TURNS.maxWaiting;
    // Each from an address of its own, so no client's own limit applies.
    const answers = await Promise.all(
      Array.from({ length: turns + 6 }, (_, index) =>
        app.request('/metadata/2810/creatures/1/image.png', undefined, `198.51.100.${index + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(turns);
    const turnedAway = answers.filter((answer) => answer.status === 503);
    expect(turnedAway).toHaveLength(6);
    expect(turnedAway.every((answer) => answer.headers.get('retry-after') === '1')).toBe(true);
  });
});

describe('answers every instance agrees on', () => {
  it('carry a strong ETag and a short Cache-Control, and answer a current If-None-Match with 304', async () => {
    for (const url of [
      '/metadata/2810/creatures/1',
      '/metadata/2810/creatures/1/image.png',
      '/metadata/2810/pendants/blind',
      '/metadata/2810/creatures',
    ]) {
      const response = await server.request(url);
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const again = await server.request(url, { headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
  });

  it('are the same bytes on two instances for the same chain state', async () => {
    for (const url of [
      '/metadata/2810/creatures/1',
      '/metadata/2810/creatures/1/image.svg',
      '/metadata/2810/creatures/1/image.png',
      '/metadata/2810/pendants/2',
    ]) {
      const [a, b] = await Promise.all([server.request(url), follower.server.request(url)]);
      expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    }
  });
});

describe('a change on the chain', () => {
  it('shows in the next answer once the indexer stores its MetadataUpdate, on the instance that indexes and on one that does not', async () => {
    const before = await json(server, '/metadata/2810/creatures/1');
    const beforeOnFollower = await json(follower.server, '/metadata/2810/creatures/1');
    const beforePng = await (await server.request('/metadata/2810/creatures/1/image.png')).arrayBuffer();
    expect(trait(before.body, 'Speed level')!.value).toBe(0);
    const pendant = await json(server, '/metadata/2810/pendants/1');

    // An upgrade of speed, and pendant 1 put on: the contracts emit MetadataUpdate for both tokens.
    const upgrade = contract('CreatureUpgrade').address;
    await send('AfaToken', 'approve', [upgrade, parseEther('1000')]);
    await send('TalkToken', 'approve', [upgrade, parseEther('1000')]);
    await send('CreatureUpgrade', 'upgrade', [1n, 1, parseEther('1000'), parseEther('1000')]);
    await send('PendantNft', 'equip', [1n, 1n]);

    // Kept until the indexer tells of the change.
    expect((await json(server, '/metadata/2810/creatures/1')).body).toEqual(before.body);
    await indexer.syncOnce();
    await follower.indexer.syncOnce();

    for (const instance of [server, follower.server]) {
      const after = await json(instance, '/metadata/2810/creatures/1', {
        headers: { 'if-none-match': before.response.headers.get('etag')! },
      });
      expect(after.response.status).toBe(200);
      expect(trait(after.body, 'Speed level')!.value).toBe(1);
      const attribute = trait(pendant.body, 'Attribute')!.value;
      const value = trait(pendant.body, 'Value')!.value;
      expect(trait(after.body, `${attribute} pendant`)).toEqual({
        trait_type: `${attribute} pendant`,
        display_type: 'boost_number',
        value,
      });
      expect(trait((await json(instance, '/metadata/2810/pendants/1')).body, 'Worn by')!.value).toBe('Creature #1');
    }
    expect(beforeOnFollower.response.headers.get('etag')).toBe(before.response.headers.get('etag'));
    const afterPng = await (await server.request('/metadata/2810/creatures/1/image.png')).arrayBuffer();
    expect(Buffer.from(afterPng).equals(Buffer.from(beforePng))).toBe(false);
  });
});

describe('the server setting of the public origin', () => {
  it('refuses in production an origin explorers refuse: a loopback or private host', () => {
    expect(() => readServerConfig({ RUN_MODE: 'production', METADATA_ORIGIN: 'http://127.0.0.1:3000' })).toThrow(
      /METADATA_ORIGIN: 127\.0\.0\.1 is a private address, which explorers refuse to fetch from/,
    );
    expect(() => readServerConfig({ RUN_MODE: 'production', PUBLIC_ORIGINS: 'http://localhost:3000' })).toThrow(
      /METADATA_ORIGIN \(unset, so the first of PUBLIC_ORIGINS\): localhost is a local name/,
    );
    expect(() => readServerConfig({ METADATA_ORIGIN: 'https://api.example.com/metadata' })).toThrow(/METADATA_ORIGIN: must be an origin/);
  });

  it('takes METADATA_ORIGIN, else the first of PUBLIC_ORIGINS; a production server given neither serves no metadata', () => {
    expect(readServerConfig({ METADATA_ORIGIN: 'https://api.example.com', PUBLIC_ORIGINS: 'https://app.example.com' }).metadataOrigin).toBe(
      'https://api.example.com',
    );
    expect(readServerConfig({ PUBLIC_ORIGINS: 'https://app.example.com' }).metadataOrigin).toBe('https://app.example.com');
    expect(readServerConfig({ RUN_MODE: 'local', PORT: '3100' }).metadataOrigin).toBe('http://localhost:3100');
    expect(readServerConfig({}).metadataOrigin).toBeUndefined();
  });

  it('serves no metadata without one, with a 404 that says so', async () => {
    const unset = createTestApp(database.db, { contracts: Object.fromEntries(contracts.map((entry) => [entry.name, entry])) });
    const { response, body } = await json(unset, '/metadata/2810/creatures/1');
    expect(response.status).toBe(404);
    expect(body.message).toBe('This server serves no token metadata for chain 2810');
  });
});
