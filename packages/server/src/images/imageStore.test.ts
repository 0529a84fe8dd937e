import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { renderArtwork } from './artwork.js';
import { isTempFile } from './atomicWrite.js';
import { ensureCrest, ensureGeneratedImage, type GeneratedImageSpec } from './imageStore.js';
import { manifestPath } from './manifest.js';
import { mtimes, tempDirsForEachTest } from './test-support/tempDir.js';
import { xmlProblems } from './test-support/xml.js';
import { makeVariants } from './variants.js';

// Pass-through spies: real rendering and encoding, but countable.
vi.mock('./artwork.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./artwork.js')>();
  return { ...real, renderArtwork: vi.fn(real.renderArtwork) };
});
vi.mock('./variants.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./variants.js')>();
  return { ...real, makeVariants: vi.fn(real.makeVariants) };
});

// 800 px sources give two widths (800 and 768): enough to exercise the set, quick to encode.
const small = { maxSourceWidth: 800 };
const spec: GeneratedImageSpec = { key: 'hero-test', scene: 'trophy', variant: 2 };
const tempDir = tempDirsForEachTest();

describe('ensureGeneratedImage', () => {
  it('writes every variant and a manifest, and returns their metadata', async () => {
    const mediaDir = await tempDir();
    const image = await ensureGeneratedImage(spec, { mediaDir, ...small });
    expect(image).toMatchObject({ key: 'hero-test', width: 800, height: 450 });
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.variants).toHaveLength(6);
    for (const v of image.variants) {
      const info = await stat(join(mediaDir, v.fileName));
      expect(info.size).toBe(v.bytes);
      expect((await sharp(join(mediaDir, v.fileName)).metadata()).width).toBe(v.width);
    }
    const manifest = JSON.parse(await readFile(manifestPath(mediaDir, 'hero-test'), 'utf8'));
    expect(manifest.image).toEqual(image);
    expect((await readdir(mediaDir)).filter(isTempFile)).toEqual([]);
    expect((await readdir(mediaDir)).some((n) => n.endsWith('.tmp'))).toBe(false);
  });

  it('answers a second call from the manifest without re-encoding or rewriting anything', async () => {
    const mediaDir = await tempDir();
    const first = await ensureGeneratedImage(spec, { mediaDir, ...small });
    const before = await mtimes(mediaDir);
    const renders = vi.mocked(renderArtwork).mock.calls.length;
    const encodes = vi.mocked(makeVariants).mock.calls.length;
    const second = await ensureGeneratedImage(spec, { mediaDir, ...small });
    expect(second).toEqual(first);
    expect(vi.mocked(renderArtwork).mock.calls.length).toBe(renders);
    expect(vi.mocked(makeVariants).mock.calls.length).toBe(encodes);
    expect(await mtimes(mediaDir)).toEqual(before);
  });

  it('is deterministic: the same spec produces the same bytes in another directory', async () => {
    const a = await ensureGeneratedImage(spec, { mediaDir: await tempDir(), ...small });
    const b = await ensureGeneratedImage(spec, { mediaDir: await tempDir(), ...small });
    expect(b).toEqual(a);
  });

  it('regenerates when the spec changes and removes the files it replaced', async () => {
    const mediaDir = await tempDir();
    const old = await ensureGeneratedImage(spec, { mediaDir, ...small });
    const changed = await ensureGeneratedImage({ ...spec, variant: 3 }, { mediaDir, ...small });
    expect(changed.variants.map((v) => v.fileName)).not.toEqual(
      old.variants.map((v) => v.fileName),
    );
    const files = await readdir(mediaDir);
    for (const v of old.variants) expect(files).not.toContain(v.fileName);
    for (const v of changed.variants) expect(files).toContain(v.fileName);
    const portrait = await ensureGeneratedImage({ ...spec, aspect: '2:3' }, { mediaDir, ...small });
    expect(portrait.height).toBeGreaterThan(portrait.width);
  });

  it('repairs a missing file and ignores a corrupt manifest', async () => {
    const mediaDir = await tempDir();
    const image = await ensureGeneratedImage(spec, { mediaDir, ...small });
    await rm(join(mediaDir, image.variants[1]!.fileName));
    expect(await ensureGeneratedImage(spec, { mediaDir, ...small })).toEqual(image);
    expect(await readdir(mediaDir)).toContain(image.variants[1]!.fileName);
    await writeFile(manifestPath(mediaDir, spec.key), '{"half": ');
    expect(await ensureGeneratedImage(spec, { mediaDir, ...small })).toEqual(image);
  });

  it('shares one generation between concurrent calls for the same spec', async () => {
    const mediaDir = await tempDir();
    const encodes = vi.mocked(makeVariants).mock.calls.length;
    const [a, b] = await Promise.all([
      ensureGeneratedImage(spec, { mediaDir, ...small }),
      ensureGeneratedImage(spec, { mediaDir, ...small }),
    ]);
    expect(b).toEqual(a);
    expect(vi.mocked(makeVariants).mock.calls.length).toBe(encodes + 1);
    expect((await readdir(mediaDir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('rejects unsafe keys and unknown scenes before touching the disk', async () => {
    const mediaDir = await tempDir();
    await expect(ensureGeneratedImage({ ...spec, key: '../x' }, { mediaDir })).rejects.toThrow(
      /Invalid image spec/,
    );
    await expect(
      ensureGeneratedImage({ ...spec, scene: 'moon' as never }, { mediaDir }),
    ).rejects.toThrow(/Invalid image spec/);
    expect(await readdir(mediaDir)).toEqual([]);
  });
});

describe('ensureCrest', () => {
  const team = {
    slug: 'olympique-test',
    name: 'Olympique Test & Co',
    abbr: 'OLT',
    colors: ['#0b2a6f', '#e63946'] as const,
  };

  it('writes crest-{slug}-{hash8}.svg: valid SVG carrying the abbreviation', async () => {
    const mediaDir = await tempDir();
    const crest = await ensureCrest(team, { mediaDir });
    expect(crest.fileName).toMatch(/^crest-olympique-test-[0-9a-f]{8}\.svg$/);
    const svg = await readFile(join(mediaDir, crest.fileName), 'utf8');
    expect(Buffer.byteLength(svg)).toBe(crest.bytes);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/<text[^>]*>OLT<\/text>/);
    expect(svg).toContain('Olympique Test &amp; Co');
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
  });

  it('is idempotent, and replaces the old file when the colours change', async () => {
    const mediaDir = await tempDir();
    const first = await ensureCrest(team, { mediaDir });
    const before = await mtimes(mediaDir);
    expect(await ensureCrest(team, { mediaDir })).toEqual(first);
    expect(await mtimes(mediaDir)).toEqual(before);
    const recoloured = await ensureCrest({ ...team, colors: ['#00843d', '#ffffff'] }, { mediaDir });
    expect(recoloured.fileName).not.toBe(first.fileName);
    expect(await readdir(mediaDir)).toEqual([recoloured.fileName]);
  });
});
