import { isRecord, toColor, toNumber, toText } from './Normalise.js';

/** Text with something in it (the editor saves "" for "not set"). */
const filled = (value: unknown) => toText(value)?.trim() || undefined;

/**
 * The module's own background (`settings.bg`), as CSS for the module's frame, under every
 * slide: read once by the parser, so the renderer only spreads it (the first script pays a
 * spread, not the rules). As the original runtime draws it:
 *
 * - `color`: a colour, or a gradient (an engine colour object's `string`);
 * - `image`: `src`, `size` (default cover), `repeat` (default no-repeat), `position` (or the
 *   `pos` Tribune's migration and layers write, a string or `{x, y}`); a picture takes the
 *   place of a gradient (the original sets it over the gradient's image), a plain colour stays
 *   under it;
 * - `overlay`: `{type, size, cA, cB}`, one of the engine's 16 tiled patterns of `size` px
 *   cells, `cA` on the cells left empty (default transparent), `cB` on the drawn ones (default
 *   black), over the module's background and, as the original adds it to every slide
 *   background without one of its own, over each slide's picture (`--sr7-overlay`, which
 *   `slider.css` lays over `.sr7-bg`). Drawn with gradients, no picture to load.
 *
 * A string (data already read) is kept as the frame's background.
 */
export interface ModuleBackground {
  background?: string;
  '--sr7-overlay'?: string;
}

export function moduleBackground(raw: unknown): ModuleBackground {
  if (typeof raw === 'string') return raw.trim() ? { background: raw.trim() } : {};
  if (!isRecord(raw)) return {};
  if (typeof raw.background === 'string' || typeof raw['--sr7-overlay'] === 'string') {
    return raw as ModuleBackground;
  }
  const color = toColor(raw.color);
  const gradient = color?.includes('gradient(') === true;
  const image = isRecord(raw.image) ? picture(raw.image) : undefined;
  const overlay = isRecord(raw.overlay) ? overlayLayers(raw.overlay) : undefined;
  const layers = [overlay, image ?? (gradient ? color : undefined)].filter(
    (layer): layer is string => layer !== undefined,
  );
  const base = !gradient && color !== undefined && color !== 'transparent' ? color : undefined;
  if (base) layers.push(layers.length > 0 ? `${layers.pop()} ${base}` : base);
  const out: ModuleBackground = {};
  if (layers.length > 0) out.background = layers.join(', ');
  if (overlay) out['--sr7-overlay'] = overlay;
  return out;
}

function picture(image: Record<string, unknown>): string | undefined {
  const src = filled(image.src);
  if (!src) return undefined;
  const size = filled(image.size) ?? 'cover';
  const repeat = filled(image.repeat) ?? 'no-repeat';
  const pos = position(image.position) ?? position(image.pos) ?? '0% 0%';
  return `url("${src.replace(/["\\\n\r]/g, encodeURIComponent)}") ${pos} / ${size} ${repeat}`;
}

function position(value: unknown): string | undefined {
  if (isRecord(value)) {
    const x = filled(value.x);
    const y = filled(value.y);
    return x || y ? `${x ?? '50%'} ${y ?? '50%'}` : undefined;
  }
  return filled(value);
}

/**
 * The patterns, as rows of cells ("1" drawn in `cB`): dots one cell in 2, 3 and 4 (4 wide,
 * 3 high); horizontal lines one row in 2, 3, 4; vertical lines one column in 2, 3, 4; then the
 * 5- and 3-cell figures (scattered dots, diamond, both diagonals, both diagonals on a 5 × 5
 * grid with a gap, a cross).
 */
const PATTERNS: Record<string, string> = {
  1: '10,00',
  2: '100,000,000',
  3: '1000,0000,0000',
  4: '1,0',
  5: '1,0,0',
  6: '1,0,0,0',
  7: '10',
  8: '100',
  9: '1000',
  10: '10000,01010,00000,01010,00001',
  11: '00100,01010,10001,01010,00100',
  12: '100,010,001',
  13: '001,010,100',
  14: '10000,01000,00100,00010,00000',
  15: '00001,00010,00100,01000,10000',
  16: '10001,01010,00100,01010,10001',
};

/**
 * The overlay as background layers: one per drawn cell, a square of `cB` in a tile of the
 * pattern's size (a conic gradient whose last quarter is the square above and left of its
 * centre), shifted to its cell; the empty cells' colour under them all.
 */
function overlayLayers(overlay: Record<string, unknown>): string | undefined {
  const type = filled(overlay.type);
  if (type === undefined || type === 'none') return undefined;
  const rows = (PATTERNS[type] ?? (PATTERNS[2] as string)).split(',');
  const cell = Math.max(1, Math.round(toNumber(overlay.size) ?? 1));
  const a = toColor(overlay.cA) ?? 'transparent';
  const b = toColor(overlay.cB) ?? '#000';
  const width = (rows[0] as string).length * cell;
  const height = rows.length * cell;
  const layers: string[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((on, x) => {
      if (on !== '1') return;
      layers.push(
        `conic-gradient(at ${cell}px ${cell}px, transparent 75%, ${b} 0) ${x * cell}px ${y * cell}px / ${width}px ${height}px`,
      );
    });
  });
  if (a !== 'transparent') layers.push(`linear-gradient(${a}, ${a})`);
  return layers.join(', ');
}
