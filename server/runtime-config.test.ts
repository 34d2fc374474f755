import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRuntimeConfig } from '@/lib/runtime-config/schema';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { contractNames, type ContractAddressBook } from '@/contracts-abi';
import { describeChain } from './chain/chain-info';
import { contractsOfChain } from './chain/contract-registry';
import { readServerConfig } from './config';
import { createRuntimeConfigRoute } from './routes/runtime-config';

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395';
const book = Object.fromEntries(
  contractNames.map((name) => [name, { address: testContracts[name].address, deployedOnBlock: testContracts[name].deployedOnBlock }]),
) as ContractAddressBook;

/** A deployments file as `npm run deploy` writes it, cut to what the server reads and a little more. */
function deploymentsFile(chainId: number, names: readonly string[] = contractNames) {
  return {
    chainId,
    genesisHash: `0x${'11'.repeat(32)}`,
    contracts: Object.fromEntries(
      names.map((name) => [name, { address: book[name as keyof ContractAddressBook].address, blockNumber: 3, abi: [] }]),
    ),
    pending: {},
    demoSeeded: true,
  };
}

describe('GET /config.json', () => {
  it('hands the app its chain, contracts and settings, in the shape the app reads', async () => {
    const route = createRuntimeConfigRoute({
      chain: describeChain(2910),
      contracts: book,
      settings: {
        apiOrigin: 'https://api.example.com',
        breedingBlockedAddresses: [HOLDER],
        tokenSendRecipient: HOLDER,
        testWallet: { nodeUrl: 'http://127.0.0.1:8545' },
        marketFee: { bps: 250, recipient: HOLDER },
      },
      seaport: SEAPORT,
    });
    const response = await route.request('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(parseRuntimeConfig(await response.json())).toEqual({
      chain: { id: 2910, name: 'Morph Hoodi', rpcUrl: '/rpc', explorerUrl: 'https://explorer-hoodi.morph.network' },
      contracts: book,
      apiOrigin: 'https://api.example.com',
      walletApiOrigin: '',
      tokenSendRecipient: HOLDER,
      breedingBlockedAddresses: [HOLDER],
      market: { seaport: SEAPORT, feeBps: 250, feeRecipient: HOLDER },
      testWallet: { nodeUrl: 'http://127.0.0.1:8545', impersonate: null },
    });
  });
});

describe("the app's reading of config.json", () => {
  const valid = {
    chain: { id: 2810, name: 'Morph Testnet', rpcUrl: '/rpc', explorerUrl: null },
    contracts: null,
    apiOrigin: '',
    walletApiOrigin: '',
    tokenSendRecipient: null,
    breedingBlockedAddresses: [],
  };

  it('accepts a hand-written file with no contracts, and without the order book settings, none', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, market: { seaport: null, feeBps: 0, feeRecipient: null } });
  });

  it.each([
    ['chain.id', { ...valid, chain: { ...valid.chain, id: '2810' } }],
    ['chain.rpcUrl', { ...valid, chain: { ...valid.chain, rpcUrl: 'javascript:alert(1)' } }],
    ['apiOrigin', { ...valid, apiOrigin: 'https://api.example.com/afaJavaRoom' }],
    ['tokenSendRecipient', { ...valid, tokenSendRecipient: 'treasury' }],
    ['breedingBlockedAddresses[1]', { ...valid, breedingBlockedAddresses: [HOLDER, '0x12'] }],
    ['contracts.TalkToken', { ...valid, contracts: { AfaToken: book.AfaToken } }],
    ['market.feeBps', { ...valid, market: { seaport: null, feeBps: 1001, feeRecipient: null } }],
    ['market.seaport', { ...valid, market: { seaport: 'seaport', feeBps: 0, feeRecipient: null } }],
  ])('refuses a wrong %s, naming it', (field, config) => {
    expect(() => parseRuntimeConfig(config)).toThrow(`config.json: ${field} must be`);
  });
});

