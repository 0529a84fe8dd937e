import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@tribune/site';
import type { PageRenderer } from './pageRenderer.js';
import { MissingBuildError, readProductionAssets } from './productionAssets.js';
import { siteClientDist, siteServerEntry } from './siteLocation.js';

/** Renders with the site's server bundle and links the hashed browser build. */
export async function createProductionRenderer(): Promise<PageRenderer> {
  if (!existsSync(siteServerEntry)) throw new MissingBuildError(siteServerEntry);
  const assets = readProductionAssets(siteClientDist);
  const { renderPage } = (await import(pathToFileURL(siteServerEntry).href)) as {
    renderPage: RenderPage;
  };
  return {
    render: (page, nonce, onError) => renderPage(page, { assets, nonce, onError }),
    close: async () => {},
  };
}
