/**
 * docs/PRODUCT.md §9 image compression, as pure stepping logic: re-encode to JPEG starting at quality 1, step the
 * quality down until the result is under the size limit or the quality would fall below 0.1, then
 * shrink both dimensions by 10% and start again at quality 1.
 */

export interface EncodeAttempt {
  width: number;
  height: number;
  /** JPEG quality in (0, 1]. */
  quality: number;
}

export interface Encoded {
  size: number;
}

export interface CompressionPlanInput<T extends Encoded> {
  width: number;
  height: number;
  maxBytes: number;
  /** Encodes the image at one size and quality. */
  encode: (attempt: EncodeAttempt) => Promise<T>;
}

export type CompressionOutcome<T extends Encoded> =
  { ok: true; result: T; attempt: EncodeAttempt; attempts: number } | { ok: false; attempts: number };

/** Quality is counted in tenths so 1 - 0.1 - 0.1 … stays exact. */
const QUALITY_STEPS = 10;
const MIN_QUALITY_STEPS = 1;
const SHRINK_FACTOR = 0.9;

/** The first attempt at a size, then each quality step down. */
export function qualityLadder(): number[] {
  const ladder: number[] = [];
  for (let tenths = QUALITY_STEPS; tenths >= MIN_QUALITY_STEPS; tenths -= 1) ladder.push(tenths / QUALITY_STEPS);
  return ladder;
}

/** The next size after every quality failed: 10% smaller on each side, never below one pixel. */
export function shrink(width: number, height: number): { width: number; height: number } {
  return { width: Math.max(1, Math.floor(width * SHRINK_FACTOR)), height: Math.max(1, Math.floor(height * SHRINK_FACTOR)) };
}

/** Runs the plan with `encode`; fails only when even a 1×1 image at quality 0.1 is over the limit. */
export async function runCompressionPlan<T extends Encoded>({
  width,
  height,
  maxBytes,
  encode,
}: CompressionPlanInput<T>): Promise<CompressionOutcome<T>> {
  let size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  let attempts = 0;
  for (;;) {
    for (const quality of qualityLadder()) {
      const attempt = { ...size, quality };
      attempts += 1;
      const result = await encode(attempt);
      if (result.size <= maxBytes) return { ok: true, result, attempt, attempts };
    }
    if (size.width === 1 && size.height === 1) return { ok: false, attempts };
    size = shrink(size.width, size.height);
  }
}
