import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RawImage } from './artwork.js';
import { makeVariants, variantWidths } from './variants.js';

/** A synthetic source with some structure (a gradient), so encoders have work to do. */
async function source(width: number, height: number): Promise<RawImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2c3e50"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#f1c40f"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

describe('variantWidths', () => {
  it('serves the hero widths for large sources, capped at 1902', () => {
    expect(variantWidths(2400)).toEqual([1902, 1024, 768]);
    expect(variantWidths(1902)).toEqual([1902, 1024, 768]);
  });

  it('never upscales and always includes the widest available width', () => {
    expect(variantWidths(1200)).toEqual([1200, 1024, 768]);
    expect(variantWidths(1024)).toEqual([1024, 768]);
    expect(variantWidths(800)).toEqual([800, 768]);
    expect(variantWidths(500)).toEqual([500]);
  });
});

describe('makeVariants', () => {
  it('encodes each width in AVIF, WebP and JPEG with content-hashed names', async () => {
    const set = await makeVariants(await source(800, 450), 'test-key');
    expect(set.sourceWidth).toBe(800);
    expect(set.sourceHeight).toBe(450);
    expect(set.variants.map((v) => [v.width, v.format])).toEqual([
      [800, 'avif'],
      [800, 'webp'],
      [800, 'jpeg'],
      [768, 'avif'],
      [768, 'webp'],
      [768, 'jpeg'],
    ]);
    const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
    for (const v of set.variants) {
      expect(v.fileName).toMatch(
        new RegExp(`^test-key-${v.width}w-[0-9a-f]{8}\\.${extension[v.format]}$`),
      );
      expect(v.bytes).toBe(v.data.length);
      expect(v.height).toBe(Math.round((v.width * 450) / 800));
      const meta = await sharp(v.data).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : v.format);
    }
  });

  it('is deterministic: same pixels, same files', async () => {
    const input = await source(400, 300);
    const a = await makeVariants(input, 'same');
    const b = await makeVariants(input, 'same');
    expect(b.variants.map((v) => v.fileName)).toEqual(a.variants.map((v) => v.fileName));
    expect(b.dominantColor).toBe(a.dominantColor);
  });

  it('makes a single width from a small source, and accepts encoded input', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#d62828' },
    })
      .png()
      .toBuffer();
    const set = await makeVariants(png, 'small');
    expect(new Set(set.variants.map((v) => v.width))).toEqual(new Set([300]));
    expect(set.variants.map((v) => v.format)).toEqual(['avif', 'webp', 'jpeg']);
    const { dominantColor } = set;
    expect(dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(dominantColor.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(160);
  });

  it('rejects keys that are not safe file names', async () => {
    await expect(makeVariants(await source(64, 64), '../escape')).rejects.toThrow(
      /Invalid image key/,
    );
  });
});
