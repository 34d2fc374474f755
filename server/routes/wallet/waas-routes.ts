import { createRoute, z } from '@hono/zod-openapi';
import { BaseError, getAddress, HttpRequestError, TimeoutError } from 'viem';
import { createApiRouter, jsonBody } from '../../http/api-router';
import { currentSession } from '../../http/auth';
import { ApiError, authErrorResponses, envelopeOf, jsonResponse, ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { AddressSchema, HexDataSchema, TxHashSchema, WalletBindProofSchema } from '../../http/schemas';
import { recordTransaction, toTransactionRecord } from '../../services/chain-transaction-service';
import { addressBindMessage, bindProvenWallet, ensureWalletAccount, issueBindNonce } from '../../services/wallet-account-service';
import { SlidingWindowRateLimiter } from '../../http/rate-limiter';
import { assertCallersWallet, assertSignedBy, assertSignedTxHash, callerAccountId, type WalletApiDeps } from './request-checks';
import { AccountIdSchema, TransactionRecordSchema, TxTypeSchema } from './transaction-schemas';

const WalletAccountSchema = z.object({ accountId: z.string() }).openapi('WalletAccount');

const AddressBindBodySchema = z.object(WalletBindProofSchema).openapi('AddressBindRequest');

const BindNonceBodySchema = z.object({ address: AddressSchema }).openapi('BindNonceRequest');

const BindNonceSchemaOut = z
  .object({
    accountId: z.string(),
    nonce: z.string(),
    message: z.string().openapi({ description: 'The bind message for the wallet to sign (personal_sign)' }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('BindNonce');

const AddressBindResultSchema = z
  .object({ accountId: z.string(), address: z.string(), chainIndex: z.number().int() })
  .openapi('AddressBindResult');

const SendTransactionBodySchema = z
  .object({
    signedTx: HexDataSchema,
    txHash: TxHashSchema,
    accountId: AccountIdSchema,
    fromAddr: AddressSchema,
    chainIndex: z.coerce.number().int().positive(),
    txType: TxTypeSchema,
  })
  .openapi('SendTransactionRequest');

const createWalletRoute = createRoute({
  method: 'post',
  path: '/waas/create-wallet',
  tags: ['waas'],
  summary: "The caller's wallet-service accountId, created on the first call; later calls return the same one",
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(envelopeOf(WalletAccountSchema), 'The account'), ...authErrorResponses },
});

const bindNonceRoute = createRoute({
  method: 'post',
  path: '/waas/bind-nonce',
  tags: ['waas'],
  summary: 'Start binding a wallet: a single-use nonce (10 minutes) and the bind message the wallet signs',
  security: [{ bearerAuth: [] }],
  request: jsonBody(BindNonceBodySchema),
  responses: { 200: jsonResponse(envelopeOf(BindNonceSchemaOut), 'The nonce and message'), ...authErrorResponses },
});

const addressBindRoute = createRoute({
  method: 'post',
  path: '/waas/address-bind',
  tags: ['waas'],
  summary: "Bind a wallet address to the caller's account, proven by its signature (binding it again is a no-op)",
  description: [
    "The signature must be the address's of the bind message for a nonce from bind-nonce.",
    'Envelope codes: 10021 the nonce expired or was used, 10030 the address is bound to another account,',
    '10033 this account already has another wallet.',
  ].join(' '),
  security: [{ bearerAuth: [] }],
  request: jsonBody(AddressBindBodySchema),
  responses: { 200: jsonResponse(envelopeOf(AddressBindResultSchema), 'Bound'), ...authErrorResponses },
});

const sendTransactionRoute = createRoute({
  method: 'post',
  path: '/waas/send-transaction',
  tags: ['waas'],
  summary: 'Relay a signed raw transaction to the chain (eth_sendRawTransaction) and record it',
  description: [
    'signedTx must hash to txHash, be signed by fromAddr (a wallet bound to the caller, 403 otherwise), and be for chainIndex, the target chain.',
    'Envelope codes: 10050 the chain node refused it (the message says why), 10051 the chain node is unreachable.',
  ].join(' '),
  security: [{ bearerAuth: [] }],
  request: jsonBody(SendTransactionBodySchema),
  responses: { 200: jsonResponse(envelopeOf(TransactionRecordSchema), 'Sent and recorded'), ...authErrorResponses },
});

/** Why the node refused, in its own words ("nonce too low", "insufficient funds ..."). */
function relayFailure(error: unknown): ApiError {
  if (error instanceof BaseError) {
    const unreachable = error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError);
    if (unreachable) return new ApiError(ErrorCode.chainUnavailable, 'The chain node is unreachable; please try again later');
    return new ApiError(ErrorCode.transactionRejected, `The chain refused the transaction: ${error.details || error.shortMessage}`);
  }
  return new ApiError(ErrorCode.transactionRejected, 'The chain refused the transaction');
}

/** Bind nonces one user may ask for in ten minutes. */
const BIND_NONCES_PER_USER = 20;

export function createWaasRoutes(deps: WalletApiDeps) {
  const { services } = deps;
  const bindNonceLimiter = new SlidingWindowRateLimiter(services.db, 'bind-nonce', BIND_NONCES_PER_USER, 10 * 60_000);
  return createApiRouter()
    .openapi(createWalletRoute, async (c) => {
      const accountId = await ensureWalletAccount(services.db, currentSession(c).userId);
      return ok(c, { accountId });
    })
    .openapi(bindNonceRoute, async (c) => {
      const { address } = c.req.valid('json');
      const { userId } = currentSession(c);
      if (!(await bindNonceLimiter.tryHit(String(userId), services.now().getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'Too many bind requests; please try again later');
      }
      const accountId = await ensureWalletAccount(services.db, userId);
      const { nonce, expiresAt } = await issueBindNonce(services, userId, address);
      const message = addressBindMessage({ accountId, address, nonce });
      return ok(c, { accountId, nonce, message, expiresAt: expiresAt.toISOString() });
    })
    .openapi(addressBindRoute, async (c) => {
      const proof = c.req.valid('json');
      const accountId = await bindProvenWallet(services, currentSession(c).userId, proof, deps.chainId);
      return ok(c, { accountId, address: getAddress(proof.address), chainIndex: deps.chainId });
    })
    .openapi(sendTransactionRoute, async (c) => {
      const body = c.req.valid('json');
      const { userId } = currentSession(c);
      if (body.chainIndex !== deps.chainId) {
        throw new ApiError(ErrorCode.badRequest, `chainIndex: this service relays to chain ${deps.chainId} only`);
      }
      assertSignedTxHash(body.signedTx, body.txHash);
      await assertSignedBy(body.signedTx, body.fromAddr, deps.chainId, 'fromAddr');
      await assertCallersWallet(deps, userId, body.fromAddr, 'fromAddr');
      const accountId = await callerAccountId(deps, userId, body.accountId);

      try {
        await deps.chainClient.sendRawTransaction({ serializedTransaction: body.signedTx });
      } catch (error) {
        throw relayFailure(error);
      }
      const row = await recordTransaction(services.db, services.now(), {
        userId,
        accountId,
        txHash: body.txHash,
        txType: body.txType,
        fromAddress: body.fromAddr,
        chainIndex: body.chainIndex,
        signedTx: body.signedTx,
        source: 'relay',
      });
      return ok(c, toTransactionRecord(row));
    });
}
