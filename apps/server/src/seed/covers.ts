/**
 * Generated cover art for the demo groups: layered hills, a sun and a sky gradient in the
 * group's own palette. No text, so no fonts are needed; rendered by sharp from SVG, in the image
 * process (storage/image-processor.ts).
 */
import { runImageRequest } from '../storage/image-processor.ts';

export interface Palette {
  sky: [string, string];
  sun: string;
  hills: [string, string, string];
}

export async function renderCover(palette: Palette, seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 500;
  const wave = (base: number, amplitude: number, phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= width; x += 40) {
      const y =
        base + Math.sin(x / 170 + phase + seed) * amplitude + Math.cos(x / 90 + seed * 1.7) * amplitude * 0.3;
      points.push(`${x},${y.toFixed(1)}`);
    }
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
  };
  const sunX = 200 + ((seed * 137) % 800);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="150" r="70" fill="${palette.sun}" opacity="0.9"/>
  <path d="${wave(300, 40, 0)}" fill="${palette.hills[0]}"/>
  <path d="${wave(360, 30, 2)}" fill="${palette.hills[1]}"/>
  <path d="${wave(420, 20, 4)}" fill="${palette.hills[2]}"/>
</svg>`;
  const answer = await runImageRequest({ op: 'render-svg', svg });
  if (!answer.ok) throw new Error(`The cover could not be rendered (${answer.reason})`);
  return Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength);
}
