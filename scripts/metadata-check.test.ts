import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { morphHolesky } from 'viem/chains';
import { createChainClient } from '@/server/chain/chain-client';
import type { DatabaseHandle } from '@/server/db/client';
import { closeHttpServer, listen } from '@/server/start';
import { DEV_ACCOUNT_KEY } from '@/server/test-support/anvil';
import { startDeployedChain, type DeployedTestChain } from '@/server/test-support/deployed-chain';
import { freePort } from '@/server/test-support/free-port';
import { createTestApp, openTestDatabase } from '@/server/test-support/test-app';
import { repoRoot } from './lib/forgeArtifacts';
import { runMetadataCheckCommand } from './metadata-check';

// Deploying the seven contracts and seeding the demo state takes seconds on a loaded machine.
jest.setTimeout(120_000);

let database: DatabaseHandle;
let testChain: DeployedTestChain;
let metadataServer: ServerType;
let metadataOrigin: string;
/** A metadata server of someone else's making, answering documents wallets and explorers refuse. */
let brokenServer: Server;
let brokenOrigin: string;

/** Creatures the demo state holds: 1 revealed, 4 blind; 6 and 7 are pointed at the broken server. */
const REVEALED = 1n;
const BLIND = 4n;
const NO_IMAGE = 6n;
const FLAT_PICTURE = 7n;

