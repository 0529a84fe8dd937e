import { lazy } from 'react';

/**
 * Tabs, thumbnails, the scrubber and the progress bar are chunks of their own, loaded by the
 * modules that show them: many modules have arrows and bullets only, and the standard module's
 * bytes are budgeted (design.md section 5). They appear with the engine, after hydration, like
 * the rest of the navigation; an outside row keeps its height reserved meanwhile.
 */
export const LazyNavList = lazy(() => import('./NavList.js').then((m) => ({ default: m.NavList })));
export const LazyScrubber = lazy(() =>
  import('./Scrubber.js').then((m) => ({ default: m.Scrubber })),
);
export const LazyProgressBar = lazy(() =>
  import('./ProgressBar.js').then((m) => ({ default: m.ProgressBar })),
);
