import sharp from 'sharp';

/**
 * Slide pictures made on the spot (the fixtures' own URLs point at sites that are not
 * reachable here): a diagonal gradient with the slide's number, encoded as a JPEG the size of
 * a real slider image, so decoding and the largest paint cost what they cost on a real page.
 */
const PALETTE = [
  ['#0b3d91', '#1fa2ff'],
  ['#7b1e3a', '#f0544f'],
  ['#14532d', '#4ade80'],
  ['#4c1d95', '#a78bfa'],
  ['#7c2d12', '#fb923c'],
  ['#134e4a', '#2dd4bf'],
  ['#1e293b', '#94a3b8'],
  ['#713f12', '#facc15'],
  ['#831843', '#f472b6'],
  ['#1e3a8a', '#60a5fa'],
];

const cache = new Map<string, Promise<Buffer>>();

export function slideImage(n: number, width = 1240, height = 560): Promise<Buffer> {
  const key = `${n}:${width}x${height}`;
  let made = cache.get(key);
  if (!made) {
    const [from, to] = PALETTE[(n - 1) % PALETTE.length] ?? ['#000', '#fff'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.72}" cy="${height * 0.55}" r="${height * 0.32}" fill="rgba(255,255,255,0.14)"/>
      <text x="${width * 0.72}" y="${height * 0.55}" font-family="sans-serif" font-weight="700"
        font-size="${height * 0.3}" fill="rgba(255,255,255,0.85)" text-anchor="middle"
        dominant-baseline="central">${n}</text>
    </svg>`;
    made = sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    cache.set(key, made);
  }
  return made;
}
