import { createHash } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { uploadedImages, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';

/** The largest avatar accepted, decoded; the app compresses to well under it. */
export const MAX_AVATAR_BYTES = 512 * 1024;

const imageTypes = {
  'image/jpeg': { extension: 'jpg', matches: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  'image/png': {
    extension: 'png',
    matches: (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    extension: 'webp',
    matches: (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
} as const;

type ImageType = keyof typeof imageTypes;

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image a `data:` URL carries, checked to be what it claims; throws a 400 naming `field` otherwise. */
export function decodeImageDataUrl(dataUrl: string, field: string): { mimeType: ImageType; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new ApiError(ErrorCode.badRequest, `${field}: must be a base64 data URL of a JPEG, PNG or WebP image`);
  const mimeType = match[1] as ImageType;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) {
    throw new ApiError(ErrorCode.badRequest, `${field}: the image must be at most ${MAX_AVATAR_BYTES / 1024} KB`);
  }
  if (!imageTypes[mimeType].matches(bytes)) throw new ApiError(ErrorCode.badRequest, `${field}: the data is not a ${mimeType} image`);
  return { mimeType, bytes };
}

/** Stores an image once per content and returns the URL path it is served at. */
export async function storeImage(db: DatabaseExecutor, userId: number, image: { mimeType: ImageType; bytes: Buffer }): Promise<string> {
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  await db
    .insert(uploadedImages)
    .values({ userId, sha256, mimeType: image.mimeType, bytes: image.bytes })
    .onConflictDoNothing({ target: uploadedImages.sha256 });
  return `/media/${sha256}.${imageTypes[image.mimeType].extension}`;
}

/**
 * Deletes the stored image served at `url` unless a user still shows it (two users may upload the same
 * picture, which is stored once): a replaced avatar does not stay on the server.
 */
export async function releaseImage(db: DatabaseExecutor, url: string): Promise<void> {
  const sha256 = /^\/media\/([0-9a-f]{64})\.(?:jpg|png|webp)$/.exec(url)?.[1];
  if (!sha256) return;
  await db
    .delete(uploadedImages)
    .where(and(eq(uploadedImages.sha256, sha256), notExists(db.select({ id: users.id }).from(users).where(eq(users.avatar, url)))));
}

/** A stored image by the file name `storeImage` gave it, or null. */
export async function findImage(db: DatabaseExecutor, fileName: string): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const match = /^([0-9a-f]{64})\.(jpg|png|webp)$/.exec(fileName);
  if (!match) return null;
  const [row] = await db
    .select({ mimeType: uploadedImages.mimeType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.sha256, match[1]!))
    .limit(1);
  if (!row || imageTypes[row.mimeType as ImageType]?.extension !== match[2]) return null;
  return row;
}
