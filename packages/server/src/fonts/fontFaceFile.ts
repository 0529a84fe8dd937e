/**
 * The names of `/fonts/` files, as the slider asks for them (`fontFileUrl` of
 * `@tribune/slider`): `{family-slug}-{weight}[-italic].woff2`, e.g. `open-sans-700.woff2`,
 * `mona-sans-400-italic.woff2`. One face per file; the server finds each in an installed
 * `@fontsource` package or in the font folder.
 */
export interface FaceName {
  /** The family's slug: lower-case letters and digits in dash-separated words. */
  slug: string;
  /** 100 to 900. */
  weight: string;
  style: 'normal' | 'italic';
}

const FACE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]00)(-italic)?\.woff2$/;

/** `montserrat-300.woff2` → `{slug: 'montserrat', weight: '300', style: 'normal'}`; else null. */
export function parseFaceFile(name: string): FaceName | null {
  const match = FACE_FILE.exec(name);
  if (!match) return null;
  return {
    slug: match[1] as string,
    weight: match[2] as string,
    style: match[3] ? 'italic' : 'normal',
  };
}

/** The inverse of `parseFaceFile`. */
export function faceFileName(face: FaceName): string {
  return `${face.slug}-${face.weight}${face.style === 'italic' ? '-italic' : ''}.woff2`;
}
