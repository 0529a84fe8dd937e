/**
 * Times the demo seed's image work: a cold run (render + encode everything) and a warm run (all
 * cached). Usage, from the repository root:
 *
 *   node --conditions=development --import tsx packages/server/src/images/bench-seed-images.ts <empty-dir> [--count N] [--concurrency N]
 *
 * The mix mirrors the seed: 12 article heroes and 20 body images (16:9), 96 gallery items cycling
 * through 3:2, 2:3, 1:1 and 16:9, 4 league badges (1:1) — 132 images — truncated to N if given.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { ARTWORK_SCENES } from './artworkScenes.js';
import type { AspectRatio } from './aspect.js';
import { ensureGeneratedImages } from './batch.js';
import type { GeneratedImage, GeneratedImageSpec } from './imageStore.js';

function seedMix(): GeneratedImageSpec[] {
  const specs: GeneratedImageSpec[] = [];
  const photoScenes = ARTWORK_SCENES.filter((s) => s !== 'league-badge');
  const scene = (i: number) => photoScenes[i % photoScenes.length]!;
  for (let i = 0; i < 12; i++) specs.push({ key: `hero-${i}`, scene: scene(i), variant: i });
  for (let i = 0; i < 20; i++)
    specs.push({ key: `body-${i}`, scene: scene(i + 5), variant: 100 + i });
  const aspects: AspectRatio[] = ['3:2', '2:3', '1:1', '16:9'];
  for (let i = 0; i < 96; i++) {
    specs.push({
      key: `gallery-${i}`,
      scene: scene(i * 7 + 3),
      variant: 200 + i,
      aspect: aspects[i % 4]!,
    });
  }
  for (let i = 0; i < 4; i++)
    specs.push({ key: `league-${i}`, scene: 'league-badge', variant: i, aspect: '1:1' });
  return specs;
}

async function timed(
  specs: GeneratedImageSpec[],
  mediaDir: string,
  label: string,
  concurrency?: number,
) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let lastPrinted = 0;
  const images = await ensureGeneratedImages(specs, {
    mediaDir,
    concurrency,
    onProgress: (done, total) => {
      const now = performance.now();
      if (done === total || now - lastPrinted > 2000) {
        lastPrinted = now;
        process.stderr.write(
          `  ${label}: ${done}/${total} (${((now - started) / 1000).toFixed(1)} s)\n`,
        );
      }
    },
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    images,
    seconds: (performance.now() - started) / 1000,
    // CPU time of this process (all threads): unlike wall time, not inflated by other load.
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

function summarise(images: GeneratedImage[]) {
  const byFormat = new Map<string, { files: number; bytes: number }>();
  for (const image of images) {
    for (const v of image.variants) {
      const entry = byFormat.get(v.format) ?? { files: 0, bytes: 0 };
      entry.files += 1;
      entry.bytes += v.bytes;
      byFormat.set(v.format, entry);
    }
  }
  return [...byFormat]
    .map(
      ([format, { files, bytes }]) =>
        `${format}: ${files} files, avg ${(bytes / files / 1024).toFixed(0)} KB`,
    )
    .join('; ');
}

async function main() {
  const args = process.argv.slice(2);
  const dirArg = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const count = flag('--count');
  const concurrency = flag('--concurrency');
  if (!dirArg) {
    console.error('usage: bench-seed-images.ts <empty-dir> [--count N] [--concurrency N]');
    process.exit(2);
  }
  const mediaDir = isAbsolute(dirArg) ? dirArg : resolve(dirArg);
  const existing = await readdir(mediaDir).catch(() => []);
  if (existing.length > 0) {
    console.error(`${mediaDir} is not empty: the cold run needs an empty (or missing) directory.`);
    process.exit(2);
  }
  let specs = seedMix();
  if (count !== undefined) specs = specs.slice(0, count);

  console.log(
    `${specs.length} images, ${availableParallelism()} cores, concurrency ${concurrency ?? availableParallelism()}, into ${mediaDir}`,
  );
  const cold = await timed(specs, mediaDir, 'cold', concurrency);
  const warm = await timed(specs, mediaDir, 'warm', concurrency);
  const files = await readdir(mediaDir);
  let total = 0;
  for (const name of files) total += (await stat(join(mediaDir, name))).size;
  const load = (await readFile('/proc/loadavg', 'utf8').catch(() => '?')).split(' ')[0];
  console.log(
    `cold run (render + encode): ${cold.seconds.toFixed(1)} s wall, ${cold.cpuSeconds.toFixed(1)} s CPU (${((cold.cpuSeconds * 1000) / specs.length).toFixed(0)} ms CPU/image)`,
  );
  console.log(`warm run (all cached):      ${warm.seconds.toFixed(2)} s wall`);
  console.log(
    `load average at the end: ${load} (other processes on the machine inflate wall times)`,
  );
  console.log(
    `${files.length} files, ${(total / 1024 / 1024).toFixed(1)} MB; ${summarise(cold.images)}`,
  );
}

await main();
