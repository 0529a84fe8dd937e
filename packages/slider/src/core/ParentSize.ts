import { type Logger, parentZero } from './Messages.js';

/**
 * The "parent element dimension is 0px" warning (spec 8.1): a module placed in a hidden tab,
 * a collapsed accordion or a flex item without width measures 0 and cannot lay out. The
 * renderer measures; this decides whether to warn (width always; height only when the module
 * takes its height from the parent, i.e. full height).
 */
export function parentZeroAxis(
  size: { width: number; height: number },
  fullHeight: boolean,
): 'width' | 'height' | null {
  if (!(size.width > 0)) return 'width';
  if (fullHeight && !(size.height > 0)) return 'height';
  return null;
}

/** Warns once per call site when the parent is 0 px; returns whether it warned. */
export function warnIfParentZero(
  alias: string,
  size: { width: number; height: number },
  fullHeight: boolean,
  logger: Logger,
): boolean {
  const axis = parentZeroAxis(size, fullHeight);
  if (axis) logger.warn(parentZero(alias, axis));
  return axis !== null;
}
