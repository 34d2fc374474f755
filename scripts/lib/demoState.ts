// The demo state a fresh local chain gets, so every screen has something real to show: each dev account holds
// ETH (anvil's own), AFA and talk; the first accounts hold creatures (blind, revealed, one out of lifespan,
// one with no breed times), pendants (blind and open), and one open nest.
import { parseEther, type Account } from 'viem';
import type { ChainWriter, DeployedArtifact } from './chainWriter';

export const DEMO_AFA_PER_ACCOUNT = parseEther('100000');
/** ETH each dev account spends on talk at the mint rate. */
export const DEMO_ETH_FOR_TALK = parseEther('0.1');

export interface DemoContracts {
  AfaToken: DeployedArtifact;
  TalkToken: DeployedArtifact;
  CreatureNft: DeployedArtifact;
  PendantNft: DeployedArtifact;
  CreatureBreeding: DeployedArtifact;
}

export interface DemoPrices {
  creaturePrice: bigint;
  pendantPrice: bigint;
}

/** Token ids follow purchase order on a fresh chain: creatures and pendants both start at 1. */
export async function seedDemoState(
  writer: ChainWriter,
  contracts: DemoContracts,
  prices: DemoPrices,
  owner: Account,
  devAccounts: readonly Account[],
  log: (line: string) => void,
): Promise<void> {
  const { AfaToken, TalkToken, CreatureNft, PendantNft, CreatureBreeding } = contracts;
  const [first, second, third] = devAccounts;
  if (!first || !second || !third) throw new Error('The demo state needs at least three dev accounts');

  for (const account of devAccounts) {
    await writer.write(owner, AfaToken, 'mint', [account.address, DEMO_AFA_PER_ACCOUNT]);
    await writer.write(account, TalkToken, 'mint', [], DEMO_ETH_FOR_TALK);
  }
  log(`Funded ${devAccounts.length} dev accounts with AFA and talk`);

  const buyCreatures = (account: Account, quantity: number) => {
    const cost = prices.creaturePrice * BigInt(quantity);
    return writer.write(account, CreatureNft, 'buy', [BigInt(quantity), cost], cost);
  };
  const reveal = (account: Account, tokenId: number) => writer.write(account, CreatureNft, 'reveal', [BigInt(tokenId)]);

  // First account: creatures 1-4. 1 revealed, 2 out of lifespan, 3 with no breed times, 4 still blind.
  await buyCreatures(first, 4);
  for (const tokenId of [1, 2, 3]) await reveal(first, tokenId);
  await writer.write(owner, CreatureNft, 'updateLifespan', [2n, 0n]);
  await writer.write(owner, CreatureNft, 'updateBread', [3n, 0]);

  // Second account: creatures 5-7, all revealed; 5 sits in an open nest.
  await buyCreatures(second, 3);
  for (const tokenId of [5, 6, 7]) await reveal(second, tokenId);
  await writer.write(second, CreatureNft, 'approve', [CreatureBreeding.address, 5n]);
  await writer.write(second, CreatureBreeding, 'createNest', [5n]);

  // Third account: creature 8 revealed, 9 blind.
  await buyCreatures(third, 2);
  await reveal(third, 8);
  log('Seeded creatures 1-9 (blind, revealed, out of lifespan, no breed times) and nest 5');

  // Pendants: 1-3 for the first account (1 and 2 open), 4-5 for the second (4 open).
  await writer.write(first, PendantNft, 'buy', [3n], prices.pendantPrice * 3n);
  await writer.write(first, PendantNft, 'open', [1n]);
  await writer.write(first, PendantNft, 'open', [2n]);
  await writer.write(second, PendantNft, 'buy', [2n], prices.pendantPrice * 2n);
  await writer.write(second, PendantNft, 'open', [4n]);
  log('Seeded pendants 1-5 (blind and open)');
}
