import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { removeStaleTempFiles } from './atomicWrite.js';
import { mapWithConcurrency } from './concurrency.js';
import {
  ensureGeneratedImage,
  type GeneratedImage,
  type GeneratedImageSpec,
  type ImageStoreOptions,
  normaliseSpec,
} from './imageStore.js';

/**
 * The seed's entry point: every image of the demo, one per core at a time, with progress.
 */

export interface BatchOptions extends ImageStoreOptions {
  /** Images processed at once; defaults to the number of cores. */
  concurrency?: number;
  /** Called after each image, cached or generated. */
  onProgress?: (done: number, total: number) => void;
}

/** Two specs may share a key only if they are the same picture: a key names one set of files. */
function assertConsistentKeys(specs: readonly GeneratedImageSpec[]) {
  const seen = new Map<string, string>();
  for (const spec of specs) {
    const n = normaliseSpec(spec);
    const identity = JSON.stringify([n.scene, n.variant, n.aspect]);
    const known = seen.get(n.key);
    if (known !== undefined && known !== identity) {
      throw new Error(`Image key "${n.key}" is used for two different pictures`);
    }
    seen.set(n.key, identity);
  }
}

/**
 * Ensures every image, returning results in the order of `specs`. Parallelism is across images with
 * one libvips thread each: on small machines that beats several threads per image, whose encoders
 * mostly wait on each other (sharp's own default is restored afterwards).
 */
export async function ensureGeneratedImages(
  specs: readonly GeneratedImageSpec[],
  options: BatchOptions,
): Promise<GeneratedImage[]> {
  assertConsistentKeys(specs);
  const { concurrency = availableParallelism(), onProgress, ...storeOptions } = options;
  await removeStaleTempFiles(options.mediaDir);
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  let done = 0;
  try {
    return await mapWithConcurrency(specs, concurrency, async (spec) => {
      const image = await ensureGeneratedImage(spec, storeOptions);
      done += 1;
      onProgress?.(done, specs.length);
      return image;
    });
  } finally {
    sharp.concurrency(threads);
  }
}
