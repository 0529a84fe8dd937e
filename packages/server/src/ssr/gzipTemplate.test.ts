import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGzipTemplate, gzipFilled } from './gzipTemplate.js';
import { createPlaceholder } from './pageCache.js';

const NONCE = createPlaceholder('Nonce');
const FORM = createPlaceholder('Form');

/** Every placeholder of `page` replaced by its value. */
function filled(page: string, values: ReadonlyMap<string, string>): string {
  let out = page;
  for (const [slot, value] of values) out = out.split(slot).join(value);
  return out;
}

describe('gzip templates', () => {
  it('decode to the page with every placeholder filled, each response its own values', () => {
    const page = `<html><script nonce="${NONCE}">go()</script><p>é ${FORM} ü</p><script nonce="${NONCE}"></script></html>`;
    const template = compileGzipTemplate(
      page,
      new Map([
        [NONCE, 'n0'],
        [FORM, 'f0'],
      ]),
    );
    for (const round of [1, 2]) {
      const values = new Map([
        [NONCE, `n${round}`],
        [FORM, `f${round}`],
      ]);
      const body = gzipFilled(template, (slot) => values.get(slot) ?? '');
      expect(gunzipSync(body as Buffer).toString('utf8')).toBe(filled(page, values));
    }
  });

  it('handle a page with no placeholder, one at either end, and values over 64 KB', () => {
    const big = new Map([[NONCE, 'x'.repeat(70_000)]]);
    for (const page of ['<p>plain</p>', `${NONCE}<p>`, `<p>${NONCE}`, NONCE, '']) {
      const body = gzipFilled(compileGzipTemplate(page, big), () => big.get(NONCE) as string);
      expect(gunzipSync(body as Buffer).toString()).toBe(filled(page, big));
    }
  });

  it('give null for a value of another length than compiled, so the caller compresses it', () => {
    const template = compileGzipTemplate(`<p>${NONCE}</p>`, new Map([[NONCE, 'abcd']]));
    expect(gzipFilled(template, () => 'abcde')).toBeNull();
    // Lengths are bytes: "é" is two.
    expect(gzipFilled(template, () => 'éé')).not.toBeNull();
  });

  it('compress the stretches as one page: only each block header more than gzip -9', () => {
    const paragraph = (i: number) => `<p class="article-card">Article ${i}: le derby ${i % 7}</p>`;
    const page = Array.from({ length: 400 }, (_, i) => paragraph(i) + (i % 100 ? '' : NONCE));
    const sample = new Map([[NONCE, 'abcdefghijklmnop']]);
    const template = compileGzipTemplate(page.join('\n'), sample);
    const spliced = gzipFilled(template, () => 'ponmlkjihgfedcba') as Buffer;
    const whole = gzipSync(filled(page.join('\n'), sample), { level: 9 });
    // Each stretch starts a new block (its own Huffman tables): tens of bytes. Compressed
    // alone, without the page before it, the same stretches took 25 % more here.
    const stretches = template.pieces.filter((piece) => !('slot' in piece)).length;
    expect(spliced.length).toBeLessThan(whole.length + 40 * stretches);
  });

  it('stay correct when the page itself holds NUL bytes (no chaining then)', () => {
    const page = `a\0\0\0\0b${NONCE}\0\0\0\0c`;
    const template = compileGzipTemplate(page, new Map([[NONCE, '1234']]));
    const body = gzipFilled(template, () => '\0\0\0\0');
    expect(gunzipSync(body as Buffer).toString()).toBe('a\0\0\0\0b\0\0\0\0\0\0\0\0c');
  });

  it('round-trip any text and values of the compiled lengths (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }),
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 4, maxLength: 4 }),
        (stretches, [a = '', b = '', c = '', d = '']) => {
          const page = stretches.map((s, i) => s + (i % 2 ? FORM : NONCE)).join('');
          // The sample's values, and this response's: same byte lengths (padded).
          const pad = (x: string, y: string) => {
            const diff = Buffer.byteLength(x) - Buffer.byteLength(y);
            return diff > 0 ? y + '-'.repeat(diff) : y;
          };
          const sample = new Map([
            [NONCE, pad(c, a)],
            [FORM, pad(d, b)],
          ]);
          const values = new Map([
            [NONCE, pad(pad(c, a), c)],
            [FORM, pad(pad(d, b), d)],
          ]);
          const template = compileGzipTemplate(page, sample);
          const body = gzipFilled(template, (slot) => values.get(slot) ?? '');
          if (!body) {
            // Only when this response's lengths differ from the sample's.
            expect(
              [...values].some(
                ([k, v]) => Buffer.byteLength(v) !== Buffer.byteLength(sample.get(k) as string),
              ),
            ).toBe(true);
            return;
          }
          expect(gunzipSync(body).toString('utf8')).toBe(filled(page, values));
        },
      ),
    );
  });
});