async function startBrokenServer(): Promise<void> {
  const flatPng = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  brokenServer = createServer((request, response) => {
    const answers: Record<string, [string, string | Buffer]> = {
      '/no-image.json': [
        'application/json',
        JSON.stringify({ name: 'Broken #6', description: 'Only raw SVG.', image_data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      ],
      '/flat.json': [
        'application/json',
        JSON.stringify({ name: 'Flat #7', description: 'A grey square.', image: `${brokenOrigin}/flat.png` }),
      ],
      '/flat.png': ['application/octet-stream', flatPng],
    };
    const answer = answers[request.url ?? ''];
    response.writeHead(answer ? 200 : 404, { 'content-type': answer?.[0] ?? 'text/plain' });
    response.end(answer?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => brokenServer.listen(0, '127.0.0.1', resolve));
  brokenOrigin = `http://127.0.0.1:${(brokenServer.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // The tokens' URIs name the metadata server, so its origin is chosen before the deploy.
  const port = await freePort();
  metadataOrigin = `http://127.0.0.1:${port}`;
  [database, testChain] = await Promise.all([openTestDatabase(), startDeployedChain({ metadataOrigin }), startBrokenServer()]);
  const server = createTestApp(database.db, {
    chainClient: createChainClient(testChain.anvil.rpcUrl),
    contracts: testChain.book,
    metadataOrigin,
    publicOrigins: [metadataOrigin],
  });
  metadataServer = await listen(server.app, port, '127.0.0.1');

  // The contracts' owner (the deployer, dev account 0) points two creatures at the broken server.
  const chain = createPublicClient({ chain: morphHolesky, transport: http(testChain.anvil.rpcUrl) });
  const owner = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_KEY),
    chain: morphHolesky,
    transport: http(testChain.anvil.rpcUrl),
  });
  for (const [tokenId, uri] of [
    [NO_IMAGE, `${brokenOrigin}/no-image.json`],
    [FLAT_PICTURE, `${brokenOrigin}/flat.json`],
  ] as const) {
    const hash = await owner.writeContract({ ...testChain.contract('CreatureNft'), functionName: 'setTokenURI', args: [tokenId, uri] });
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
});

afterAll(async () => {
  await Promise.all([
    metadataServer && closeHttpServer(metadataServer),
    brokenServer && new Promise((resolve) => brokenServer.close(resolve)),
    testChain?.anvil.stop(),
  ]);
  await database?.close();
});

interface CheckRun {
  status: number;
  out: string[];
  err: string[];
}

async function check(...flags: string[]): Promise<CheckRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runMetadataCheckCommand(flags, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { status, out, err };
}

const creatures = () => testChain.contract('CreatureNft').address;

/** The check of a creature on the test chain, the contract named (the default lookup reads this machine's records). */
const onChain = (token: bigint, ...flags: string[]) =>
  check('--rpc', testChain.anvil.rpcUrl, '--chain', '2810', '--token', String(token), '--contract', creatures(), ...flags);

/** The lines under "Rules broken", as [rule, message]. */
const brokenLines = (run: CheckRun) => {
  const start = run.out.findIndex((line) => line.startsWith('Rules broken'));
  return start < 0 ? [] : run.out.slice(start + 1).map((line) => /^ {2}(\S+) +(.*)$/.exec(line)!.slice(1));
};

describe('a token the reference server serves', () => {
  it('passes for a revealed creature, and prints what a wallet shows with its attributes as a table', async () => {
    const run = await onChain(REVEALED, '--allow-private-hosts');
    expect(run).toMatchObject({ status: 0, err: [] });
    expect(run.out[0]).toBe(`CreatureNft ${creatures()} on chain 2810 (given by --contract), token 1`);
    expect(run.out).toEqual(
      expect.arrayContaining([
        '  Collection   Creature',
        `  tokenURI     ${metadataOrigin}/metadata/2810/creatures/1`,
        `  contractURI  ${metadataOrigin}/metadata/2810/creatures`,
        '  Interfaces   ERC-721 yes, ERC-721 Metadata yes, ERC-4906 yes, ERC-2981 yes',
        expect.stringMatching(/^ {2}Royalty {6}5 % to 0x[0-9a-fA-F]{40}$/),
        'What a wallet shows',
        '  Name         Creature #1',
        expect.stringMatching(/^ {2}Description {2}A creature of the .+ species/),
        expect.stringMatching(
          new RegExp(`^ {2}Image {8}${metadataOrigin}/metadata/2810/creatures/1/image\\.png \\(image/png, 512×512, \\d+\\.\\d kB\\)$`),
        ),
        '  Attributes',
      ]),
    );
    // Text traits as they are, levels out of the level limit, the ten traits out of 999.
    const table = run.out.slice(run.out.indexOf('  Attributes') + 1).filter((line) => line.startsWith('    '));
    expect(table[0]).toMatch(/^ {4}Trait +Value$/);
    expect(table).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {4}Species {2,}\S/),
        expect.stringMatching(/^ {4}Where {2,}In wallet$/),
        expect.stringMatching(/^ {4}Speed level {2,}0 of 10$/),
        expect.stringMatching(/^ {4}Trait 10 {2,}\d+ of 999$/),
        expect.stringMatching(/^ {4}Rebirths {2,}0$/),
      ]),
    );
    // The server is on loopback: waived, and said so, for the token's and the collection's URIs and pictures.
    const waived = run.out.slice(run.out.findIndex((line) => line.startsWith('Waived by --allow-private-hosts')) + 1, -2);
    expect(waived.map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'blockscout-private-host tokenURI',
      'blockscout-private-host image',
      'blockscout-private-host contractURI',
      'blockscout-private-host the',
    ]);
    expect(run.out.slice(-2)).toEqual(['', 'No rule broken']);
  });

  it('passes for a blind creature, which shows the egg every blind token shares', async () => {
    const run = await onChain(BLIND, '--allow-private-hosts');
    expect(run).toMatchObject({ status: 0, err: [] });
    expect(run.out).toEqual(
      expect.arrayContaining([
        `  tokenURI     ${metadataOrigin}/metadata/2810/creatures/blind`,
        '  Name         Creature egg',
        expect.stringMatching(
          new RegExp(`^ {2}Image {8}${metadataOrigin}/metadata/2810/creatures/blind/image\\.png \\(image/png, 512×512, `),
        ),
      ]),
    );
    expect(run.out).not.toContain('  Attributes');
    expect(run.out.at(-1)).toBe('No rule broken');
  });

  it('passes for a pendant', async () => {
    const pendants = testChain.contract('PendantNft').address;
    const run = await check(
      '--rpc',
      testChain.anvil.rpcUrl,
      '--chain',
      '2810',
      '--token',
      '2',
      '--collection',
      'pendants',
      '--contract',
      pendants,
      '--allow-private-hosts',
    );
    expect(run).toMatchObject({ status: 0, err: [] });
    expect(run.out).toEqual(
      expect.arrayContaining([`  tokenURI     ${metadataOrigin}/metadata/2810/pendants/2`, '  Name         Pendant #2']),
    );
  });

  it('reports the private hosts Blockscout refuses, each a line, unless they are allowed', async () => {
    const run = await onChain(REVEALED);
    expect(run.status).toBe(1);
    expect(brokenLines(run)).toEqual([
      [
        'blockscout-private-host',
        `tokenURI ${metadataOrigin}/metadata/2810/creatures/1: 127.0.0.1 is a private address, which explorers refuse to fetch from`,
      ],
      [
        'blockscout-private-host',
        `image ${metadataOrigin}/metadata/2810/creatures/1/image.png: 127.0.0.1 is a private address, which explorers refuse to fetch from`,
      ],
      [
        'blockscout-private-host',
        `contractURI ${metadataOrigin}/metadata/2810/creatures: 127.0.0.1 is a private address, which explorers refuse to fetch from`,
      ],
      [
        'blockscout-private-host',
        `the collection image ${metadataOrigin}/metadata/2810/creatures/blind/image.png: 127.0.0.1 is a private address, which explorers refuse to fetch from`,
      ],
    ]);
    expect(run.out).toContain('Rules broken (4):');
  });
});

