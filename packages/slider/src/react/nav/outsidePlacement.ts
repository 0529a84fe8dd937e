import type { CSSProperties } from 'react';
import type { Level } from '../../core/Levels.js';
import type { NavElement } from '../../core/model/NavSchema.js';

// Apart from navPosition.ts: only tabs and thumbnails sit outside, so this lands in their
// lazily loaded chunk, not in the standard module's.
/** Outside elements flow above or below the module, aligned like their setting says. */
export function outsidePlacement(settings: NavElement, level: Level): CSSProperties {
  const h = settings.h[level];
  return {
    display: 'flex',
    justifyContent: h === 'left' ? 'flex-start' : h === 'right' ? 'flex-end' : 'center',
    padding: `${Math.max(0, settings.y[level])}px ${Math.max(0, settings.x[level])}px`,
  };
}
