import type { CSSProperties } from 'react';
import type { PerLevel } from '../../core/Levels.js';
import type { ModuleSettings } from '../../core/model/ModuleSchema.js';
import { type GridScale, scaledPx } from './units.js';

/**
 * The module's boxes, as inline styles the server can send (the site's Content-Security-Policy
 * allows style attributes, not style elements):
 *
 * - the wrapper spans its container and is a size container, so `cqw` below is its width; a
 *   fixed module's (`settings.fixed`) spans the window at its top, over the page (z-index
 *   5000, as the original's), and takes no room in the page's flow nor its clicks (its
 *   controls and layers take theirs back: `slider.css`);
 * - the frame reserves the module's height before anything loads: the level's grid height
 *   scaled with the module (`units.ts`), or the window's height for full-height modules, or
 *   the height of the slide's zones when they need more (`--sr7-zones`, measured once drawn:
 *   `useZoneHeight`); it carries the module's own background, under the slides, as the parser
 *   read it (`moduleBackground`);
 * - the grid is the layout grid of the level, scaled the same way, centred in the frame. It is
 *   not a size container: every layer length is written in the wrapper's `cqw` (`units.ts`),
 *   so layers placed on the whole slide and in the slide's zones use the same units.
 */
export interface ModuleBoxStyles {
  wrapper: CSSProperties;
  frame: CSSProperties;
  grid: CSSProperties;
  /** How lengths scale, and the grid's left offset in the slide, for the layers. */
  scale: GridScale;
}

export function gridScaleOf(settings: Pick<ModuleSettings, 'size' | 'sbt'>): GridScale {
  const { size } = settings;
  const byHeight = size.fullHeight && !settings.sbt.use;
  const base = { widths: size.width, heights: size.height, byHeight, inset: '0px' };
  const width = scaledPx(size.width, true, base);
  return { ...base, inset: `calc((100cqw - ${width}) / 2)` };
}

export function moduleBoxStyles(
  settings: Pick<ModuleSettings, 'size' | 'sbt'> & Partial<Pick<ModuleSettings, 'bg' | 'fixed'>>,
): ModuleBoxStyles {
  const scale = gridScaleOf(settings);
  const gridWidth = scaledPx(settings.size.width, true, scale);
  const gridHeight = scaledPx(settings.size.height as PerLevel<number>, true, scale);
  const zones = 'var(--sr7-zones, 0px)';
  const height = settings.size.fullHeight
    ? `max(100vh, ${gridHeight}, ${zones})`
    : `max(${gridHeight}, ${zones})`;
  return {
    wrapper: {
      position: 'relative',
      width: '100%',
      containerType: 'inline-size',
      ...(settings.fixed && FIXED),
    },
    frame: {
      ...settings.bg,
      position: 'relative',
      width: '100%',
      height,
      // Slides slide in from outside: whatever leaves the frame is cut off.
      overflow: 'hidden',
      touchAction: 'pan-y',
    },
    grid: {
      position: 'absolute',
      inset: 0,
      margin: 'auto',
      width: gridWidth,
      height: `max(${gridHeight}, ${zones})`,
      pointerEvents: 'none',
    },
    scale,
  };
}

const FIXED: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 5e3,
  pointerEvents: 'none',
};
