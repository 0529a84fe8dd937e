import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { familySlug, fontFailed, moduleFontFaces } from '@tribune/slider';
import type { FaceDownload, FaceRequest, FontDownloader } from './fontDownload.js';
import { faceFileName } from './fontFaceFile.js';
import { describeFallback, moduleFallbacks } from './fontFallback.js';
import type { FontPackages } from './fontPackages.js';

/**
 * The font step of `npm run import-module`: where each face of a module's web fonts
 * (`settings.fonts`) will come from when `/fonts/` is asked for it, and for faces that neither
 * an installed `@fontsource` package nor the font folder has, a download into the folder (the
 * family's latin WOFF2 files, through `fontDownload.ts`). What cannot be had is said as the
 * browser says it, "Failed to load font: {url}", with the font the page will show instead.
 */
export interface ModuleFontSources {
  packages: FontPackages;
  /** The font folder the server serves (`FONTS_DIR`); downloads land there. */
  fontsDir: string;
  /** null: nothing is downloaded (`--no-font-download`). */
  downloader: FontDownloader | null;
}

export type FontOutcome =
  | { family: string; faces: FaceRequest[]; source: 'package'; package: string; license: string }
  | { family: string; faces: FaceRequest[]; source: 'folder' }
  | { family: string; faces: FaceRequest[]; source: 'downloaded'; files: string[]; bytes: number }
  | {
      family: string;
      faces: FaceRequest[];
      source: 'failed';
      url: string;
      reason: string;
      fallback: string;
    }
  | { family: string; faces: FaceRequest[]; source: 'custom'; url: string | null; fallback: string }
  | { family: string; faces: FaceRequest[]; source: 'not downloaded'; fallback: string };

/**
 * Checks (and completes) the faces of one module's fonts. `module` is engine-7 data (an
 * engine-6 file's migration). Never throws for a download; a folder that cannot be written is
 * a failure of those faces.
 */
export async function installModuleFonts(
  module: unknown,
  sources: ModuleFontSources,
): Promise<FontOutcome[]> {
  const fonts = (module as { settings?: { fonts?: unknown } } | null)?.settings?.fonts;
  const fallbacks = moduleFallbacks(module);
  const custom = customFonts(fonts);
  const families = new Map<string, FaceRequest[]>();
  for (const face of moduleFontFaces(fonts)) {
    const list = families.get(face.family) ?? [];
    list.push({ weight: face.weight, style: face.style });
    families.set(face.family, list);
  }
  const outcomes: FontOutcome[] = [];
  // After one request the API never answered, the others are not tried (no waiting per family).
  let unreachable: { url: string; reason: string } | null = null;
  for (const [family, faces] of families) {
    const slug = familySlug(family);
    const fallback = describeFallback(fallbacks, family);
    const fromPackage = faces.filter((f) => sources.packages.face({ slug, ...f }));
    const rest = faces.filter((f) => !fromPackage.includes(f));
    const inFolder = rest.filter((f) =>
      existsSync(join(sources.fontsDir, faceFileName({ slug, ...f }))),
    );
    const missing = rest.filter((f) => !inFolder.includes(f));
    const found = sources.packages.family(slug);
    if (fromPackage.length && found) {
      outcomes.push({
        family,
        faces: fromPackage,
        source: 'package',
        package: found.name,
        license: found.license,
      });
    }
    if (inFolder.length) outcomes.push({ family, faces: inFolder, source: 'folder' });
    if (!missing.length) continue;
    const customUrl = custom.get(slug);
    if (customUrl !== undefined) {
      outcomes.push({ family, faces: missing, source: 'custom', url: customUrl, fallback });
    } else if (!sources.downloader) {
      outcomes.push({ family, faces: missing, source: 'not downloaded', fallback });
    } else if (unreachable) {
      const url = sources.downloader.cssUrl(family, missing);
      outcomes.push({
        family,
        faces: missing,
        source: 'failed',
        url,
        reason: `not tried: ${unreachable.reason} at ${unreachable.url}`,
        fallback,
      });
    } else {
      const results = await sources.downloader.download(family, missing);
      const gone = results.find((r) => !r.ok && r.unreachable);
      if (gone && !gone.ok) unreachable = { url: gone.url, reason: gone.reason };
      outcomes.push(...(await keep(family, slug, results, sources, fallback)));
    }
  }
  return outcomes;
}

