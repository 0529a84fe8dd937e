/**
 * What module HTML may keep (layer texts, navigation templates): the markup engine-7 texts and
 * navigation styles are written with, and nothing that runs, loads or leaves the module.
 *
 * - Text: `b`, `strong`, `i`, `em`, `u`, `s`, `small`, `mark`, `sup`, `sub`, `br`, `span`,
 *   `div`, `p`, and `i` as icon-font tags (`<i class="fa-…">`, `<i class="material-icons">`).
 * - Arrow and bullet shapes: inline `svg` with its drawing elements (no `use`, `image`,
 *   `foreignObject`, animation or links: each can load or run something).
 * - Attributes: `class` (icon fonts and the navigation styles' CSS select by class), `style`
 *   through `cleanStyle`, `title`, `aria-hidden`, and the drawing attributes of SVG. No `id`
 *   or `name` (they would clobber page globals), no `data-*`, no event handler, no URL of any
 *   kind (`href`, `src`, `xlink:href`, `action`, …), so no `javascript:` or `data:` link.
 *
 * Everything else goes: elements not listed are removed with their content kept as text,
 * except those whose content is code or a document (`script`, `style`, `iframe`, `template`,
 * …), removed whole. Names are lower case: the sanitiser compares them that way.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'mark',
  'sup',
  'sub',
  'br',
  'span',
  'div',
  'p',
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
];

export const ALLOWED_ATTRIBUTES: readonly string[] = [
  'class',
  'style',
  'title',
  'aria-hidden',
  // SVG drawing (compared in lower case: viewBox is "viewbox").
  'viewbox',
  'preserveaspectratio',
  'xmlns',
  'width',
  'height',
  'd',
  'points',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'opacity',
  'focusable',
];

/**
 * Inline style properties a text or template may set: type, colour, spacing, borders, size.
 * Not placement (`position`, `top`, `z-index`, `transform`…): a text that could pin itself
 * over the page could dress itself up as the page.
 */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'opacity',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-transform',
  'text-shadow',
  'text-indent',
  'white-space',
  'vertical-align',
  'display',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'min-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'box-sizing',
  'fill',
  'stroke',
  'stroke-width',
]);

/**
 * Values that load something or, in old browsers, run something: any `url(`, `image-set(`,
 * `expression(`, a `javascript:` scheme, `@import`, comments and escapes (which could spell
 * any of these past a plain check) and markup characters.
 */
const UNSAFE_VALUE =
  /url\s*\(|image-set|expression|javascript|vbscript|@import|behavior|binding|[\\<>]|\/\*/i;

/**
 * A `style` attribute with only the declarations of allowed properties whose values are safe,
 * in a canonical form (`name: value; …`), or "" when nothing is left. Pure string work, so the
 * server and the browser keep exactly the same declarations.
 */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(name) || value === '' || UNSAFE_VALUE.test(value)) continue;
    kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

/** Declarations split at the semicolons outside quotes and brackets. */
function splitDeclarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      out.push(style.slice(start, i));
      start = i + 1;
    }
  }
  out.push(style.slice(start));
  return out;
}
