// Fork mode's settings from the environment, refused with one clear line when malformed.
import { getAddress, isAddress, type Address } from 'viem';
import type { ForkSettings } from '../stack';

/** FORK_URL (an http(s) JSON-RPC) and FORK_BLOCK (a block number); no FORK_URL means no fork. */
export function forkSettingsFromEnv(env: Record<string, string | undefined>): ForkSettings | undefined {
  const url = env.FORK_URL?.trim();
  const block = env.FORK_BLOCK?.trim();
  if (!url) {
    if (block) throw new Error('FORK_BLOCK needs FORK_URL: the chain to fork.');
    return undefined;
  }
  if (!/^https?:\/\/\S+$/i.test(url) || !URL.canParse(url)) throw new Error(`FORK_URL: not an http(s) URL: ${url}`);
  if (!block) return { url };
  if (!/^\d+$/.test(block) || !Number.isSafeInteger(Number(block))) throw new Error(`FORK_BLOCK: not a block number: ${block}`);
  return { url, block: Number(block) };
}

/** IMPERSONATE: the holder the test wallet acts as. */
export function impersonatedHolderFromEnv(env: Record<string, string | undefined>): Address | undefined {
  const holder = env.IMPERSONATE?.trim();
  if (!holder) return undefined;
  if (!isAddress(holder, { strict: false })) throw new Error(`IMPERSONATE: not an address: ${holder}`);
  return getAddress(holder);
}
