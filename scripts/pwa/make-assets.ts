// Writes the install assets into public/: the app icons (PNG rendered from one SVG drawing, with sharp)
// and the web manifest, whose texts come from the en-US catalogue.
// As a command: `tsx scripts/pwa/make-assets.ts`; the outputs are committed, so a build does not need it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import enUS from '../../messages/en-US.json';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const ICON_DIR = path.join(PUBLIC_DIR, 'icons');

/** The brand colours of app/globals.css (--color-brand, --color-brand-strong, --color-canvas). */
const BRAND = '#6d28d9';
const BRAND_STRONG = '#5b21b6';
const CANVAS = '#f8f7fc';

/** The creature, drawn on a 512 × 512 grid around its centre. */
const CREATURE = `
  <g fill="#ffffff">
    <path d="M176 150 L150 78 L214 128 Z"/>
    <path d="M336 150 L362 78 L298 128 Z"/>
    <path d="M256 112 C352 112 404 190 404 276 C404 362 340 412 256 412 C172 412 108 362 108 276 C108 190 160 112 256 112 Z"/>
  </g>
  <g fill="#1f1147">
    <circle cx="206" cy="262" r="30"/>
    <circle cx="306" cy="262" r="30"/>
  </g>
  <g fill="#ffffff">
    <circle cx="216" cy="252" r="10"/>
    <circle cx="316" cy="252" r="10"/>
  </g>
  <path d="M226 330 Q256 356 286 330" fill="none" stroke="#1f1147" stroke-width="14" stroke-linecap="round"/>
  <g fill="#f9a8d4" opacity="0.8">
    <ellipse cx="162" cy="318" rx="22" ry="13"/>
    <ellipse cx="350" cy="318" rx="22" ry="13"/>
  </g>`;

const GRADIENT = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND}"/>
      <stop offset="1" stop-color="${BRAND_STRONG}"/>
    </linearGradient>
  </defs>`;

/** A rounded tile with the creature filling most of it: for browsers that show the icon as it is. */
function anyPurposeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${GRADIENT}
  <rect width="512" height="512" rx="112" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(0.9) translate(-256 -250)">${CREATURE}</g>
</svg>`;
}

/** Full bleed, the creature inside the central safe circle (radius 40%), as maskable icons require. */
function maskableSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${GRADIENT}
  <rect width="512" height="512" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(0.62) translate(-256 -250)">${CREATURE}</g>
</svg>`;
}

async function renderPng(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(ICON_DIR, file));
}

const MANIFEST = {
  id: '/home',
  name: enUS.app.name,
  short_name: enUS.pwa.shortName,
  description: enUS.app.description,
  lang: 'en-US',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND,
  background_color: CANVAS,
  categories: ['social', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

async function main(): Promise<void> {
  mkdirSync(ICON_DIR, { recursive: true });
  const anyPurpose = anyPurposeSvg();
  const maskable = maskableSvg();
  writeFileSync(path.join(ICON_DIR, 'icon.svg'), `${anyPurpose}\n`);
  await renderPng(anyPurpose, 192, 'icon-192.png');
  await renderPng(anyPurpose, 512, 'icon-512.png');
  await renderPng(maskable, 192, 'maskable-192.png');
  await renderPng(maskable, 512, 'maskable-512.png');
  // iOS rounds the corners itself and shows transparency as black: it gets the full-bleed drawing.
  await renderPng(maskable, 180, 'apple-touch-icon.png');
  writeFileSync(path.join(PUBLIC_DIR, 'manifest.webmanifest'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
  console.log(`Wrote the icons in ${path.relative(ROOT, ICON_DIR)} and public/manifest.webmanifest`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
