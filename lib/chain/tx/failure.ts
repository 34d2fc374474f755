import { toChainError } from '../errors';
import { findRevertReason } from './contract-errors';
import type { TxAction, TxFailure } from './types';

/**
 * The one error normaliser of the pipeline: the chain error kind (docs/PRODUCT.md §8), the contract's own reason
 * when the revert data decodes against the registry, and which step's title to show.
 */
export function toTxFailure(error: unknown, failedAction: TxAction, beforeWalletPrompt = false): TxFailure {
  const chainError = toChainError(error);
  const reason = findRevertReason(error);
  // A decoded custom error is a contract refusal whatever layer wrapped it.
  const kind = reason && chainError.kind === 'UNKNOWN_ERROR' ? 'CALL_EXCEPTION' : chainError.kind;
  return { failedAction, kind, messageKey: `errors.${kind}`, reason, beforeWalletPrompt, cause: error };
}
