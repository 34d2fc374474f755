import { qualityLadder, runCompressionPlan, shrink, type EncodeAttempt } from './compressionPlan';

/** A fake encoder whose output size is proportional to pixels × quality, recording every call. */
function proportionalEncoder(bytesPerPixelAtFullQuality: number) {
  const calls: EncodeAttempt[] = [];
  const encode = async (attempt: EncodeAttempt) => {
    calls.push(attempt);
    return { size: Math.ceil(attempt.width * attempt.height * attempt.quality * bytesPerPixelAtFullQuality) };
  };
  return { calls, encode };
}

describe('qualityLadder', () => {
  it('starts at quality 1 and steps down by 0.1 to 0.1, exactly', () => {
    expect(qualityLadder()).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});

describe('shrink', () => {
  it('takes 10% off each side, rounding down, never below 1', () => {
    expect(shrink(1000, 500)).toEqual({ width: 900, height: 450 });
    expect(shrink(15, 7)).toEqual({ width: 13, height: 6 });
    expect(shrink(1, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('runCompressionPlan', () => {
  it('stops at quality 1 when the first encoding already fits', async () => {
    const { calls, encode } = proportionalEncoder(1);
    const outcome = await runCompressionPlan({ width: 100, height: 100, maxBytes: 10_000, encode });
    expect(calls).toEqual([{ width: 100, height: 100, quality: 1 }]);
    expect(outcome).toMatchObject({ ok: true, attempt: { quality: 1 }, attempts: 1 });
  });

  it('steps the quality down until the result is under the limit', async () => {
    const { calls, encode } = proportionalEncoder(1);
    // 10 000 px: quality 0.7 gives 7 000 bytes, the first under 7 500.
    const outcome = await runCompressionPlan({ width: 100, height: 100, maxBytes: 7_500, encode });
    expect(calls.map((call) => call.quality)).toEqual([1, 0.9, 0.8, 0.7]);
    expect(outcome).toMatchObject({ ok: true, result: { size: 7_000 }, attempt: { width: 100, height: 100, quality: 0.7 } });
  });

  it('after quality 0.1 fails, shrinks by 10% and starts again at quality 1', async () => {
    const { calls, encode } = proportionalEncoder(10);
    // 100×100 at 0.1 is 10 000 bytes > 9 000; 90×90 at 1 is 81 000 … at 0.1 is 8 100 ≤ 9 000.
    const outcome = await runCompressionPlan({ width: 100, height: 100, maxBytes: 9_000, encode });
    expect(calls.slice(0, 10).every((call) => call.width === 100)).toBe(true);
    expect(calls[9].quality).toBe(0.1);
    expect(calls[10]).toEqual({ width: 90, height: 90, quality: 1 });
    expect(outcome).toMatchObject({ ok: true, attempt: { width: 90, height: 90, quality: 0.1 }, attempts: 20 });
  });

  it('keeps shrinking while the limit demands it', async () => {
    const { calls, encode } = proportionalEncoder(10);
    const outcome = await runCompressionPlan({ width: 100, height: 50, maxBytes: 500, encode });
    expect(outcome.ok).toBe(true);
    const sizes = [...new Set(calls.map((call) => `${call.width}x${call.height}`))];
    expect(sizes.slice(0, 4)).toEqual(['100x50', '90x45', '81x40', '72x36']);
    if (outcome.ok) expect(outcome.result.size).toBeLessThanOrEqual(500);
  });

  it('gives up only when a 1×1 image at the lowest quality is still too big', async () => {
    const encode = async () => ({ size: 1_000 });
    const outcome = await runCompressionPlan({ width: 4, height: 4, maxBytes: 10, encode });
    expect(outcome.ok).toBe(false);
  });
});
