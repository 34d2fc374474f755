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
