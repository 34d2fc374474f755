import { z } from '@hono/zod-openapi';
import type { Page } from '@/lib/protocol';
import { isAddress, isHex } from 'viem';

/**
 * A 20-byte address, all lower case or correctly checksummed (a mixed-case typo is refused);
 * handed on in lower case, the form every address is stored in.
 */
export const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: true }), 'must be a 0x address (checksummed or all lower case)')
  .transform((value) => value.toLowerCase() as `0x${string}`)
  .openapi({ type: 'string', example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });

/** A 32-byte transaction hash, handed on in lower case. */
export const TxHashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte 0x hex hash')
  .transform((value) => value.toLowerCase() as `0x${string}`)
  .openapi({ type: 'string', example: `0x${'ab'.repeat(32)}` });

/** A uint256 as a decimal string or a safe integer, handed on as a decimal string. */
export const Uint256Schema = z
  .union([z.string().regex(/^\d{1,78}$/, 'must be a whole number'), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((value) => BigInt(value).toString())
  .refine((value) => BigInt(value) < 2n ** 256n, 'must fit in 256 bits')
  .openapi({ type: 'string', example: '42' });

/** A token amount as a decimal string or number, e.g. "12.5"; handed on as a string. */
export const AmountSchema = z
  .union([z.string().regex(/^\d{1,60}(\.\d{1,18})?$/, 'must be a non-negative decimal number'), z.number().nonnegative().finite()])
  .transform(String)
  .openapi({ type: 'string', example: '12.5' });

/** Signed data such as a raw transaction or a signature, 0x-prefixed. */
export const HexDataSchema = z
  .string()
  .max(60_000)
  .refine((value) => isHex(value, { strict: true }) && value.length % 2 === 0 && value.length > 2, 'must be 0x hex bytes')
  .transform((value) => value.toLowerCase() as `0x${string}`)
  .openapi({ type: 'string', example: '0x02f8...' });

/** What binding a wallet takes: the address, a nonce from `/waas/bind-nonce`, and the wallet's signature. */
export const WalletBindProofSchema = {
  address: AddressSchema,
  nonce: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'must be the nonce from bind-nonce')
    .openapi({ description: 'From POST /v1/waas/bind-nonce for this address; used once' }),
  signature: HexDataSchema.openapi({
    description: "The wallet's personal_sign of the bind message naming the account, the address and the nonce",
  }),
};

/** A database id in a query or body (serial ids fit in 32 bits). */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647).openapi({ type: 'integer', example: 1 });

/** Paging shared by the list endpoints: pages count from 0. */
export function pagingQuery(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(0).max(100_000).default(0).openapi({ example: 0 }),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize).openapi({ example: defaultSize }),
  };
}

/** The OpenAPI shape of a `Page` (lib/protocol) of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
  } satisfies Record<keyof Page<unknown>, z.ZodType>);
}
