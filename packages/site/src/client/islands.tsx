import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../islands/islandTypes.js';
import { loadIsland } from '../islands/registry.client.js';

/**
 * The only script a page loads: it finds the islands the server rendered and hydrates each with
 * the props and id prefix the server used. Each island's code arrives as its own chunk.
 */
function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const loading = loadIsland(name);
    if (!loading) {
      console.error(`Tribune: unknown island "${name}"`);
      continue;
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
}

hydrateIslands(document);
