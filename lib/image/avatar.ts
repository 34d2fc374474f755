import { blobToDataUrl, compressImageToJpeg, type CompressImageError } from './compressImage';

/**
 * The avatar size the app uploads. The server accepts up to 512 KB; a profile picture shown at a few
 * dozen pixels needs far less, and a smaller upload is kinder to mobile data.
 */
export const AVATAR_MAX_BYTES = 200 * 1024;

export type PreparedAvatar =
  { ok: true; dataUrl: string; bytes: number; width: number; height: number } | { ok: false; error: CompressImageError };

/** A picture the user chose, re-encoded as a JPEG under AVATAR_MAX_BYTES (docs/PRODUCT.md §9) and ready to send. */
export async function prepareAvatar(file: Blob): Promise<PreparedAvatar> {
  const compressed = await compressImageToJpeg(file, AVATAR_MAX_BYTES);
  if (!compressed.ok) return compressed;
  let dataUrl: string;
  try {
    dataUrl = await blobToDataUrl(compressed.blob);
  } catch {
    // The browser could not read back the JPEG it made (out of memory): said as a picture it cannot use.
    return { ok: false, error: 'unreadable' };
  }
  return { ok: true, dataUrl, bytes: compressed.blob.size, width: compressed.width, height: compressed.height };
}
