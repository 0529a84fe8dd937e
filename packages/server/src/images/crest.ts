import { isHexColor, luminance } from './color.js';
import { escapeXml } from './svg.js';

/**
 * Team crests as small standalone SVG files: a shield in the club's two colours with its
 * three-letter abbreviation. Served as-is (crisp at any size, well under 2 KB), so text is real
 * SVG text in the visitor's system sans-serif rather than pixels.
 */

export interface CrestSpec {
  slug: string;
  name: string;
  /** Usually three letters; derived from the name when absent. */
  abbr?: string;
  colors: readonly [string, string];
}

/** "Olympique de Marseille" -> "ODM", "Lens" -> "LEN". */
export function deriveAbbreviation(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const letters = words.length >= 3 ? words.map((w) => w[0]).join('') : words.join('');
  return letters.slice(0, 3).toUpperCase() || 'FC';
}

const SHIELD =
  'M60 4C78 12 96 14 112 14V62C112 96 90 120 60 136C30 120 8 96 8 62V14C24 14 42 12 60 4Z';

type Design = 'halves' | 'diagonal' | 'stripes' | 'hoop';
const DESIGNS: readonly Design[] = ['halves', 'diagonal', 'stripes', 'hoop'];

/** Picks the layout from the slug so each club keeps the same look across seeds. */
function designFor(slug: string): Design {
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return DESIGNS[h % DESIGNS.length]!;
}

function field(design: Design, a: string, b: string): string {
  switch (design) {
    case 'halves':
      return `<rect width="120" height="140" fill="${a}"/><rect x="60" width="60" height="140" fill="${b}"/>`;
    case 'diagonal':
      return `<rect width="120" height="140" fill="${a}"/><path d="M0 140L120 0V140Z" fill="${b}"/>`;
    case 'stripes':
      return `<rect width="120" height="140" fill="${a}"/>${[24, 60, 96].map((x) => `<rect x="${x - 8}" width="16" height="140" fill="${b}"/>`).join('')}`;
    case 'hoop':
      return `<rect width="120" height="140" fill="${a}"/><rect y="86" width="120" height="20" fill="${b}"/>`;
  }
}

export function crestSvg(spec: CrestSpec): string {
  const [a, b] = spec.colors;
  if (!isHexColor(a) || !isHexColor(b)) throw new Error(`Crest colours must be hex: ${a}, ${b}`);
  const abbr = (spec.abbr ?? deriveAbbreviation(spec.name)).toUpperCase();
  if (!/^[A-Z0-9]{2,4}$/.test(abbr))
    throw new Error(`Crest abbreviation must be 2-4 letters: ${abbr}`);
  // The name plate is dark or light to contrast with the primary colour around it.
  const darkPlate = luminance(a) > 0.35;
  const plate = darkPlate ? '#111827' : '#ffffff';
  const ink = darkPlate ? '#ffffff' : '#111827';
  const id = `crest-${spec.slug.replace(/[^a-z0-9-]/gi, '')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140" role="img" aria-labelledby="${id}-t">`,
    `<title id="${id}-t">${escapeXml(spec.name)}</title>`,
    `<defs><clipPath id="${id}-c"><path d="${SHIELD}"/></clipPath>`,
    `<linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>`,
    `<g clip-path="url(#${id}-c)">${field(designFor(spec.slug), a, b)}<rect width="120" height="140" fill="url(#${id}-g)"/></g>`,
    `<rect x="14" y="48" width="92" height="34" rx="5" fill="${plate}" fill-opacity=".92"/>`,
    `<text x="60" y="74" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="25" font-weight="800" letter-spacing="1.5" fill="${ink}">${escapeXml(abbr)}</text>`,
    `<path d="${SHIELD}" fill="none" stroke="#0b1020" stroke-opacity=".55" stroke-width="4" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}
