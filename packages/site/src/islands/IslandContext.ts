import { createContext } from 'react';
import type { IslandName } from './islandTypes.js';

/** What the server tells islands about the page's assets; one per request. */
export interface IslandAssets {
  /** The client entry that finds and hydrates islands; absent when JS is not built. */
  bootstrapModule: string | null;
  /** Per island, the chunks worth preloading (production only; in development Vite serves sources). */
  islandChunks: Partial<Record<IslandName, string[]>>;
  /** The CSP nonce for scripts this page emits. */
  nonce: string;
}

export interface IslandRenderState {
  assets: IslandAssets;
  /** Rendered island HTML by island instance, so a retried render reuses the same promise. */
  renders: Map<string, Promise<string>>;
}

export const IslandContext = createContext<IslandRenderState | null>(null);

export function createIslandRenderState(assets: IslandAssets): IslandRenderState {
  return { assets, renders: new Map() };
}
