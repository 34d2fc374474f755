import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter, jsonBody } from '../../http/api-router';
import { currentSession } from '../../http/auth';
import { authErrorResponses, envelopeOf, ErrorEnvelopeSchema, jsonResponse, ok } from '../../http/envelope';
import { AddressSchema, AmountSchema, HexDataSchema, TxHashSchema, Uint256Schema } from '../../http/schemas';
import { recordTransaction, refreshTransactionStatus, toTransactionRecord } from '../../services/chain-transaction-service';
import { assertCallersWallet, assertSentBy, assertSignedTxHash, callerAccountId, type WalletApiDeps } from './request-checks';
import { AccountIdSchema, TransactionRecordSchema, TxTypeSchema } from './transaction-schemas';

const BroadcastTxBodySchema = z
  .object({
    accountId: AccountIdSchema.optional(),
    signedTx: HexDataSchema.optional(),
    tokenId: Uint256Schema.optional(),
    fromTokenId: Uint256Schema.optional(),
    toTokenId: Uint256Schema.optional(),
    fromAddress: AddressSchema,
    txHash: TxHashSchema,
    txType: TxTypeSchema,
    txAmount: AmountSchema.optional(),
  })
  .openapi('BroadcastTxRequest');

const HashInfoBodySchema = z.object({ txHash: TxHashSchema }).openapi('HashInfoRequest');

const broadcastTxRoute = createRoute({
  method: 'post',
  path: '/nft/broadcast-tx',
  tags: ['nft'],
  summary: 'Record a transaction the app sent (docs/PRODUCT.md §3 broadcast record); reporting a hash twice keeps the first record',
  description: [
    "fromAddress must be a wallet bound to the caller (403 otherwise) and the transaction's sender: recovered from signedTx",
    'when given (its hash must be txHash), else read from the chain, where the transaction must be. When accountId is',
    "given it must be the caller's (403 otherwise).",
  ].join(' '),
  security: [{ bearerAuth: [] }],
  request: jsonBody(BroadcastTxBodySchema),
  responses: { 200: jsonResponse(envelopeOf(TransactionRecordSchema), 'The record'), ...authErrorResponses },
});

const hashInfoRoute = createRoute({
  method: 'post',
  path: '/nft/hash-info',
  tags: ['nft'],
  summary:
    "One of the caller's recorded transactions, its status confirmed from the chain receipt (pending until mined, expired after an hour without one)",
  security: [{ bearerAuth: [] }],
  request: jsonBody(HashInfoBodySchema),
  responses: {
    200: jsonResponse(envelopeOf(TransactionRecordSchema), 'The record'),
    404: jsonResponse(ErrorEnvelopeSchema, 'The caller recorded no transaction with this hash'),
    ...authErrorResponses,
  },
});

export function createNftTransactionRoutes(deps: WalletApiDeps) {
  const { services } = deps;
  return createApiRouter()
    .openapi(broadcastTxRoute, async (c) => {
      const body = c.req.valid('json');
      const { userId } = currentSession(c);
      assertSignedTxHash(body.signedTx, body.txHash);
      await assertCallersWallet(deps, userId, body.fromAddress, 'fromAddress');
      await assertSentBy(deps, body.txHash, body.fromAddress, body.signedTx);
      const accountId = await callerAccountId(deps, userId, body.accountId);
      const row = await recordTransaction(services.db, services.now(), {
        ...body,
        userId,
        accountId,
        chainIndex: deps.chainId,
        source: 'broadcast',
      });
      return ok(c, toTransactionRecord(row));
    })
    .openapi(hashInfoRoute, async (c) => {
      const { txHash } = c.req.valid('json');
      const row = await refreshTransactionStatus(services.db, deps.chainClient, services.now(), {
        txHash,
        userId: currentSession(c).userId,
        logError: deps.logError,
      });
      return ok(c, toTransactionRecord(row));
    });
}
