import { parseChainId } from '@/lib/chain/chains';
import { publicNetworkFor } from '@/lib/networks';
import { breedingBlockedAddresses, parseAddressList } from '@/lib/nft/breeding-blocklist';

/**
 * The `NEXT_PUBLIC_*` settings are inlined into the bundle, so a malformed one would surface only in a
 * reader's browser (a blocklist that throws) or silently (a send form never offered). The build refuses them
 * instead, naming the setting.
 */
export function checkBuildSettings(env: Record<string, string | undefined> = process.env): void {
  breedingBlockedAddresses(env.NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES);
  const recipient = env.NEXT_PUBLIC_TOKEN_SEND_RECIPIENT;
  if (recipient !== undefined && recipient !== '' && parseAddressList(recipient, 'NEXT_PUBLIC_TOKEN_SEND_RECIPIENT').length !== 1) {
    throw new Error('NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: one address, not a list');
  }
}

/**
 * A production build is for one chain (NEXT_PUBLIC_CHAIN_ID, 2810 by default) and takes that chain's contracts
 * from the recorded deployments: without one the app could not act, so the build stops and says how to deploy.
 */
export function checkChainDeployed(env: Record<string, string | undefined>, deployedChainIds: readonly number[]): void {
  const chainId = parseChainId(env.NEXT_PUBLIC_CHAIN_ID);
  if (deployedChainIds.includes(chainId)) return;
  const network = publicNetworkFor(chainId);
  const command = network ? `npm run deploy -- --network ${network.key}` : `npm run deploy -- --rpc <url of chain ${chainId}>`;
  throw new Error(
    `No contracts are deployed on chain ${chainId}${network ? ` (${network.name})` : ''}: run \`${command}\` (it records deployments/${chainId}.json), then build again`,
  );
}
