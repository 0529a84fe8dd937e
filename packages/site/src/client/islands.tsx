import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../islands/islandTypes.js';
import { loadIsland } from '../islands/registry.client.js';

/**
 * The only script a page loads: it finds the islands the server rendered and hydrates each with
 * the props and id prefix the server used. Each island's code arrives as its own chunk.
 */
function hydrateIslands(root: ParentNode): void {
  const deferred = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        deferred.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]');
        if (island) hydrate(island);
      }
    },
    // Start a screen early, so a reader scrolling down finds the island already live.
    { rootMargin: '100% 0px' },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    // The island wrapper is `display: contents` and has no box to intersect: watch its content.
    if (element.dataset.islandLoad === 'visible')
      deferred.observe(element.firstElementChild ?? element);
    else hydrate(element);
  }
}

function hydrate(element: HTMLElement): void {
  const name = element.dataset.island as IslandName;
  const loading = loadIsland(name);
  if (!loading) {
    console.error(`Tribune: unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.islandProps ?? '{}');
  const identifierPrefix = element.dataset.islandPrefix ?? '';
  loading
    .then((Component) => {
      // biome-ignore lint/suspicious/noExplicitAny: props come from the server's render of this very island.
      hydrateRoot(element, <Component {...(props as any)} />, { identifierPrefix });
      // React replays clicks that arrive while hydration finishes, so from here the island
      // answers; tests and monitoring wait for this mark.
      element.dataset.hydrated = '';
    })
    .catch((error: unknown) => console.error(`Tribune: island "${name}" failed to load`, error));
}

// The script is `async`: when it arrives before the parser has reached the body (a cached
// script, a fast server), the islands are not in the document yet, so wait for them.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => hydrateIslands(document), { once: true });
} else {
  hydrateIslands(document);
}
