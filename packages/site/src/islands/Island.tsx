import { use, useId } from 'react';
import { preinitModule, preloadModule } from 'react-dom';
import { IslandContext } from './IslandContext.js';
import type { IslandName, IslandPropsByName } from './islandTypes.js';
import { renderIslandHtml } from './renderIslandHtml.js';

export interface IslandProps<N extends IslandName> {
  name: N;
  props: IslandPropsByName[N];
  /**
   * `eager` (default): hydrate as soon as the page's script runs; the island's code is
   * preloaded. `visible`: fetch and hydrate only when the island comes near the viewport, for
   * islands below the fold that would otherwise weigh on the first load.
   */
  load?: 'eager' | 'visible';
}

/**
 * Server side of an island. The component is rendered as a React root of its own (with its own
 * identifier prefix) and inlined here; the browser hydrates exactly that root with the same
 * prefix, so ids made by `useId` agree on both sides. The page around it never hydrates.
 *
 * Rendering an island also asks React to put the islands bootstrap script (and the island's
 * chunks) in the document head: pages without islands ship no JavaScript at all.
 */
export function Island<N extends IslandName>({ name, props, load = 'eager' }: IslandProps<N>) {
  const state = use(IslandContext);
  if (!state) throw new Error('<Island> rendered outside IslandContext');
  const instanceId = useId();
  const prefix = `${name}-${instanceId.replace(/[^a-zA-Z0-9]/g, '')}-`;

  let pending = state.renders.get(instanceId);
  if (!pending) {
    pending = renderIslandHtml(name, props, prefix);
    state.renders.set(instanceId, pending);
  }
  const html = use(pending);

  const { bootstrapModule, islandChunks, nonce } = state.assets;
  if (bootstrapModule) {
    preinitModule(bootstrapModule, { nonce });
    if (load === 'eager') for (const chunk of islandChunks[name] ?? []) preloadModule(chunk);
  }

  return (
    <div
      className="island"
      data-island={name}
      data-island-prefix={prefix}
      data-island-props={JSON.stringify(props)}
      data-island-load={load === 'eager' ? undefined : load}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own React render, made just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