/** Writes the downloaded faces into the folder (each whole or not at all); failures grouped. */
async function keep(
  family: string,
  slug: string,
  results: FaceDownload[],
  sources: ModuleFontSources,
  fallback: string,
): Promise<FontOutcome[]> {
  const out: FontOutcome[] = [];
  const saved: FaceRequest[] = [];
  const files: string[] = [];
  let bytes = 0;
  const failed = new Map<string, { faces: FaceRequest[]; reason: string }>();
  const fail = (url: string, face: FaceRequest, reason: string) => {
    const group = failed.get(url) ?? { faces: [], reason };
    group.faces.push(face);
    failed.set(url, group);
  };
  for (const result of results) {
    if (!result.ok) {
      fail(result.url, result.face, result.reason);
      continue;
    }
    const name = faceFileName({ slug, ...result.face });
    try {
      await writeWhole(join(sources.fontsDir, name), result.bytes);
      saved.push(result.face);
      files.push(name);
      bytes += result.bytes.length;
    } catch (error) {
      fail(result.url, result.face, `cannot write ${name}: ${(error as Error).message}`);
    }
  }
  if (saved.length) {
    await writeWhole(
      join(sources.fontsDir, `SOURCE-${slug}.txt`),
      Buffer.from(sourceNote(family, files, results)),
    ).catch(() => {});
    out.push({ family, faces: saved, source: 'downloaded', files, bytes });
  }
  for (const [url, group] of failed) {
    out.push({ family, faces: group.faces, source: 'failed', url, reason: group.reason, fallback });
  }
  return out;
}

/** A file is renamed into place once written, so the server never serves half of one. */
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  const temporary = `${path}.${process.pid}.part`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function sourceNote(family: string, files: string[], results: FaceDownload[]): string {
  const urls = [...new Set(results.filter((r) => r.ok).map((r) => r.url))];
  return [
    `${family}: ${files.join(', ')}`,
    'Downloaded by `npm run import-module` (latin subset) from:',
    ...urls.map((url) => `  ${url}`),
    "Each file's name table holds the font's copyright notice and, as a rule, its licence's URL",
    '(Google Fonts serves families under the SIL Open Font License 1.1, the Apache License 2.0 or',
    'the Ubuntu Font Licence): check them before you commit or redistribute these files.',
    '',
  ].join('\n');
}

/**
 * Families the module's site supplies itself (`custom: true`, with the URL of its stylesheet):
 * commercial or private fonts, under a licence of that site, so none is downloaded. Slug → URL.
 */
function customFonts(fonts: unknown): Map<string, string | null> {
  const out = new Map<string, string | null>();
  if (typeof fonts !== 'object' || fonts === null || Array.isArray(fonts)) return out;
  for (const [key, value] of Object.entries(fonts)) {
    if (typeof value !== 'object' || value === null) continue;
    const record = value as { name?: unknown; custom?: unknown; url?: unknown };
    if (record.custom !== true && record.custom !== 'true') continue;
    const name = typeof record.name === 'string' ? record.name : key;
    out.set(familySlug(name), typeof record.url === 'string' && record.url ? record.url : null);
  }
  return out;
}

/** One line per outcome, as the import command prints them (after `import-module: `). */
export function describeFontOutcome(outcome: FontOutcome, fontsDir: string): string {
  const faces = `${outcome.family} ${outcome.faces.map(faceLabel).join(', ')}`;
  switch (outcome.source) {
    case 'package':
      return `fonts: ${faces} from ${outcome.package} (${outcome.license})`;
    case 'folder':
      return `fonts: ${faces} from the font folder`;
    case 'downloaded':
      return `fonts: ${faces} downloaded to ${fontsDir} (${outcome.files.join(', ')}; ${kb(outcome.bytes)})`;
    case 'failed':
      return `fonts: ${fontFailed(outcome.url)} (${outcome.reason}); ${faces} falls back to ${outcome.fallback}`;
    case 'custom':
      return `fonts: ${faces} is the site's own font${outcome.url ? ` (${outcome.url})` : ''}, not downloaded (its licence is the site's): put its WOFF2 files in ${fontsDir} as ${familySlug(outcome.family)}-{weight}.woff2; until then it falls back to ${outcome.fallback}`;
    case 'not downloaded':
      return `fonts: ${faces} is in no @fontsource package nor the font folder, not downloaded (--no-font-download); it falls back to ${outcome.fallback}`;
  }
}

function faceLabel(face: FaceRequest): string {
  return face.style === 'italic' ? `${face.weight} italic` : face.weight;
}

function kb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
