import type { Readable } from 'node:stream';
import type { PageModel } from '@tribune/site';

/** Turns a page model into streamed HTML; production and development differ only here. */
export interface PageRenderer {
  render(page: PageModel, nonce: string, onError: (error: unknown) => void): Promise<Readable>;
  close(): Promise<void>;
}
