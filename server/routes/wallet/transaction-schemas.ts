import { z } from '@hono/zod-openapi';
import { transactionTypeCodes } from '../../services/chain-transaction-service';

export const TxTypeSchema = z.coerce
  .number()
  .int()
  .refine((value) => (transactionTypeCodes as readonly number[]).includes(value), {
    message: `must be one of ${transactionTypeCodes.join(', ')}`,
  })
  .openapi({
    type: 'integer',
    enum: [...transactionTypeCodes],
    description:
      '2 upgrade, 3 rebirth, 4 accelerate rebirth claim, 5 equip pendant, 6 uninstall pendant, 11 create nest, 13 breed pair, 14 claim bred NFT, 15 close nest',
  });

export const AccountIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .openapi({ description: 'The accountId create-wallet returned', example: '6f1c2a4e-8f3b-4a51-9f0d-2b7c1e9a5d33' });

export const TransactionRecordSchema = z
  .object({
    txHash: z.string(),
    txType: z.number().int(),
    status: z.enum(['pending', 'confirmed', 'failed', 'expired']).openapi({
      description: 'expired: no receipt came within an hour of recording (dropped, replaced, or never sent)',
    }),
    blockNumber: z.number().int().nullable(),
    accountId: z.string().nullable(),
    fromAddress: z.string(),
    chainIndex: z.number().int(),
    tokenId: z.string().nullable(),
    fromTokenId: z.string().nullable(),
    toTokenId: z.string().nullable(),
    txAmount: z.string().nullable(),
    source: z.enum(['broadcast', 'relay']).openapi({ description: 'broadcast: the app sent it; relay: this server sent it' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('TransactionRecord');
