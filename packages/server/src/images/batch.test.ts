import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureGeneratedImages } from './batch.js';
import type { GeneratedImageSpec } from './imageStore.js';
import { tempDirsForEachTest } from './test-support/tempDir.js';

const tempDir = tempDirsForEachTest();
const specs: GeneratedImageSpec[] = [
  { key: 'a', scene: 'ball', variant: 1 },
  { key: 'b', scene: 'league-badge', variant: 2, aspect: '1:1' },
  { key: 'c', scene: 'crowd', variant: 3, aspect: '2:3' },
  { key: 'd', scene: 'tactics-board', variant: 4, aspect: '3:2' },
];

describe('ensureGeneratedImages', () => {
  it('returns results in spec order and reports progress for each image', async () => {
    const mediaDir = await tempDir();
    const progress: [number, number][] = [];
    const threads = sharp.concurrency();
    const images = await ensureGeneratedImages(specs, {
      mediaDir,
      maxSourceWidth: 240,
      concurrency: 2,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(images.map((i) => i.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(sharp.concurrency()).toBe(threads);
    // 4 images x 1 width (240 px sources) x 3 formats, plus 4 manifests.
    expect((await readdir(mediaDir)).length).toBe(16);
  });

  it('refuses one key for two different pictures', async () => {
    const mediaDir = await tempDir();
    await expect(
      ensureGeneratedImages([specs[0]!, { ...specs[0]!, variant: 9 }], {
        mediaDir,
        maxSourceWidth: 64,
      }),
    ).rejects.toThrow(/used for two different pictures/);
  });
});
