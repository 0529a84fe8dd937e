import type { CSSProperties } from 'react';
import type { PerLevel } from '../../core/Levels.js';
import type { ModuleSettings } from '../../core/model/ModuleSchema.js';
import { levelCss } from './levelCss.js';

/**
 * The module's boxes, as inline styles the server can send (the site's Content-Security-Policy
 * allows style attributes, not style elements):
 *
 * - the wrapper spans its container and is a size container, so `cqw` below is its width;
 * - the frame reserves the module's height before anything loads: the level's grid height,
 *   shrunk with the grid when the container is narrower than the grid (min(H, W·H/W_grid)),
 *   or the window height for full-height modules;
 * - the grid is the layout grid of the level, centred, never wider than the container, and a
 *   size container itself so layer geometry can be written in its `cqw`.
 */
export interface ModuleBoxStyles {
  wrapper: CSSProperties;
  frame: CSSProperties;
  grid: CSSProperties;
}

export function moduleBoxStyles(size: ModuleSettings['size']): ModuleBoxStyles {
  const widths = size.width;
  const heights = size.height;
  const ratio = heights.map(
    (h, i) => (h / Math.max(1, widths[i] as number)) * 100,
  ) as unknown as PerLevel<number>;
  const height = size.fullHeight
    ? '100vh'
    : `min(${levelCss(heights, 'px')}, ${levelCss(ratio, 'cqw')})`;
  return {
    wrapper: { position: 'relative', width: '100%', containerType: 'inline-size' },
    frame: {
      position: 'relative',
      width: '100%',
      height,
      // Slides slide in from outside: whatever leaves the frame is cut off.
      overflow: 'hidden',
      touchAction: 'pan-y',
    },
    grid: {
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
      marginInline: 'auto',
      width: `min(${levelCss(widths, 'px')}, 100cqw)`,
      containerType: 'inline-size',
      pointerEvents: 'none',
    },
  };
}
