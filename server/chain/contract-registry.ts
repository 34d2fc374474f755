import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Address } from 'viem';
import { z } from 'zod';
import {
  contractAbis,
  contractNames,
  recordedNetworkContracts,
  type ContractAddressBook,
  type ContractName,
  type ContractPlacement,
} from '@/contracts-abi';
import { SEAPORT_ABI } from '@/lib/market/seaport';

/** Some or all of the product's contracts on this server's chain, by name. */
export type ContractBook = Partial<ContractAddressBook>;

export interface RegisteredContract {
  name: ContractName;
  address: Address;
  abi: Abi;
  /** The block the contract was created in; logs before it cannot be its own. */
  deployedOnBlock: number;
}

/** Each contract of `book` with its compiled-in ABI, as the indexer and the chain reads take them. */
export function registeredContracts(book: ContractBook): RegisteredContract[] {
  return contractNames.flatMap((name) => {
    const placement = book[name];
    return placement
      ? [{ name, address: placement.address, abi: contractAbis[name] as Abi, deployedOnBlock: placement.deployedOnBlock }]
      : [];
  });
}

/** A contract the indexer follows: the registry's, and Seaport beside them. */
export type FollowedContract = Omit<RegisteredContract, 'name'> & { name: ContractName | 'Seaport' };

/**
 * The contracts whose logs the indexer reads: the book's, and Seaport when the deployment records it, with the
 * fragments the server speaks (SEAPORT_ABI, checked against the committed build by seaport.test.ts).
 */
export function followedContracts(book: ContractBook, seaport?: ContractPlacement): FollowedContract[] {
  return [
    ...registeredContracts(book),
    ...(seaport
      ? [
          {
            name: 'Seaport' as const,
            address: seaport.address,
            abi: SEAPORT_ABI,
            deployedOnBlock: seaport.deployedOnBlock,
          },
        ]
      : []),
  ];
}

/** Each contract's address by name, as public-info lists them. */
export function addressesOf(book: ContractBook): Record<string, Address> {
  return Object.fromEntries(registeredContracts(book).map(({ name, address }) => [name, address]));
}

const ADDRESS = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address') as z.ZodType<Address>;

/** The part of a deployments file (scripts/lib/deployments.ts writes it) the server reads. */
const DeploymentFileSchema = z.object({
  chainId: z.number().int().positive(),
  contracts: z.record(z.string(), z.object({ address: ADDRESS, blockNumber: z.number().int().nonnegative() })),
  /** Seaport 1.6 (scripts/deploy/seaport.ts): no block when the chain's canonical one was recorded. */
  seaport: z
    .object({
      contracts: z.object({ Seaport: z.object({ address: ADDRESS, blockNumber: z.number().int().nonnegative().nullable() }) }).partial(),
    })
    .optional(),
});

export interface ChainContracts {
  book: ContractAddressBook;
  /** Seaport 1.6, when the deployment records it: the order book takes orders for it alone. */
  seaport?: ContractPlacement;
  /** Where the addresses came from, for the start-up log. */
  source: string;
}

/**
 * The contracts of chain `chainId`: from its deployments file in `deploymentsDir` (a local stack's own under
 * .data/, or a real network's in deployments/) when that records all of them, else the addresses the registry
 * records for that network, else none. A file that is not a deployments file, or records another chain, stops
 * the start: serving the wrong addresses would send readers' transactions to them.
 */
export function contractsOfChain(chainId: number, deploymentsDir: string): ChainContracts | undefined {
  const file = path.join(deploymentsDir, `${chainId}.json`);
  if (existsSync(file)) {
    const parsed = DeploymentFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const problem = parsed.error.issues[0]!;
      throw new Error(`${file} is not a deployments file: ${problem.path.join('.')}: ${problem.message}`);
    }
    if (parsed.data.chainId !== chainId) throw new Error(`${file} records chain ${parsed.data.chainId}, not ${chainId}`);
    const { contracts } = parsed.data;
    if (contractNames.every((name) => contracts[name])) {
      const book = Object.fromEntries(
        contractNames.map((name) => [name, { address: contracts[name]!.address, deployedOnBlock: contracts[name]!.blockNumber }]),
      ) as ContractAddressBook;
      const seaport = parsed.data.seaport?.contracts.Seaport;
      // A canonical Seaport was created before our contracts: none of its logs before them can be of our tokens.
      const firstBlock = Math.min(...contractNames.map((name) => contracts[name]!.blockNumber));
      return {
        book,
        source: file,
        ...(seaport && { seaport: { address: seaport.address, deployedOnBlock: seaport.blockNumber ?? firstBlock } }),
      };
    }
  }
  const recorded = recordedNetworkContracts(chainId);
  return recorded && { book: recorded, source: 'the registry (contracts-abi/networks.ts)' };
}
