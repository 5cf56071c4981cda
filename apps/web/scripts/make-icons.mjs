// Renders the app icons the web app manifest lists from public/favicon.svg, with sharp.
// Run after changing the favicon: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');
const svg = await readFile(join(publicDir, 'favicon.svg'));
const brand = '#c2410c';

/** The tile as it is: its rounded corners already suit launchers that show icons unmasked. */
async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(publicDir, 'icons', name));
}

/** Maskable: the mark inside the middle 80 % safe zone on a full-bleed brand square, so any mask shape fits. */
async function maskable(size, name) {
  const inner = Math.round(size * 0.8);
  const mark = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toFile(join(publicDir, 'icons', name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(192, 'icon-maskable-192.png');
await maskable(512, 'icon-maskable-512.png');
