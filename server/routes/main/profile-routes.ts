import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createApiRouter, jsonBody } from '../../http/api-router';
import type { ServiceContext } from '../../http/app-env';
import { currentSession } from '../../http/auth';
import { authErrorResponses, envelopeOf, jsonResponse, ok } from '../../http/envelope';
import { consumeCaptcha } from '../../services/captcha-service';
import { decodeImageDataUrl, MAX_AVATAR_BYTES, releaseImage, storeImage } from '../../services/image-service';
import { bindGoogleEmail, loadUserInfo, updateProfile } from '../../services/user-service';
import { bindProvenWallet } from '../../services/wallet-account-service';
import { WalletBindProofSchema } from '../../http/schemas';
import { UserInfoSchema } from './user-routes';
import { hasHiddenCharacters, NICKNAME_MAX_LENGTH } from '@/lib/session/nickname';

export interface ProfileRoutesDeps {
  services: ServiceContext;
  /** Wallets are bound on this chain. */
  chainId: number;
}

/** No control characters or invisible format characters but emoji joiners: a nickname must look like what it is. */
const NicknameSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(NICKNAME_MAX_LENGTH, `must be at most ${NICKNAME_MAX_LENGTH} characters`)
      .refine((value) => !hasHiddenCharacters(value), 'must not contain control characters'),
  )
  .openapi({ type: 'string', example: 'Ada' });

const UpdateUserBodySchema = z
  .object({
    nickname: NicknameSchema.optional(),
    avatar: z
      .string()
      .max(Math.ceil((MAX_AVATAR_BYTES * 4) / 3) + 64)
      .optional()
      .openapi({ description: `A data URL (base64) of a JPEG, PNG or WebP image of at most ${MAX_AVATAR_BYTES / 1024} KB` }),
  })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined, 'give a nickname, an avatar, or both')
  .openapi('UpdateUserRequest');

const BindInfoBodySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('wallet'), ...WalletBindProofSchema }),
    z.object({
      type: z.literal('google'),
      googleEmail: z.email({ error: 'must be an email address' }).max(254),
      captcha: z
        .string()
        .regex(/^\d{6}$/, 'must be the 6-digit code sent to the Google email')
        .openapi({ description: 'Proof of ownership: the code send-captcha mailed to googleEmail' }),
    }),
  ])
  .openapi('BindInfoRequest');

const updateRoute = createRoute({
  method: 'post',
  path: '/app/user/update',
  tags: ['user'],
  summary: 'Change the nickname (1–32 characters) and/or the avatar (a data URL the server stores and serves)',
  security: [{ bearerAuth: [] }],
  request: jsonBody(UpdateUserBodySchema),
  responses: { 200: jsonResponse(envelopeOf(UserInfoSchema), 'The updated user'), ...authErrorResponses },
});

const bindInfoRoute = createRoute({
  method: 'post',
  path: '/app/user/bind-info',
  tags: ['user'],
  summary: 'Bind a wallet address or a Google email to the account',
  description: [
    "A wallet needs the proof address-bind takes (a nonce from /v1/waas/bind-nonce and the wallet's signature);",
    'a Google email, the code send-captcha mailed to it (10020 wrong code).',
    'Envelope codes: 10021 the bind nonce or the code expired or was used, 10030 the wallet is tied to another account,',
    '10031 the Google email is tied to another account,',
    '10033 this account already has another wallet (or Google email) bound.',
  ].join(' '),
  security: [{ bearerAuth: [] }],
  request: jsonBody(BindInfoBodySchema),
  responses: { 200: jsonResponse(envelopeOf(UserInfoSchema), 'The updated user'), ...authErrorResponses },
});

export function createProfileRoutes({ services, chainId }: ProfileRoutesDeps) {
  const { db } = services;
  return createApiRouter()
    .openapi(updateRoute, async (c) => {
      const { nickname, avatar } = c.req.valid('json');
      const { userId } = currentSession(c);
      // Decoded before anything is written, so a bad image leaves the nickname unchanged too.
      const image = avatar === undefined ? undefined : decodeImageDataUrl(avatar, 'avatar');
      await db.transaction(async (tx) => {
        const [previous] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).limit(1);
        const avatarUrl = image ? await storeImage(tx, userId, image) : undefined;
        await updateProfile(tx, services.now(), userId, { nickname, avatar: avatarUrl });
        // The new avatar replaces the old file rather than adding to the stored images.
        if (avatarUrl && previous?.avatar && previous.avatar !== avatarUrl) await releaseImage(tx, previous.avatar);
      });
      return ok(c, await loadUserInfo(db, userId));
    })
    .openapi(bindInfoRoute, async (c) => {
      const body = c.req.valid('json');
      const { userId } = currentSession(c);
      if (body.type === 'google') {
        const googleEmail = body.googleEmail.toLowerCase();
        await consumeCaptcha(services, googleEmail, body.captcha);
        await bindGoogleEmail(db, services.now(), userId, googleEmail);
        return ok(c, await loadUserInfo(db, userId));
      }
      await bindProvenWallet(services, userId, body, chainId);
      return ok(c, await loadUserInfo(db, userId));
    });
}
