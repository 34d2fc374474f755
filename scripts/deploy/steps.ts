// The owner's calls after the contracts are deployed: the wiring (permissions between them, sales open, token
// URIs and royalty) and the handover to a new owner. Each is a step that reads the chain to tell whether it is
// done already, so a re-run sends only what is left.
import { getAddress, type Account, type Address } from 'viem';
import { METADATA_COLLECTIONS, tokenMetadataUris } from '../../lib/protocol';
import type { ChainWriter, DeployedArtifact } from '../lib/chainWriter';
import { contractNames, type ContractName } from '../lib/deployments';
import { CREATURE_TALK_PRICE, ROYALTY_BPS } from './contractSettings';

export type Contracts = Record<ContractName, DeployedArtifact>;

export interface Step {
  description: string;
  /** Reads the chain: true when the step's effect is already there, so a re-run skips it. */
  isDone(): Promise<boolean>;
  run(): Promise<void>;
}

/** What the NFT contracts' URIs and royalty are set to. */
export interface CollectionSettings {
  chainId: number;
  metadataOrigin: string;
  /** Receives the royalty: the treasury. */
  royaltyReceiver: Address;
}

export function wiringSteps(writer: ChainWriter, owner: Account, contracts: Contracts, collections: CollectionSettings): Step[] {
  const { CreatureNft, TalkToken, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft } = contracts;
  const read = (target: DeployedArtifact, functionName: string, args: readonly unknown[] = []) =>
    writer.publicClient.readContract({ address: target.address, abi: target.abi, functionName, args });
  const step = (
    description: string,
    target: DeployedArtifact,
    functionName: string,
    args: readonly unknown[],
    isDone: () => Promise<boolean>,
  ): Step => ({ description, isDone, run: () => writer.write(owner, target, functionName, args) });
  const sameAddress = (value: unknown, expected: Address) => typeof value === 'string' && getAddress(value) === expected;
  // Upgrade and breeding change creatures, the pendants' equips and uninstalls refresh a creature's metadata, the
  // staking pool mints talk income.
  return [
    step(
      'CreatureUpgrade may change creatures',
      CreatureNft,
      'setOperator',
      [CreatureUpgrade.address, true],
      async () => (await read(CreatureNft, 'isOperator', [CreatureUpgrade.address])) === true,
    ),
    step(
      'CreatureBreeding may change creatures',
      CreatureNft,
      'setOperator',
      [CreatureBreeding.address, true],
      async () => (await read(CreatureNft, 'isOperator', [CreatureBreeding.address])) === true,
    ),
    step("PendantNft may refresh creatures' metadata", CreatureNft, 'setPendantNft', [PendantNft.address], async () =>
      sameAddress(await read(CreatureNft, 'pendantNft'), PendantNft.address),
    ),
    step(
      'CreatureStakingPool may mint talk',
      TalkToken,
      'setMinter',
      [CreatureStakingPool.address, true],
      async () => (await read(TalkToken, 'isMinter', [CreatureStakingPool.address])) === true,
    ),
    step('creatures sell for talk too', CreatureNft, 'setTalkToken', [TalkToken.address], async () =>
      sameAddress(await read(CreatureNft, 'talkToken'), TalkToken.address),
    ),
    step(
      'the creature talk price',
      CreatureNft,
      'setTalkPrice',
      [CREATURE_TALK_PRICE],
      async () => (await read(CreatureNft, 'talkPrice')) === CREATURE_TALK_PRICE,
    ),
    step('creature buying open', CreatureNft, 'setBuyingOpen', [true], async () => (await read(CreatureNft, 'buyingOpen')) === true),
    step('breeding open', CreatureNft, 'setBreedingOpen', [true], async () => (await read(CreatureNft, 'breedingOpen')) === true),
    step('pendant buying open', PendantNft, 'setBuyingOpen', [true], async () => (await read(PendantNft, 'buyingOpen')) === true),
    // Wallets and explorers read each token's metadata from the server at these URIs (lib/protocol.ts).
    ...(['creatures', 'pendants'] as const).flatMap((collection) => {
      const name = METADATA_COLLECTIONS[collection];
      const target = contracts[name];
      const uris = tokenMetadataUris(collections.metadataOrigin, collections.chainId, collection);
      const { royaltyReceiver } = collections;
      return [
        ...(['baseURI', 'blindURI', 'contractURI'] as const).map((uri) =>
          step(
            `${name} ${uri} ${uris[uri]}`,
            target,
            `set${uri[0]!.toUpperCase()}${uri.slice(1)}`,
            [uris[uri]],
            async () => (await read(target, uri)) === uris[uri],
          ),
        ),
        step(
          `${name} pays a ${Number(ROYALTY_BPS) / 100} % royalty to ${royaltyReceiver}`,
          target,
          'setRoyalty',
          [royaltyReceiver, ROYALTY_BPS],
          async () => {
            const [receiver, amount] = (await read(target, 'royaltyInfo', [0n, 10_000n])) as readonly [Address, bigint];
            return sameAddress(receiver, royaltyReceiver) && amount === ROYALTY_BPS;
          },
        ),
      ];
    }),
  ];
}

/** The treasuries, then the setter role, then every contract's ownership go to `newOwner` (the owner last). */
export function handoverSteps(writer: ChainWriter, owner: Account, contracts: Contracts, newOwner: Address): Step[] {
  const { CreatureNft, CreatureUpgrade, CreatureBreeding, AfaToken, TalkToken } = contracts;
  const read = (target: DeployedArtifact, functionName: string) =>
    writer.publicClient.readContract({ address: target.address, abi: target.abi, functionName }) as Promise<Address>;
  const isNewOwner = (address: Address) => getAddress(address) === newOwner;
  return [
    {
      description: `CreatureUpgrade pays ${newOwner}`,
      isDone: async () => isNewOwner(await read(CreatureUpgrade, 'treasury')),
      run: () => writer.write(owner, CreatureUpgrade, 'setAddresses', [AfaToken.address, TalkToken.address, newOwner]),
    },
    {
      description: `CreatureBreeding pays ${newOwner}`,
      isDone: async () => isNewOwner(await read(CreatureBreeding, 'treasury')),
      run: () => writer.write(owner, CreatureBreeding, 'setAddresses', [AfaToken.address, newOwner]),
    },
    {
      description: `${newOwner} is the creature setter`,
      isDone: async () => isNewOwner(await read(CreatureNft, 'setter')),
      run: () => writer.write(owner, CreatureNft, 'setSetter', [newOwner]),
    },
    ...contractNames.map((name) => ({
      description: `${newOwner} owns ${name}`,
      isDone: async () => isNewOwner(await read(contracts[name], 'owner')),
      run: () => writer.write(owner, contracts[name], 'transferOwnership', [newOwner]),
    })),
  ];
}

export async function pendingSteps(steps: Step[]): Promise<Step[]> {
  const done = await Promise.all(steps.map((step) => step.isDone()));
  return steps.filter((_, index) => !done[index]);
}

export async function runSteps(steps: Step[], log: (line: string) => void): Promise<void> {
  for (const step of steps) {
    await step.run();
    log(`  ${step.description}`);
  }
}
