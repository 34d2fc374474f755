import { decodeErrorResult, isHex, type Abi, type Hex } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { contractAbis } from '@/contracts-abi';
import type enUS from '@/messages/en-US.json';

type AbiError = Extract<Abi[number], { type: 'error' }>;

/** A custom error of our contracts that has a translated reason under `wallet.contractErrors`. */
export type ContractErrorName = keyof (typeof enUS)['wallet']['contractErrors'];

/** Why the contract refused, decoded from the revert data: the error's name and its arguments. */
export interface ContractRevertReason {
  errorName: ContractErrorName;
  args: readonly unknown[];
}

/** Every custom error of every contract in the registry, once per selector. */
function registryErrors(): AbiError[] {
  const bySignature = new Map<string, AbiError>();
  for (const abi of Object.values(contractAbis)) {
    for (const item of abi as Abi) {
      if (item.type === 'error') bySignature.set(formatAbiItem(item), item);
    }
  }
  return [...bySignature.values()];
}

export const REGISTRY_ERRORS_ABI: readonly AbiError[] = registryErrors();

/** The names a revert can decode to; each one has a catalogue entry (checked by a unit test). */
export const CONTRACT_ERROR_NAMES: ReadonlySet<string> = new Set(REGISTRY_ERRORS_ABI.map((item) => item.name));

function isContractErrorName(name: string): name is ContractErrorName {
  return CONTRACT_ERROR_NAMES.has(name);
}

/** A selector-sized or longer hex string: what revert data looks like. */
function isRevertData(value: unknown): value is Hex {
  return typeof value === 'string' && isHex(value) && value.length >= 10;
}

/**
 * Revert data wherever a layer put it: viem's ContractFunctionRevertedError keeps it in `raw`,
 * a JSON-RPC error in `data`, and some wallets nest it one level deeper (`data.data`).
 */
function revertDataOf(error: unknown): Hex | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { raw, data } = error as { raw?: unknown; data?: unknown };
  if (isRevertData(raw)) return raw;
  if (isRevertData(data)) return data;
  if (typeof data === 'object' && data !== null) {
    const nested = (data as { data?: unknown }).data;
    if (isRevertData(nested)) return nested;
  }
  return undefined;
}

/** Decodes revert data against every ABI in the registry; undefined for a revert of no known error. */
export function decodeRevertData(data: Hex): ContractRevertReason | undefined {
  try {
    const { errorName, args } = decodeErrorResult({ abi: REGISTRY_ERRORS_ABI, data });
    return isContractErrorName(errorName) ? { errorName, args: args ?? [] } : undefined;
  } catch {
    return undefined;
  }
}

/** The first decodable revert reason found walking the error and its causes (guarded against cycles). */
export function findRevertReason(error: unknown): ContractRevertReason | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const data = revertDataOf(current);
    const reason = data ? decodeRevertData(data) : undefined;
    if (reason) return reason;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
