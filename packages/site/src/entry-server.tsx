import { PassThrough, type Readable } from 'node:stream';
// Slider texts with markup are server-rendered through the sanitiser (installed on import).
import '@tribune/slider/sanitize';
import { renderToPipeableStream } from 'react-dom/server';
import { getDictionary } from './i18n/index.js';
import {
  createIslandRenderState,
  type IslandAssets,
  IslandContext,
} from './islands/IslandContext.js';
import { Document, type DocumentAssets } from './layout/Document.js';
import type { PageModel } from './model/pages.js';
import { PageBody } from './pages/PageBody.js';
import { pageHead } from './pages/pageHead.js';
import { pageSeo } from './seo/pageSeo.js';

export type { PageModel } from './model/pages.js';

export interface PageAssets extends DocumentAssets, Omit<IslandAssets, 'nonce'> {}

export interface RenderPageOptions {
  assets: PageAssets;
  /** CSP nonce for the page's scripts. */
  nonce: string;
  /** Reported render errors after the shell was sent (the stream still completes). */
  onError?: (error: unknown) => void;
  now?: Date;
}

/**
 * Streams a page as HTML. Resolves once the shell is ready, so the caller can still choose the
 * status code if the shell fails; rejects in that case.
 */
export function renderPage(page: PageModel, options: RenderPageOptions): Promise<Readable> {
  const t = getDictionary(page.meta.lang);
  const { title, description } = pageHead(page, t);
  const islands = createIslandRenderState({ ...options.assets, nonce: options.nonce });
  const year = (options.now ?? new Date()).getFullYear();

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <IslandContext value={islands}>
        <Document
          meta={page.meta}
          title={title}
          description={description}
          chrome={page.chrome}
          t={t}
          assets={options.assets}
          nonce={options.nonce}
          year={year}
          seo={pageSeo(page, t, { title, description })}
        >
          <PageBody page={page} t={t} />
        </Document>
      </IslandContext>,
      {
        nonce: options.nonce,
        onShellReady() {
          const body = new PassThrough();
          stream.pipe(body);
          resolve(body);
        },
        onShellError: reject,
        onError(error) {
          options.onError?.(error);
        },
      },
    );
  });
}
