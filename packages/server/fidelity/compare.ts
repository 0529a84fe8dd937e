import type { Box, MeasuredLayer, SlideMeasure, WidthMeasure } from './reference.js';

/**
 * The fixtures README's tolerance and score, as one pure function: each check of one width of
 * one module, matched or not, with the cause of each miss. Reads the reference and our
 * measurement the same way, so the score here is the score the README defines.
 */

/** What a check is about; a miss is grouped by it in the report. */
export type Cause =
  | 'module height'
  | 'not imported'
  | 'not rendered'
  | 'layer missing'
  | 'layer hidden'
  | 'layer position'
  | 'shown, hidden in the original'
  | 'only Tribune shows'
  | 'text'
  | 'font size'
  | 'text-transform'
  | 'media kind';

export interface Miss {
  cause: Cause;
  /** The layer ("slide:layer"), or "" for the module. */
  layer: string;
  detail: string;
}

export interface WidthScore {
  checks: number;
  matched: number;
  misses: Miss[];
}

/** Edges may be off by this much: 8 px, or 2 % of the module's width when that is more. */
export function edgeTolerance(moduleWidth: number): number {
  return Math.max(8, 0.02 * moduleWidth);
}

const HEIGHT_TOLERANCE = 0.03;
const FONT_TOLERANCE = 0.1;

/** `img`, a background picture, an SVG and a canvas all show a picture: one kind. */
export function mediaClass(kind: string | null | undefined): string | null {
  if (kind === undefined || kind === null) return null;
  return kind === 'image' || kind === 'bg-image' || kind === 'svg' || kind === 'canvas'
    ? 'image'
    : kind;
}

/**
 * One width's checks. `ours` is null when the module could not be imported or rendered: every
 * check of the reference fails, with `failure` as the cause.
 */
export function scoreSlide(
  reference: SlideMeasure,
  ours: SlideMeasure | null,
  failure: Cause = 'not rendered',
): WidthScore {
  const score: WidthScore = { checks: 0, matched: 0, misses: [] };
  const check = (ok: boolean, miss: () => Miss) => {
    score.checks++;
    if (ok) score.matched++;
    else score.misses.push(miss());
  };
  const absent = ours === null;
  const refHeight = reference.module.h;
  check(!absent && Math.abs(ours.module.h - refHeight) <= HEIGHT_TOLERANCE * refHeight, () => ({
    cause: absent ? failure : 'module height',
    layer: '',
    detail: absent ? '' : `${round(ours.module.h)} px, original ${round(refHeight)} px`,
  }));

  const tolerance = edgeTolerance(reference.module.w);
  const oursById = new Map<string, MeasuredLayer>();
  for (const layer of ours?.layers ?? []) if (!layer.bg) oursById.set(layer.id, layer);
  const seen = new Set<string>();

  for (const ref of reference.layers) {
    if (ref.bg) continue;
    seen.add(ref.id);
    const mine = oursById.get(ref.id);
    const missing = (): Miss => ({
      cause: absent ? failure : 'layer missing',
      layer: ref.id,
      detail: '',
    });
    if (!ref.visible) {
      // A module that was refused or never rendered fails every check, these included.
      check(!absent && !mine?.visible, () => ({
        cause: absent ? failure : 'shown, hidden in the original',
        layer: ref.id,
        detail: `original: ${ref.why ?? 'hidden'}`,
      }));
      continue;
    }
    check(
      !!mine?.visible && (ref.moving === true || edgesWithin(ref.box, mine.box, tolerance)),
      () => {
        if (!mine) return missing();
        if (!mine.visible) return { cause: 'layer hidden', layer: ref.id, detail: mine.why ?? '' };
        return {
          cause: 'layer position',
          layer: ref.id,
          detail: describeOffset(ref.box, mine.box),
        };
      },
    );
    if (ref.text !== '') {
      check(mine?.text === ref.text, () =>
        mine
          ? { cause: 'text', layer: ref.id, detail: `"${mine.text}", original "${ref.text}"` }
          : missing(),
      );
      check(
        mine?.fontSize !== undefined &&
          ref.fontSize !== undefined &&
          Math.abs(mine.fontSize - ref.fontSize) <= FONT_TOLERANCE * ref.fontSize,
        () =>
          mine
            ? {
                cause: 'font size',
                layer: ref.id,
                detail: `${mine.fontSize} px, original ${ref.fontSize} px`,
              }
            : missing(),
      );
      check(
        mine !== undefined && (mine.textTransform ?? 'none') === (ref.textTransform ?? 'none'),
        () =>
          mine
            ? {
                cause: 'text-transform',
                layer: ref.id,
                detail: `${mine.textTransform}, original ${ref.textTransform}`,
              }
            : missing(),
      );
    }
    const refMedia = mediaClass(ref.media);
    const myMedia = mediaClass(mine?.media);
    if (refMedia !== null || (mine?.visible && myMedia !== null)) {
      check(mine !== undefined && refMedia === myMedia, () =>
        mine
          ? {
              cause: 'media kind',
              layer: ref.id,
              detail: `${mine.media ?? 'none'}, original ${ref.media ?? 'none'}`,
            }
          : missing(),
      );
    }
  }
  for (const mine of oursById.values()) {
    if (seen.has(mine.id) || !mine.visible) continue;
    check(false, () => ({
      cause: 'only Tribune shows',
      layer: mine.id,
      detail: describeBox(mine.box),
    }));
  }
  return score;
}

/** A width of a module: its first slide (scored) and its next slide (reported beside it). */
export function scoreWidth(
  reference: WidthMeasure,
  ours: WidthMeasure | null,
  failure: Cause = 'not rendered',
): { first: WidthScore; next: WidthScore | null } {
  const found = ours?.found ? ours : null;
  const first = scoreSlide(reference, found, found ? 'not rendered' : failure);
  let next: WidthScore | null = null;
  if (reference.next?.navigated) {
    const mine = found?.next?.navigated ? found.next : null;
    next = scoreSlide(reference.next, mine, found ? 'not rendered' : failure);
  }
  return { first, next };
}

function edgesWithin(a: Box, b: Box, tolerance: number): boolean {
  return (
    Math.abs(a.x - b.x) <= tolerance &&
    Math.abs(a.y - b.y) <= tolerance &&
    Math.abs(a.x + a.w - (b.x + b.w)) <= tolerance &&
    Math.abs(a.y + a.h - (b.y + b.h)) <= tolerance
  );
}

function describeOffset(ref: Box, mine: Box): string {
  return `${describeBox(mine)}, original ${describeBox(ref)}`;
}

function describeBox(box: Box): string {
  return `${round(box.x)},${round(box.y)} ${round(box.w)}×${round(box.h)}`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
