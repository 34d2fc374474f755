import { toTxFailure } from './failure';
import type { TxAction, TxFailure } from './types';

/** Asked for a second flow while one is still running (a double tap). */
export class FlowAlreadyRunningError extends Error {
  override name = 'FlowAlreadyRunningError';
}

/** A failure that ends the flow, carrying what the UI shows. */
export class FlowFailure extends Error {
  constructor(readonly failure: TxFailure) {
    super(failure.kind);
  }
}

/** Ends the flow with `error` as the failure of `action`, turned into what the UI shows. */
export function fail(error: unknown, action: TxAction, beforeWalletPrompt = false): never {
  throw new FlowFailure(toTxFailure(error, action, beforeWalletPrompt));
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A read started ahead of its use: its failure is kept for the step that needs it, never left unhandled. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** The value of a read started ahead, or the end of the flow with its error. */
export function valueOf<T>(settled: Settled<T>, action: TxAction, beforeWalletPrompt = false): T {
  if (!settled.ok) fail(settled.error, action, beforeWalletPrompt);
  return settled.value;
}
