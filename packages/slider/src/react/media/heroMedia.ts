import { bindHeroMediaFocus } from '../../core/media/HeroMediaFocus.js';
import type { ModuleHost } from '../featureLoaders.js';

/**
 * The media feature's page side: a hero has no engine to move the media focus, so its media
 * gain focus here once the hero comes into view (a standard module's engine plugin does it for
 * its slides). Returns the cleanup.
 */
export function mountHeroMedia(host: ModuleHost): () => void {
  if (host.engine !== null) return () => {};
  return bindHeroMediaFocus(host.module, (seen) => whenInView(host.root, seen));
}

/** Calls `seen` once any part of `element` is in the viewport. */
function whenInView(element: HTMLElement, seen: () => void): () => void {
  const View = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!View) {
    seen();
    return () => {};
  }
  const observer = new View((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    seen();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
