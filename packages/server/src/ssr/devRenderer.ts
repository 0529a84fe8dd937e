import { join } from 'node:path';
import type { PageAssets, RenderPage } from '@tribune/site';
import type { Connect, ViteDevServer } from 'vite';
import type { PageRenderer } from './pageRenderer.js';
import { siteRoot } from './siteLocation.js';

export interface DevRenderer extends PageRenderer {
  /** Vite's middleware: serves sources, HMR updates and the client runtime. */
  middleware: Connect.Server;
}

/**
 * Development: Vite compiles the site on demand. Islands get hot updates; a change to a
 * server-only component (the page around the islands) reloads the page, since only the server
 * renders it.
 */
export async function createDevRenderer(): Promise<DevRenderer> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    configFile: join(siteRoot, 'vite.config.ts'),
    root: siteRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });

  const devScripts = await extractDevScripts(vite);
  const assets: PageAssets = {
    stylesheets: ['/src/styles/site.css'],
    devScripts,
    bootstrapModule: '/src/client/islands.tsx',
    islandChunks: {},
  };

  vite.watcher.on('change', (file) => {
    const clientModules = vite.environments.client.moduleGraph.getModulesByFile(file);
    if (!clientModules || clientModules.size === 0) vite.hot.send({ type: 'full-reload' });
  });

  return {
    middleware: vite.middlewares,
    async render(page, nonce, onError) {
      const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        renderPage: RenderPage;
      };
      return renderPage(page, { assets, nonce, onError });
    },
    close: () => vite.close(),
  };
}

/** The scripts Vite injects into an HTML page in development (its client, React refresh). */
async function extractDevScripts(vite: ViteDevServer): Promise<PageAssets['devScripts']> {
  const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const scripts: PageAssets['devScripts'] = [];
  for (const match of html.matchAll(
    /<script type="module"(?: src="([^"]+)")?>([\s\S]*?)<\/script>/g,
  )) {
    if (match[1]) scripts.push({ src: match[1] });
    else if (match[2]?.trim()) scripts.push({ code: match[2] });
  }
  return scripts;
}
