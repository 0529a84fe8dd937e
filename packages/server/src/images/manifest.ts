import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from './atomicWrite.js';
import { IMAGE_FORMATS } from './encoding.js';

/**
 * The cache record of one generated image, stored as `{key}.manifest.json` next to its files. One
 * small file per key (rather than one shared JSON) means parallel workers never race on a
 * read-modify-write, and a key's record is replaced atomically.
 */

const variantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(IMAGE_FORMATS),
  fileName: z.string().min(1),
  bytes: z.number().int().nonnegative(),
});

const manifestSchema = z.object({
  /** Hash of the normalised spec, the render size and the pipeline version. */
  specHash: z.string(),
  image: z.object({
    key: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    dominantColor: z.string().regex(/^#[0-9a-f]{6}$/),
    variants: z.array(variantSchema).min(1),
  }),
});

export type ImageManifest = z.infer<typeof manifestSchema>;

export function manifestPath(mediaDir: string, key: string): string {
  return join(mediaDir, `${key}.manifest.json`);
}

/** The stored record, or undefined when missing or unreadable (treated as a cache miss). */
export async function readManifest(path: string): Promise<ImageManifest | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function writeManifest(path: string, manifest: ImageManifest): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
