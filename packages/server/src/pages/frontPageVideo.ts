import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontPageVideo } from '@tribune/site';

/**
 * The front page's video panel. The demo's film is drawn and encoded by the site's build with
 * the system Chromium (packages/site/build/demo-video/README.md) into the site's static files,
 * so nothing is downloaded and no video sits in the repository; a real install would point these
 * at its own media.
 */
export const FRONT_PAGE_VIDEO: FrontPageVideo = {
  sources: [{ src: '/video/tribune-demo.webm', type: 'video/webm' }],
  poster: '/video/tribune-demo-poster.jpg',
  width: 960,
  height: 540,
};

/**
 * The panel when its film and poster are among the static files in `dir` (the client build, or
 * the site's public folder under the dev server), else null: a build made without Chromium has
 * no film, and the front page then shows no panel rather than a broken player.
 */
export function findFrontPageVideo(dir: string | null): FrontPageVideo | null {
  if (!dir) return null;
  const files = [...FRONT_PAGE_VIDEO.sources.map((s) => s.src), FRONT_PAGE_VIDEO.poster];
  return files.every((file) => existsSync(join(dir, file))) ? FRONT_PAGE_VIDEO : null;
}
