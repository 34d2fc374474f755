import { and, eq } from 'drizzle-orm';
import {
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  TransactionNotFoundError,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import type { MarketFee } from '../../config';
import type { ContractReader } from '../../chain/contract-reader';
import type { RegisteredContract } from '../../chain/contract-registry';
import { wallets } from '../../db/schema';
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
  /** Proxies whose X-Forwarded-For entries are trusted, for per-client limits. */
  trustedProxyHops: number;
  /** The order book's contracts and fee. */
  market: {
    /** The registry's contracts on this chain: the collections and AFA. */
    contracts: RegisteredContract[];
    /** The Seaport 1.6 orders are signed for; none: the order book takes no orders. */
    seaport?: Address;
    fee: MarketFee;
  };
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

/** `signedTx` is signed by `address` for `chainId` (400 naming `field` otherwise). */
export async function assertSignedBy(signedTx: Hex, address: string, chainId: number, field: string): Promise<void> {
  let signer: string;
  let signedForChain: number | undefined;
  try {
    signedForChain = parseTransaction(signedTx).chainId;
    signer = await recoverTransactionAddress({
      serializedTransaction: signedTx as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'],
    });
  } catch {
    throw new ApiError(ErrorCode.badRequest, 'signedTx: is not a signed transaction');
  }
  if (signer.toLowerCase() !== address) throw new ApiError(ErrorCode.badRequest, `${field}: did not sign signedTx`);
  if (signedForChain !== chainId) throw new ApiError(ErrorCode.badRequest, `signedTx: is not signed for chain ${chainId}`);
}

/** `address` (lower case) is a wallet bound to the caller: no one records transactions of others' wallets. */
export async function assertCallersWallet(deps: WalletApiDeps, userId: number, address: string, field: string): Promise<void> {
  const [bound] = await deps.services.db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.address, address)))
    .limit(1);
  if (!bound) throw new ApiError(ErrorCode.forbidden, `${field}: is not a wallet bound to this account`);
}

/**
 * The transaction `txHash` was sent by `address`: recovered from `signedTx` when given, else read from the
 * chain, where it must already be (pending or mined). 400 when it is not there or not from `address`.
 */
export async function assertSentBy(deps: WalletApiDeps, txHash: Hash, address: string, signedTx: Hex | undefined): Promise<void> {
  if (signedTx !== undefined) return assertSignedBy(signedTx, address, deps.chainId, 'fromAddress');
  let sender: string;
  try {
    sender = (await deps.chainClient.getTransaction({ hash: txHash })).from.toLowerCase();
  } catch (error) {
    if (error instanceof TransactionNotFoundError) {
      throw new ApiError(ErrorCode.badRequest, 'txHash: no such transaction on the chain');
    }
    throw new ApiError(ErrorCode.chainUnavailable, 'The chain node is unreachable; please try again later');
  }
  if (sender !== address) throw new ApiError(ErrorCode.badRequest, 'fromAddress: did not send this transaction');
}
