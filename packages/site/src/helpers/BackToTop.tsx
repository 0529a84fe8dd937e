import { useEffect } from 'react';
import { installSmoothAnchors } from './smoothAnchors.js';

export interface BackToTopProps {
  label: string;
}

/**
 * The footer's back-to-top link (spec 2.3). Without JavaScript `#top` is HTML's own "top of the
 * document"; with it, this island also makes every in-page link on the page scroll smoothly and
 * move focus (smoothAnchors.ts). The footer is on every page, so the behaviour comes with it,
 * in a chunk of its own rather than inside the header's menus, which are another concern.
 */
export function BackToTop({ label }: BackToTopProps) {
  useEffect(() => installSmoothAnchors(window), []);
  return (
    <a className="back-to-top" href="#top">
      <svg className="back-to-top__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 3l6 6-1.4 1.4L8 5.8 3.4 10.4 2 9z" fill="currentColor" />
      </svg>
      {label}
    </a>
  );
}
