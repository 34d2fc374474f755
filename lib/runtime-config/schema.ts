import type { Address } from 'viem';
import { contractNames, type ContractAddressBook } from '@/contracts-abi/book';
import { parseApiOrigins, type ApiOrigins } from './apiOrigins';
import { ConfigProblem, record, text } from './fields';

/**
 * What the one build of the app learns at run time, from `/config.json` beside it: the chain, the contracts on
 * it, where the APIs are, and the product settings a deployment chooses. Our server writes it from its own
 * settings and its chain's deployments file (server/runtime-config.ts); a static host serves one written by hand
 * (README, "Serving the app elsewhere").
 */
export interface RuntimeConfig extends ApiOrigins {
  chain: {
    id: number;
    name: string;
    /** The JSON-RPC the app and wallets use; relative (the same-origin `/rpc`) or absolute. */
    rpcUrl: string;
    explorerUrl: string | null;
  };
  /** The product's contracts on that chain; null where none are deployed (the NFT screens say so). */
  contracts: ContractAddressBook | null;
  /** docs/PRODUCT.md §9: where the Wallet tab's token sends go; null: the send form is not offered. */
  tokenSendRecipient: Address | null;
  /** docs/PRODUCT.md §5: the wallets breeding is refused to. */
  breedingBlockedAddresses: Address[];
  /**
   * The order book (the server's /v1/market): the Seaport 1.6 orders are signed for (null where none is
   * deployed), and the marketplace fee every order pays, so the app can show a seller's net price.
   */
  market: MarketSettings;
  /** Only a local stack's server writes it, and only a build with the test wallet reads it. */
  testWallet?: {
    /** The dev node the test wallet reaches itself, as a real wallet reaches its own RPC. */
    nodeUrl: string;
    /** A holder the test wallet acts as through the node's impersonation. */
    impersonate: Address | null;
  };
}

export interface MarketSettings {
  seaport: Address | null;
  /** Basis points of the price (at most 1000). */
  feeBps: number;
  /** Null when the fee is 0. */
  feeRecipient: Address | null;
}

/** A config.json written before the order book: no Seaport, no fee. */
const NO_MARKET: MarketSettings = { seaport: null, feeBps: 0, feeRecipient: null };

/** A 20-byte hex address, checked by shape: a hand-written config.json may spell it in any letter case. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function url(value: unknown, field: string): string {
  const raw = text(value, field);
  if (!/^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/i.test(raw)) throw new ConfigProblem(field, 'an http(s) URL or a path on this origin');
  return raw;
}

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !ADDRESS.test(value)) throw new ConfigProblem(field, 'an address (0x and 40 hex digits)');
  return value as Address;
}

function orNull<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value === null || value === undefined ? null : read(value);
}

function contractBook(value: unknown): ContractAddressBook {
  const book = record(value, 'contracts');
  return Object.fromEntries(
    contractNames.map((name) => {
      const entry = record(book[name], `contracts.${name}`);
      const block = entry.deployedOnBlock;
      if (!Number.isSafeInteger(block) || (block as number) < 0)
        throw new ConfigProblem(`contracts.${name}.deployedOnBlock`, 'a block number');
      return [name, { address: address(entry.address, `contracts.${name}.address`), deployedOnBlock: block as number }];
    }),
  ) as ContractAddressBook;
}

function marketSettings(value: unknown): MarketSettings {
  if (value === undefined) return NO_MARKET;
  const market = record(value, 'market');
  if (!Number.isSafeInteger(market.feeBps) || (market.feeBps as number) < 0 || (market.feeBps as number) > 1000) {
    throw new ConfigProblem('market.feeBps', 'a whole number of basis points from 0 to 1000');
  }
  return {
    seaport: orNull(market.seaport, (seaport) => address(seaport, 'market.seaport')),
    feeBps: market.feeBps as number,
    feeRecipient: orNull(market.feeRecipient, (recipient) => address(recipient, 'market.feeRecipient')),
  };
}

/** Checks what `/config.json` holds, naming the first field that is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = record(value, 'the document');
  const chain = record(config.chain, 'chain');
  if (!Number.isSafeInteger(chain.id) || (chain.id as number) <= 0) throw new ConfigProblem('chain.id', 'a positive integer');
  const blocked = config.breedingBlockedAddresses;
  if (!Array.isArray(blocked)) throw new ConfigProblem('breedingBlockedAddresses', 'a list of addresses');
  const testWallet = config.testWallet === undefined ? undefined : record(config.testWallet, 'testWallet');
  return {
    chain: {
      id: chain.id as number,
      name: text(chain.name, 'chain.name'),
      rpcUrl: url(chain.rpcUrl, 'chain.rpcUrl'),
      explorerUrl: orNull(chain.explorerUrl, (explorer) => url(explorer, 'chain.explorerUrl')),
    },
    contracts: orNull(config.contracts, contractBook),
    ...parseApiOrigins(config),
    tokenSendRecipient: orNull(config.tokenSendRecipient, (recipient) => address(recipient, 'tokenSendRecipient')),
    breedingBlockedAddresses: blocked.map((entry, index) => address(entry, `breedingBlockedAddresses[${index}]`)),
    market: marketSettings(config.market),
    testWallet: testWallet && {
      nodeUrl: url(testWallet.nodeUrl, 'testWallet.nodeUrl'),
      impersonate: orNull(testWallet.impersonate, (holder) => address(holder, 'testWallet.impersonate')),
    },
  };
}
