import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../islands/islandTypes.js';
import { loadIsland } from '../islands/registry.client.js';
import { createTaskQueue, postMessageTask } from './taskQueue.js';

/**
 * The only script a page loads: it finds the islands the server rendered and hydrates each with
 * the props and id prefix the server used. Each island's code arrives as its own chunk.
 *
 * Hydration is kept off the critical path of a slow phone (Lighthouse's mobile profile): each
 * island starts in a task of its own, after React's own evaluation, and React hydrates it as a
 * transition, in slices of a few milliseconds that yield to the browser, rather than in one
 * block the size of the island. A click or key press on an island whose hydration has begun
 * is not lost: React replays it on the hydrated island.
 */
const queue = createTaskQueue(postMessageTask(), (error) =>
  console.error('Tribune: an island failed to start', error),
);

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
    if (element.dataset.islandLoad === 'visible') deferred.observe(firstBox(element));
    else hydrate(element);
  }
}

/**
 * The island's first element with a box: React may put resource hints (`<link rel=preload>`)
 * first in a server-rendered root, and those never intersect anything.
 */
function firstBox(element: HTMLElement): Element {
  for (const child of element.children) {
    if (!['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.tagName)) return child;
  }
  return element;
}

/** Fetches the island's code now; hydrates it in its own task once the code is there. */
function hydrate(element: HTMLElement): void {
  const name = element.dataset.island as IslandName;
  const loading = loadIsland(name);
  if (!loading) {
    console.error(`Tribune: unknown island "${name}"`);
    return;
  }
  const fail = (error: unknown) => console.error(`Tribune: island "${name}" failed to load`, error);
  loading
    .then(({ Component, beforeHydrate }) =>
      queue.add(() => {
        // biome-ignore lint/suspicious/noExplicitAny: props come from the server's render of this very island.
        const props: any = JSON.parse(element.dataset.islandProps ?? '{}');
        const identifierPrefix = element.dataset.islandPrefix ?? '';
        const start = () =>
          startTransition(() => {
            hydrateRoot(
              element,
              <HydrationMark element={element}>
                <Component {...props} />
              </HydrationMark>,
              { identifierPrefix },
            );
          });
        if (beforeHydrate) beforeHydrate(props).then(() => queue.add(start), fail);
        else start();
      }),
    )
    .catch(fail);
}

/**
 * Marks the island hydrated once React has committed it and run its effects (a parent's effects
 * run after its children's), so the listeners the island installs are in place; tests and
 * monitoring wait for this mark. It renders nothing of its own, so ids from `useId` are those
 * of the server's render.
 */
function HydrationMark({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = '';
  }, [element]);
  return children;
}

// The script is `async`: when it arrives before the parser has reached the body (a cached
// script, a fast server), the islands are not in the document yet, so wait for them.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => hydrateIslands(document), { once: true });
} else {
  hydrateIslands(document);
}
