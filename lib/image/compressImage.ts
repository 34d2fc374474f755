import { runCompressionPlan, type EncodeAttempt } from './compressionPlan';

export const JPEG_MIME_TYPE = 'image/jpeg';

export type CompressImageError = 'unreadable' | 'tooLarge';

export type CompressImageResult =
  { ok: true; blob: Blob; width: number; height: number; quality: number } | { ok: false; error: CompressImageError };

async function decode(file: Blob): Promise<ImageBitmap | null> {
  try {
    // Respect EXIF orientation so a phone photo is not stored on its side.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), JPEG_MIME_TYPE, quality);
  });
}

/** Re-encodes an image file as a JPEG of at most `maxBytes`, stepping as docs/PRODUCT.md §9 says (see compressionPlan). */
export async function compressImageToJpeg(file: Blob, maxBytes: number): Promise<CompressImageResult> {
  const bitmap = await decode(file);
  if (!bitmap) return { ok: false, error: 'unreadable' };
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return { ok: false, error: 'unreadable' };

  let drawnSize = '';
  const encode = async ({ width, height, quality }: EncodeAttempt) => {
    const sizeKey = `${width}x${height}`;
    if (sizeKey !== drawnSize) {
      canvas.width = width;
      canvas.height = height;
      // JPEG has no transparency: a transparent PNG would otherwise turn black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      drawnSize = sizeKey;
    }
    return encodeJpeg(canvas, quality);
  };

  try {
    const outcome = await runCompressionPlan({ width: bitmap.width, height: bitmap.height, maxBytes, encode });
    if (!outcome.ok) return { ok: false, error: 'tooLarge' };
    const { width, height, quality } = outcome.attempt;
    return { ok: true, blob: outcome.result, width, height, quality };
  } catch {
    return { ok: false, error: 'unreadable' };
  } finally {
    bitmap.close();
  }
}

/** A blob as a `data:` URL, the form the profile update sends an avatar in. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