describe("the server's contracts of its chain", () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'deployments-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("come from the chain's deployments file", () => {
    writeFileSync(path.join(directory, '2910.json'), JSON.stringify(deploymentsFile(2910)));
    const found = contractsOfChain(2910, directory);
    expect(found?.source).toBe(path.join(directory, '2910.json'));
    expect(found?.book.CreatureNft).toEqual({ address: book.CreatureNft.address, deployedOnBlock: 3 });
    expect(found?.seaport).toBeUndefined();
  });

  it("take Seaport from the file's seaport part; a canonical one, without a block, from our first contract's", () => {
    const seaport = (blockNumber: number | null) => ({
      contracts: { Seaport: { address: SEAPORT, blockNumber, canonical: blockNumber === null } },
    });
    writeFileSync(path.join(directory, '2910.json'), JSON.stringify({ ...deploymentsFile(2910), seaport: seaport(9) }));
    expect(contractsOfChain(2910, directory)?.seaport).toEqual({ address: SEAPORT, deployedOnBlock: 9 });
    writeFileSync(path.join(directory, '2910.json'), JSON.stringify({ ...deploymentsFile(2910), seaport: seaport(null) }));
    expect(contractsOfChain(2910, directory)?.seaport).toEqual({ address: SEAPORT, deployedOnBlock: 3 });
  });

  it('are none where the file is missing or records only some of them', () => {
    expect(contractsOfChain(2910, directory)).toBeUndefined();
    writeFileSync(path.join(directory, '2910.json'), JSON.stringify(deploymentsFile(2910, ['AfaToken', 'TalkToken'])));
    expect(contractsOfChain(2910, directory)).toBeUndefined();
  });

  it('stop the start when the file records another chain, or is not a deployments file', () => {
    writeFileSync(path.join(directory, '2910.json'), JSON.stringify(deploymentsFile(2810)));
    expect(() => contractsOfChain(2910, directory)).toThrow('records chain 2810, not 2910');
    writeFileSync(
      path.join(directory, '2910.json'),
      JSON.stringify({ chainId: 2910, contracts: { AfaToken: { address: 'nope', blockNumber: 1 } } }),
    );
    expect(() => contractsOfChain(2910, directory)).toThrow('is not a deployments file: contracts.AfaToken.address: must be an address');
  });
});

describe('the settings config.json is written from', () => {
  it('default to no recipient, the local blocklist and no test wallet', () => {
    const config = readServerConfig({});
    expect(config.tokenSendRecipient).toBeUndefined();
    expect(config.breedingBlockedAddresses).toHaveLength(11);
    expect(config.testWallet).toBeUndefined();
    expect(config.marketFee).toEqual({ bps: 0, recipient: undefined });
    expect(readServerConfig({ BREEDING_BLOCKED_ADDRESSES: '' }).breedingBlockedAddresses).toEqual([]);
  });

  it('refuse a wrong address or origin, by name', () => {
    expect(() => readServerConfig({ TOKEN_SEND_RECIPIENT: 'treasury' })).toThrow(
      'Invalid server environment: TOKEN_SEND_RECIPIENT: not addresses: treasury',
    );
    expect(() => readServerConfig({ TOKEN_SEND_RECIPIENT: `${HOLDER},${HOLDER}` })).toThrow(
      'TOKEN_SEND_RECIPIENT: one address, not a list',
    );
    expect(() => readServerConfig({ BREEDING_BLOCKED_ADDRESSES: `${HOLDER},0x1234` })).toThrow(
      'Invalid server environment: BREEDING_BLOCKED_ADDRESSES: not addresses: 0x1234',
    );
    expect(() => readServerConfig({ API_ORIGIN: 'https://api.example.com/afaJavaRoom' })).toThrow(/API_ORIGIN: must be an origin/);
    expect(readServerConfig({ MARKET_FEE_BPS: '250', MARKET_FEE_RECIPIENT: HOLDER }).marketFee).toEqual({ bps: 250, recipient: HOLDER });
    expect(() => readServerConfig({ MARKET_FEE_BPS: '1001', MARKET_FEE_RECIPIENT: HOLDER })).toThrow(/MARKET_FEE_BPS: /);
    expect(() => readServerConfig({ MARKET_FEE_BPS: '2.5', MARKET_FEE_RECIPIENT: HOLDER })).toThrow(/MARKET_FEE_BPS: /);
    expect(() => readServerConfig({ MARKET_FEE_BPS: '250' })).toThrow('MARKET_FEE_RECIPIENT: needed when MARKET_FEE_BPS is not 0');
    expect(() => readServerConfig({ MARKET_FEE_BPS: '250', MARKET_FEE_RECIPIENT: 'treasury' })).toThrow(
      'MARKET_FEE_RECIPIENT: not addresses',
    );
    expect(() => readServerConfig({ MARKET_FEE_RECIPIENT: `0x${'0'.repeat(40)}` })).toThrow(
      'MARKET_FEE_RECIPIENT: must not be the zero address',
    );
    expect(() => readServerConfig({ RUN_MODE: 'local', TEST_WALLET_IMPERSONATE: HOLDER })).toThrow(
      'TEST_WALLET_IMPERSONATE needs TEST_WALLET_NODE_URL',
    );
  });
});
