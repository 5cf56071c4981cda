// Renders public/social-card.png, the 1200×630 image link previews show (Open Graph and Twitter
// cards), with sharp. Run after changing the brand or the headline:
// `node apps/web/scripts/make-social-image.mjs`; the PNG is committed.
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c2410c"/>
      <stop offset="1" stop-color="#7c2d12"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1030" cy="150" r="260" fill="#ffffff" opacity="0.07"/>
  <circle cx="1080" cy="560" r="180" fill="#ffffff" opacity="0.05"/>
  <g transform="translate(96 96) scale(3)">
    <rect width="32" height="32" rx="8" fill="#ffffff"/>
    <circle cx="16" cy="16" r="9" fill="none" stroke="#c2410c" stroke-width="2.5"/>
    <path d="M8.5 12.5c5 1.5 10 1.5 15 0M8.5 19.5c5-1.5 10-1.5 15 0" fill="none" stroke="#c2410c" stroke-width="2" stroke-linecap="round"/>
  </g>
  <text x="216" y="170" fill="#ffffff" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="800" font-style="italic">Rally</text>
  <text x="96" y="320" fill="#ffffff" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="80" font-weight="800">Find Sports Games</text>
  <text x="96" y="410" fill="#ffffff" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="80" font-weight="800">Near You</text>
  <text x="96" y="490" fill="#fed7aa" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="500">Connect with local players, organize games,</text>
  <text x="96" y="536" fill="#fed7aa" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="500">and discover new venues.</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(publicDir, 'social-card.png'));
