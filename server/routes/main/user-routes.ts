import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter, jsonBody } from '../../http/api-router';
import type { ServiceContext } from '../../http/app-env';
import { currentSession } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { ApiError, authErrorResponses, envelopeOf, errorResponses, jsonResponse, ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { SlidingWindowRateLimiter } from '../../http/rate-limiter';
import { captchaPolicy, consumeCaptcha, issueCaptcha } from '../../services/captcha-service';
import { createSession, revokeSession } from '../../services/session-service';
import { findOrCreateUserByEmail, loadUserInfo } from '../../services/user-service';
import { acceptSignIn, findOrCreateUserByWallet, issueSignInMessage, signInRequestFor } from '../../services/wallet-login-service';
import { AddressSchema, HexDataSchema } from '../../http/schemas';

export interface UserRoutesDeps {
  services: ServiceContext;
  /** Wallet sign-in messages name this chain. */
  chainId: number;
  trustedProxyHops: number;
  /** The origins the app is served from: the only sites a sign-in message may name. */
  publicOrigins: string[];
  /** Write each issued code to the log: how a local stack, which sends no email, delivers them. */
  logLoginCodes: boolean;
  log: (line: string) => void;
}

/** Login attempts one address may make in ten minutes, across all emails. */
const LOGIN_ATTEMPTS_PER_IP = 30;
const LOGIN_WINDOW_MS = 10 * 60_000;

const EmailSchema = z.email({ error: 'must be an email address' }).max(254).openapi({ example: 'ada@example.com' });

const SendCaptchaBodySchema = z.object({ email: EmailSchema }).openapi('SendCaptchaRequest');

const SentCaptchaSchema = z
  .object({
    expiresInSeconds: z.number().int().openapi({ example: 600 }),
    resendAfterSeconds: z.number().int().openapi({ example: 60 }),
  })
  .openapi('SentCaptcha');

/** Recorded only when the login creates the account. */
const ShareCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'must be 4 to 16 letters or digits')
  .optional()
  .openapi({ description: 'The share code the user arrived with, if any: recorded as the inviter of a new account' });

const LoginInBodySchema = z
  .object({
    email: EmailSchema,
    captcha: z
      .string()
      .regex(/^\d{6}$/, 'must be the 6-digit code from the email')
      .openapi({ example: '042917' }),
    shareCode: ShareCodeSchema,
  })
  .openapi('LoginInRequest');

