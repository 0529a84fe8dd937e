import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { familySlug } from '@tribune/slider';
import { z } from 'zod';
import type { FaceName } from './fontFaceFile.js';

/**
 * The `@fontsource/*` packages installed beside the server (dependencies of
 * `@tribune/server`): each ships one WOFF2 file per subset, weight and style
 * (`files/montserrat-latin-300-normal.woff2`), with its licence. Tribune serves their latin
 * subset under its own face names (`/fonts/montserrat-300.woff2`), so the browser side never
 * knows where a face comes from. Found once, when the server starts: a package installed later
 * counts from the next start.
 */
export interface FontPackage {
  /** `@fontsource/montserrat` */
  name: string;
  version: string;
  /** `Montserrat` */
  family: string;
  /** `montserrat`: the face names' slug (`familySlug` of `@tribune/slider`). */
  slug: string;
  /** The package's folder. */
  dir: string;
  /** The subset served: `latin`, or the package's default subset when it has no latin one. */
  subset: string;
  /** `OFL-1.1`, `Apache-2.0`, …; the text is the package's `LICENSE` file. */
  license: string;
  /** The faces the package has in that subset, as `{weight}-{style}` (`300-normal`). */
  faces: ReadonlySet<string>;
}

/** Where a face is, in a package: `{dir}/{file}`. */
export interface PackageFace {
  package: FontPackage;
  dir: string;
  file: string;
}

export interface FontPackages {
  readonly list: readonly FontPackage[];
  /** The package of a family (by slug), whichever faces it has. */
  family(slug: string): FontPackage | undefined;
  /** The package file of one face, or null when no installed package has it. */
  face(face: FaceName): PackageFace | null;
}

const metadataSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  family: z.string().min(1),
  subsets: z.array(z.string()),
  defSubset: z.string().optional(),
  license: z.object({ type: z.string() }).optional(),
});

const SCOPE = '@fontsource';

/**
 * Every `@fontsource` package that `from` (a file or folder URL/path) can import, nearest first
 * (as `import` would resolve them; a package found twice counts once, the nearer copy).
 */
export function findFontPackages(from: string = import.meta.url): FontPackages {
  const lookup = createRequire(from).resolve.paths(`${SCOPE}/any`) ?? [];
  const bySlug = new Map<string, FontPackage>();
  for (const nodeModules of lookup) {
    const scope = join(nodeModules, SCOPE);
    if (!existsSync(scope)) continue;
    for (const entry of readdirSync(scope).sort()) {
      const found = readPackage(join(scope, entry));
      if (found && !bySlug.has(found.slug)) bySlug.set(found.slug, found);
    }
  }
  return fontPackages([...bySlug.values()]);
}

/** A catalogue of given packages (tests, or packages found elsewhere). */
export function fontPackages(list: FontPackage[]): FontPackages {
  const bySlug = new Map<string, FontPackage>();
  for (const p of list) {
    // Fontsource ids are Google's family names in lower case with dashes, as the slider's slugs
    // are; the family's own slug is a second key in case one ever differs.
    for (const key of [p.slug, familySlug(p.family)]) if (!bySlug.has(key)) bySlug.set(key, p);
  }
  return {
    list,
    family: (slug) => bySlug.get(slug),
    face(face) {
      const found = bySlug.get(face.slug);
      if (!found?.faces.has(`${face.weight}-${face.style}`)) return null;
      return {
        package: found,
        dir: join(found.dir, 'files'),
        file: `${found.slug}-${found.subset}-${face.weight}-${face.style}.woff2`,
      };
    },
  };
}

/** One package folder read, or null when it is not a static Fontsource font package. */
function readPackage(dir: string): FontPackage | null {
  let metadata: z.infer<typeof metadataSchema>;
  let manifest: { name?: unknown; version?: unknown };
  let files: string[];
  try {
    metadata = metadataSchema.parse(JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')));
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    files = readdirSync(join(dir, 'files'));
  } catch {
    // Fontsource's other packages (utilities, the variable fonts' own scope) have no such files.
    return null;
  }
  const subset = metadata.subsets.includes('latin')
    ? 'latin'
    : (metadata.defSubset ?? metadata.subsets[0]);
  if (!subset) return null;
  const faces = new Set<string>();
  const pattern = new RegExp(`^${metadata.id}-${subset}-([1-9]00)-(normal|italic)\\.woff2$`);
  for (const file of files) {
    const match = pattern.exec(file);
    if (!match) continue;
    faces.add(`${match[1]}-${match[2]}`);
  }
  if (faces.size === 0) return null;
  return {
    name: typeof manifest.name === 'string' ? manifest.name : `${SCOPE}/${metadata.id}`,
    version: typeof manifest.version === 'string' ? manifest.version : '',
    family: metadata.family,
    slug: metadata.id,
    dir,
    subset,
    license: metadata.license?.type ?? 'see its LICENSE file',
    faces,
  };
}
