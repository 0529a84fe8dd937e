import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR = 31_536_000;

/**
 * The browser build and the media library. Hashed files (`/assets/*`, every file in `/media/`)
 * never change under the same name, so browsers may keep them a year without asking again.
 */
export const staticFilesPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      clientDist: string | null;
      mediaDir: string;
      /** The embeds' builds (score widget, slider), served together under /embed/. */
      embedDists: string[];
    },
  ) => {
    mkdirSync(options.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', `public, max-age=${YEAR}, immutable`);
        // Team logos and league badges appear in the score widget embedded on other sites.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    if (options.embedDists.length > 0) {
      // The embed scripts keep stable names (site owners paste the URL into their pages), so
      // browsers revalidate them every few minutes instead of keeping them a year.
      await app.register(fastifyStatic, {
        root: options.embedDists,
        prefix: '/embed/',
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('cache-control', 'public, max-age=300');
          // Pages on other sites load these files.
          reply.header('cross-origin-resource-policy', 'cross-origin');
          reply.header('access-control-allow-origin', '*');
        },
      });
    }
    if (!options.clientDist) return;
    await app.register(fastifyStatic, {
      root: options.clientDist,
      prefix: '/',
      // Only the files present at start get routes, so pages own every other path.
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders: (reply, path) => {
        const hashed = path.includes('/assets/');
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
        );
        // The demo film, its poster and the stadium sound play in slider modules embedded on
        // other sites (issue 28 item 1): helmet's same-origin policy would blank them there.
        if (/[\\/](video|audio)[\\/]/.test(path)) {
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  },
  { name: 'tribune-static-files' },
);
