import { formatEther, type Address, type Hash } from 'viem';
import { walletApi } from '@/lib/api/clients';
import { session } from '@/lib/session/store';
import type { BroadcastTxType } from '@/lib/protocol';
import type { BroadcastDetails } from './types';

export interface BroadcastReport extends BroadcastDetails {
  txHash: Hash;
  txType: BroadcastTxType;
  fromAddress: Address;
}

function decimal(value: bigint | undefined): string | undefined {
  return value === undefined ? undefined : value.toString();
}

/**
 * Tells the wallet service about a sent transaction (docs/PRODUCT.md §4.4). A failed report changes nothing for
 * the user: the transaction is on its way regardless, so the result is ignored and nothing is shown.
 */
export async function reportBroadcast(report: BroadcastReport): Promise<void> {
  const { token, accountId } = session.get();
  if (!token) return;
  await walletApi.request('POST', '/nft/broadcast-tx', {
    accountId: accountId ?? undefined,
    txHash: report.txHash,
    txType: report.txType,
    fromAddress: report.fromAddress,
    tokenId: decimal(report.tokenId),
    fromTokenId: decimal(report.fromTokenId),
    toTokenId: decimal(report.toTokenId),
    // The service records amounts in whole tokens (18 decimals), not in base units.
    txAmount: report.txAmount === undefined ? undefined : formatEther(report.txAmount),
  });
}
