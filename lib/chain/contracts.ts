import type { Address } from 'viem';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The AFA token's address on the target chain, from /config.json; undefined where it is not deployed. */
export function getAfaTokenAddress(): Address | undefined {
  return getRuntimeConfig().contracts?.AfaToken.address;
}

/** The talk token's address on the target chain, from /config.json; undefined where it is not deployed. */
export function getTalkTokenAddress(): Address | undefined {
  return getRuntimeConfig().contracts?.TalkToken.address;
}
