#!/usr/bin/env node
/**
 * Draws the app's install icons (issue #31) from the logo in public/favicon.svg: 192 and 512 px
 * as they are, and a maskable 512 px one whose house sits inside the middle 80% that every mask
 * keeps, on a background that fills the square. The PNGs are committed (a build needs no image
 * library); run this again after changing the logo: `node apps/web/build/make-icons.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The same drawing on a full square, scaled to 80% about its centre (its corners then sit on the safe circle).
const maskable = logo
  .replace(/<rect [^>]*\/>/, '<rect width="64" height="64" fill="#00695c"/>')
  .replace(/(<path[\s\S]*<\/svg>)/, '<g transform="translate(6.4 6.4) scale(0.8)">$1')
  .replace('</svg>', '</g></svg>');

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`wrote public/icons/${file}`);
}
