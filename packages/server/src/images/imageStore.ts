import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { renderArtwork } from './artwork.js';
import { ARTWORK_SCENES, type ArtworkScene } from './artworkScenes.js';
import { ASPECT_RATIOS, type AspectRatio, sourceSize } from './aspect.js';
import { writeFileAtomic } from './atomicWrite.js';
import { type CrestSpec, crestSvg } from './crest.js';
import { type ImageManifest, manifestPath, readManifest, writeManifest } from './manifest.js';
import { contentHash, type ImageVariant, KEY_PATTERN, makeVariants } from './variants.js';

/**
 * Generated images on disk: render, encode and write once, then answer from the manifest. Calls are
 * idempotent (same spec, same files, nothing rewritten) and safe to interrupt at any point: files
 * are written atomically and the manifest, written last, is the commit point.
 */

/** Bump when scenes, sizes or encoder settings change, so every image is regenerated. */
export const PIPELINE_VERSION = 1;

export interface GeneratedImageSpec {
  key: string;
  scene: ArtworkScene;
  variant: number;
  aspect?: AspectRatio;
}

export interface ImageStoreOptions {
  /** Absolute directory the files (and manifests) are written to. */
  mediaDir: string;
  /** Caps the rendered source width in pixels; tests use small values to stay fast. */
  maxSourceWidth?: number;
}

export interface GeneratedImage {
  key: string;
  /** Size of the source (the widest variant). */
  width: number;
  height: number;
  /** `#rrggbb` placeholder background while the picture loads. */
  dominantColor: string;
  /** Widest first; AVIF, WebP, JPEG within each width. */
  variants: ImageVariant[];
}

const specSchema = z.object({
  key: z.string().regex(KEY_PATTERN, 'letters, digits, "-" and "_" only (it names files)'),
  scene: z.enum(ARTWORK_SCENES),
  variant: z.number().int().min(0).max(1_000_000),
  aspect: z.enum(ASPECT_RATIOS).default('16:9'),
});

type NormalisedSpec = z.infer<typeof specSchema>;

export function normaliseSpec(spec: GeneratedImageSpec): NormalisedSpec {
  const parsed = specSchema.safeParse(spec);
  if (!parsed.success) {
    throw new Error(`Invalid image spec ${JSON.stringify(spec)}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Everything that changes the output bytes goes into the hash; nothing else does. */
export function specHash(spec: NormalisedSpec, options: Pick<ImageStoreOptions, 'maxSourceWidth'>) {
  const { width, height } = sourceSize(spec.aspect, options.maxSourceWidth);
  const identity = [
    PIPELINE_VERSION,
    spec.key,
    spec.scene,
    spec.variant,
    spec.aspect,
    width,
    height,
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 16);
}

async function fileHasSize(path: string, bytes: number): Promise<boolean> {
  try {
    const info = await stat(path);
    return info.isFile() && info.size === bytes;
  } catch {
    return false;
  }
}

/** A cache hit needs the matching hash and every file present at its recorded size. */
async function isComplete(mediaDir: string, manifest: ImageManifest, hash: string) {
  if (manifest.specHash !== hash) return false;
  const checks = await Promise.all(
    manifest.image.variants.map((v) => fileHasSize(join(mediaDir, v.fileName), v.bytes)),
  );
  return checks.every(Boolean);
}

async function generate(
  spec: NormalisedSpec,
  hash: string,
  options: ImageStoreOptions,
  previous: ImageManifest | undefined,
): Promise<GeneratedImage> {
  const source = await renderArtwork(spec.scene, spec.variant, {
    aspect: spec.aspect,
    maxWidth: options.maxSourceWidth,
  });
  const set = await makeVariants(source, spec.key);
  await mkdir(options.mediaDir, { recursive: true });
  for (const variant of set.variants) {
    const path = join(options.mediaDir, variant.fileName);
    // Content-hashed names: an existing file of the right size already holds these bytes.
    if (!(await fileHasSize(path, variant.bytes))) await writeFileAtomic(path, variant.data);
  }
  const image: GeneratedImage = {
    key: spec.key,
    width: set.sourceWidth,
    height: set.sourceHeight,
    dominantColor: set.dominantColor,
    variants: set.variants.map(({ data: _data, ...meta }) => meta),
  };
  await writeManifest(manifestPath(options.mediaDir, spec.key), { specHash: hash, image });
  // Only after the new manifest is in place: drop files the old one listed and the new one does not.
  if (previous) {
    const keep = new Set(image.variants.map((v) => v.fileName));
    await Promise.all(
      previous.image.variants
        .filter((v) => !keep.has(v.fileName))
        .map((v) => rm(join(options.mediaDir, v.fileName), { force: true })),
    );
  }
  return image;
}

/** Concurrent calls for the same file share one generation instead of racing. */
const inFlight = new Map<string, Promise<GeneratedImage>>();

/**
 * Makes sure the image described by `spec` exists in `mediaDir` and returns its metadata: from the
 * manifest when it is up to date (no rendering, no encoding), otherwise by generating it.
 */
export async function ensureGeneratedImage(
  spec: GeneratedImageSpec,
  options: ImageStoreOptions,
): Promise<GeneratedImage> {
  const normalised = normaliseSpec(spec);
  const path = manifestPath(options.mediaDir, normalised.key);
  const hash = specHash(normalised, options);
  const flightKey = `${path}\n${hash}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const task = (async () => {
    const manifest = await readManifest(path);
    if (manifest && (await isComplete(options.mediaDir, manifest, hash))) return manifest.image;
    return generate(normalised, hash, options, manifest);
  })();
  inFlight.set(flightKey, task);
  try {
    return await task;
  } finally {
    inFlight.delete(flightKey);
  }
}

export interface StoredCrest {
  slug: string;
  /** `crest-{slug}-{hash8}.svg` */
  fileName: string;
  bytes: number;
}

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/**
 * Writes the team's crest as `crest-{slug}-{hash8}.svg` unless that exact file exists, and removes
 * older crests of the same team. The SVG is tiny and cheap to build, so the content hash alone is
 * the cache: no manifest needed.
 */
export async function ensureCrest(
  spec: CrestSpec,
  options: Pick<ImageStoreOptions, 'mediaDir'>,
): Promise<StoredCrest> {
  if (!SLUG_PATTERN.test(spec.slug))
    throw new Error(`Invalid team slug: ${JSON.stringify(spec.slug)}`);
  const svg = crestSvg(spec);
  const bytes = Buffer.byteLength(svg);
  const fileName = `crest-${spec.slug}-${contentHash(svg)}.svg`;
  const path = join(options.mediaDir, fileName);
  if (!(await fileHasSize(path, bytes))) {
    await mkdir(options.mediaDir, { recursive: true });
    await writeFileAtomic(path, svg);
    const stale = new RegExp(`^crest-${spec.slug}-[0-9a-f]{8}\\.svg$`);
    const names = await readdir(options.mediaDir);
    await Promise.all(
      names
        .filter((name) => name !== fileName && stale.test(name))
        .map((name) => rm(join(options.mediaDir, name), { force: true })),
    );
  }
  return { slug: spec.slug, fileName, bytes };
}
