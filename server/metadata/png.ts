import { renderAsync } from '@resvg/resvg-js';

/** The PNG's width and height in pixels: a wallet's or an explorer's largest view of a token, sharp on a 2x screen. */
export const PNG_SIZE = 512;

/**
 * The picture as a PNG, rasterised by resvg on libuv's thread pool, so a render never holds up other
 * requests. The art holds no text, so no fonts are looked for.
 */
export async function rasterise(svg: string): Promise<Uint8Array> {
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: PNG_SIZE }, font: { loadSystemFonts: false } });
  return rendered.asPng();
}
