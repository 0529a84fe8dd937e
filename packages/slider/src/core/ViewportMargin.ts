/**
 * The margin a module's "in view" is measured with (`vPort`, spec 9.2). A negative margin asks
 * for the module to be that far inside the window before it counts as in view (its slideshow
 * starts, its first slide enters). A module shorter than that can never be so far inside: on a
 * phone a 150 px module with the usual -200px would never start. It counts once half of it is
 * in view instead (as far in as it can be, and still a share of it, not one pixel).
 */
export function reachableMargin(margin: number, moduleHeight: number): number {
  if (margin >= 0 || !(moduleHeight > 0)) return margin;
  return Math.max(margin, -Math.floor(moduleHeight / 2));
}