describe('a token whose URI names a broken metadata server', () => {
  it('reports a document without image with the schema, MetaMask and Blockscout rules it breaks', async () => {
    const run = await onChain(NO_IMAGE, '--allow-private-hosts');
    expect(run.status).toBe(1);
    expect(run.out).toEqual(
      expect.arrayContaining([`  tokenURI     ${brokenOrigin}/no-image.json`, '  Name         Broken #6', '  Image        (none)']),
    );
    expect(brokenLines(run)).toEqual([
      ['schema', "the document must have required property 'image'"],
      ['metamask-image', 'no image: MetaMask shows no picture'],
      ['blockscout-image', 'image_data but no image: Blockscout reads only image, so it shows no picture'],
    ]);
  });

  it('reports a picture served with the wrong content type, too small and one flat colour', async () => {
    const run = await onChain(FLAT_PICTURE, '--allow-private-hosts');
    expect(run.status).toBe(1);
    expect(run.out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^ {2}Image {8}${brokenOrigin}/flat\\.png \\(application/octet-stream, 64×64, 0\\.\\d kB\\)$`)),
      ]),
    );
    expect(brokenLines(run)).toEqual([
      [
        'image-content-type',
        'image is served as "application/octet-stream": wallets show image/png, image/jpeg, image/gif, image/webp, image/svg+xml',
      ],
      ['image-dimensions', 'the PNG is 64×64: a square of at least 512×512 is shown sharp'],
      ['image-blank', 'the PNG is one flat colour'],
    ]);
  });
});

describe('a check that cannot run', () => {
  it('says a token does not exist, and exits 2', async () => {
    const run = await onChain(999n, '--allow-private-hosts');
    expect(run).toEqual({
      status: 2,
      out: [],
      err: [`Token 999 does not exist on CreatureNft at ${creatures()} (chain 2810): tokenURI reverts with ERC721NonexistentToken`],
    });
  });

  it('says the RPC serves another chain than --chain, and exits 2', async () => {
    const run = await check('--rpc', testChain.anvil.rpcUrl, '--chain', '2818', '--token', '1');
    expect(run).toEqual({ status: 2, out: [], err: [`${testChain.anvil.rpcUrl} serves chain 2810, not chain 2818 (--chain)`] });
  });

  it('says the RPC does not answer, and exits 2', async () => {
    const run = await check('--rpc', 'http://127.0.0.1:9', '--chain', '2810', '--token', '1');
    expect(run).toMatchObject({ status: 2, out: [], err: [expect.stringMatching(/^Cannot reach a chain at http:\/\/127\.0\.0\.1:9: /)] });
  });

  it('says a --contract with no code is not a contract, and exits 2', async () => {
    const run = await check(
      '--rpc',
      testChain.anvil.rpcUrl,
      '--chain',
      '2810',
      '--token',
      '1',
      '--contract',
      '0x000000000000000000000000000000000000dEaD',
    );
    expect(run).toEqual({
      status: 2,
      out: [],
      err: ['No contract at 0x000000000000000000000000000000000000dEaD on chain 2810 (--contract)'],
    });
  });
});

describe('bad flags', () => {
  const valid = ['--rpc', 'http://127.0.0.1:8545', '--chain', '2810', '--token', '1'];
  const without = (flag: string) => valid.filter((_, index) => index !== valid.indexOf(flag) && index !== valid.indexOf(flag) + 1);

  it.each([
    [[...valid, '--tokn', '2'], "Unknown option '--tokn'"],
    [[...valid, 'extra'], "Unexpected argument 'extra'"],
    [[...valid, '--collection'], "Option '--collection <value>' argument missing"],
    [without('--rpc'), '--rpc is required: the JSON-RPC URL of the chain to read'],
    [without('--chain'), '--chain is required: the chain id the RPC must serve'],
    [without('--token'), '--token is required: the id of the token to check'],
    [[...without('--rpc'), '--rpc', 'ws://127.0.0.1:8545'], '--rpc: "ws://127.0.0.1:8545" is not an http(s) URL'],
    [[...without('--rpc'), '--rpc', 'http://'], '--rpc: "http://" is not an http(s) URL'],
    [[...without('--chain'), '--chain', 'morph'], '--chain: "morph" is not a chain id (a positive whole number)'],
    [[...without('--chain'), '--chain', '0'], '--chain: "0" is not a chain id (a positive whole number)'],
    [
      [...without('--token'), '--token', '-1'],
      "Option '--token' argument is ambiguous. Did you forget to specify the option argument for '--token'? To specify an option argument starting with a dash use '--token=-XYZ'.",
    ],
    [[...without('--token'), '--token', '01'], '--token: "01" is not a token id (a whole number from 0 to 2^256 - 1, no leading zeros)'],
    [
      [...without('--token'), '--token', `${2n ** 256n}`],
      `--token: "${2n ** 256n}" is not a token id (a whole number from 0 to 2^256 - 1, no leading zeros)`,
    ],
    [[...valid, '--collection', 'kittens'], '--collection: "kittens" is not one of creatures, pendants'],
    [[...valid, '--contract', '0x1234'], '--contract: "0x1234" is not an address (0x and 40 hex digits)'],
  ])('%j: exits 2 with "%s" and the usage', async (argv, message) => {
    const run = await check(...argv);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]!.split('\n')[0]).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(run.err[0]).toContain('Usage: npm run metadata:check -- --rpc <url> --chain <id> --token <id>');
  });

  it('exits with status 2 from the command line too', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/metadata-check.ts', '--token', 'abc'],
        { cwd: repoRoot },
        (_, __, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe('--rpc is required: the JSON-RPC URL of the chain to read');
  });
});