export const UserInfoSchema = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string().openapi({ description: 'Image URL; empty when none was set' }),
    email: z.string().nullable(),
    googleEmail: z.string().nullable(),
    okxOpenId: z.string().nullable(),
    wallets: z.array(z.object({ address: z.string(), chainIndex: z.number().int() })),
    shareCode: z.string(),
    invitedCount: z.number().int().openapi({ description: "Users who signed up through this user's share link" }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('UserInfo');

const LoginResultSchema = z.object({ token: z.string(), userInfo: UserInfoSchema }).openapi('LoginResult');

const sendCaptchaRoute = createRoute({
  method: 'post',
  path: '/public/user/send-captcha',
  tags: ['user'],
  summary: 'Email a 6-digit login code (written to the server log locally); one per email per minute',
  request: jsonBody(SendCaptchaBodySchema),
  responses: { 200: jsonResponse(envelopeOf(SentCaptchaSchema), 'The code was issued'), ...errorResponses },
});

const loginInRoute = createRoute({
  method: 'post',
  path: '/public/user/login-in',
  tags: ['user'],
  summary: 'Log in (or sign up) with an email and its code; returns a session token',
  description: 'Envelope codes: 10020 wrong code, 10021 expired or already used, 10022 too many wrong attempts (request a new code).',
  request: jsonBody(LoginInBodySchema),
  responses: { 200: jsonResponse(envelopeOf(LoginResultSchema), 'Logged in'), ...errorResponses },
});

const LoginNonceBodySchema = z.object({ address: AddressSchema }).openapi('LoginNonceRequest');

const SignInMessageSchema = z
  .object({
    nonce: z.string(),
    message: z.string().openapi({ description: 'The EIP-4361 message for the wallet to sign (personal_sign)' }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SignInMessage');

const WalletLoginBodySchema = z
  .object({
    message: z.string().min(1).max(4000),
    signature: HexDataSchema,
    shareCode: ShareCodeSchema,
  })
  .openapi('WalletLoginRequest');

const loginNonceRoute = createRoute({
  method: 'post',
  path: '/public/user/login-nonce',
  tags: ['user'],
  summary: 'Start a wallet sign-in: a single-use nonce and the EIP-4361 message to sign',
  request: jsonBody(LoginNonceBodySchema),
  responses: { 200: jsonResponse(envelopeOf(SignInMessageSchema), 'The message to sign'), ...errorResponses },
});

const walletLoginRoute = createRoute({
  method: 'post',
  path: '/public/user/login',
  tags: ['user'],
  summary: 'Log in (or sign up) with a wallet: the signed message from login-nonce; the wallet is bound to the account',
  description:
    'The message must be the one issued for this site and chain, unexpired and unused, and the signer its address. Envelope code 10021: the nonce expired or was used.',
  request: jsonBody(WalletLoginBodySchema),
  responses: { 200: jsonResponse(envelopeOf(LoginResultSchema), 'Logged in'), ...errorResponses },
});

const userInfoRoute = createRoute({
  method: 'get',
  path: '/app/user/info',
  tags: ['user'],
  summary: 'The logged-in user',
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(envelopeOf(UserInfoSchema), 'The user'), ...authErrorResponses },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/app/user/logout',
  tags: ['user'],
  summary: 'Revoke the session of the token sent',
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(envelopeOf(z.null()), 'The session is revoked'), ...authErrorResponses },
});

export function createUserRoutes({ services, trustedProxyHops, publicOrigins, logLoginCodes, log, chainId }: UserRoutesDeps) {
  const loginLimiter = new SlidingWindowRateLimiter(services.db, 'login', LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_MS);
  return createApiRouter()
    .openapi(sendCaptchaRoute, async (c) => {
      const email = c.req.valid('json').email.toLowerCase();
      const issued = await issueCaptcha(services, email, clientIp(c, trustedProxyHops));
      log(logLoginCodes ? `[captcha] ${email} ${issued.code}` : `[captcha] issued for ${email}`);
      return ok(c, {
        expiresInSeconds: captchaPolicy.lifetimeMs / 1000,
        resendAfterSeconds: captchaPolicy.resendIntervalMs / 1000,
      });
    })
    .openapi(loginInRoute, async (c) => {
      const body = c.req.valid('json');
      const email = body.email.toLowerCase();
      if (!(await loginLimiter.tryHit(clientIp(c, trustedProxyHops), services.now().getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'Too many login attempts from this network; please try again later');
      }
      await consumeCaptcha(services, email, body.captcha);
      const now = services.now();
      const result = await services.db.transaction(async (tx) => {
        const user = await findOrCreateUserByEmail(tx, email, body.shareCode);
        const token = await createSession(tx, now, user.id);
        return { token, userInfo: await loadUserInfo(tx, user.id) };
      });
      return ok(c, result);
    })
    .openapi(loginNonceRoute, async (c) => {
      if (!(await loginLimiter.tryHit(clientIp(c, trustedProxyHops), services.now().getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'Too many login attempts from this network; please try again later');
      }
      return ok(
        c,
        await issueSignInMessage(services, c.req.valid('json').address, signInRequestFor(publicOrigins, c.req.header('origin'), chainId)),
      );
    })
    .openapi(walletLoginRoute, async (c) => {
      const { message, signature, shareCode } = c.req.valid('json');
      if (!(await loginLimiter.tryHit(clientIp(c, trustedProxyHops), services.now().getTime()))) {
        throw new ApiError(ErrorCode.rateLimited, 'Too many login attempts from this network; please try again later');
      }
      const address = await acceptSignIn(services, message, signature, { publicOrigins, chainId });
      const now = services.now();
      const result = await services.db.transaction(async (tx) => {
        const user = await findOrCreateUserByWallet(tx, address, chainId, shareCode);
        const token = await createSession(tx, now, user.id);
        return { token, userInfo: await loadUserInfo(tx, user.id) };
      });
      return ok(c, result);
    })
    .openapi(userInfoRoute, async (c) => ok(c, await loadUserInfo(services.db, currentSession(c).userId)))
    .openapi(logoutRoute, async (c) => {
      await revokeSession(services, currentSession(c).sessionId);
      return ok(c, null);
    });
}
