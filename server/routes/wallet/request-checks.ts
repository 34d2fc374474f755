import type { PublicClient } from 'viem';
import type { ContractReader } from '../../chain/contract-reader';
import { keccak256 } from 'viem';
import type { ServiceContext } from '../../http/app-env';
import { ApiError } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { findWalletAccountId } from '../../services/wallet-account-service';

export interface WalletApiDeps {
  services: ServiceContext;
  chainClient: PublicClient;
  /** View calls on the registry's contracts. */
  reader: ContractReader;
  /** The chain the app targets: relayed transactions must be signed for it. */
  chainId: number;
  logError: (message: string, error: unknown) => void;
}

/** The caller's account id; one given in a request must be that one (403 otherwise). */
export async function callerAccountId(deps: WalletApiDeps, userId: number, claimed: string | undefined): Promise<string | null> {
  const accountId = await findWalletAccountId(deps.services.db, userId);
  if (claimed !== undefined && claimed !== accountId) {
    throw new ApiError(ErrorCode.forbidden, 'accountId: is not the account of this session');
  }
  return accountId;
}

/** A signed transaction sent along must be the one `txHash` names. */
export function assertSignedTxHash(signedTx: `0x${string}` | undefined, txHash: string): void {
  if (signedTx !== undefined && keccak256(signedTx) !== txHash) {
    throw new ApiError(ErrorCode.badRequest, 'txHash: is not the hash of signedTx');
  }
}
