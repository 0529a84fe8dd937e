import { el, fmt, type SvgCanvas } from '../svg.js';

/** Where the vignette starts darkening, as a fraction of the gradient radius. */
const CLEAR = 0.6;
/** Gradient radius relative to the canvas size (bounding-box units). */
const RADIUS = 0.75;

/**
 * Darkened corners: draws the eye to the centre and adds depth to flat shapes. The centre, fully
 * transparent, is cut out of the shape (even-odd hole): a full-canvas radial gradient was a third
 * of librsvg's time on a 1902 px render, most of it spent compositing nothing.
 */
export function vignette(c: SvgCanvas, strength: number): void {
  const rx = c.w * RADIUS * CLEAR * 0.98;
  const ry = c.h * RADIUS * CLEAR * 0.98;
  const cx = c.w / 2;
  const cy = c.h / 2;
  const hole = `M${fmt(cx - rx)} ${fmt(cy)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx + rx)} ${fmt(cy)}A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx - rx)} ${fmt(cy)}Z`;
  c.add(
    el('path', {
      d: `M0 0H${fmt(c.w)}V${fmt(c.h)}H0Z${hole}`,
      'fill-rule': 'evenodd',
      fill: c.radial(
        [
          [0, '#000000', 0],
          [CLEAR, '#000000', 0],
          [1, '#000000', strength],
        ],
        { r: RADIUS },
      ),
    }),
  );
}
