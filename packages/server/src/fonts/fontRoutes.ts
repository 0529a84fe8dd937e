import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseFaceFile } from './fontFaceFile.js';
import type { FontPackages } from './fontPackages.js';

export interface FontRoutesOptions {
  /** Installed `@fontsource` packages: a face one of them has is served from it. */
  packages: FontPackages;
  /**
   * The font folder: faces no package has, as `{family-slug}-{weight}[-italic].woff2` (the
   * slider's own files, and what `npm run import-module` downloads).
   */
  fontsDir: string;
}

/** Names are stable, so a day's caching, then revalidation (ETag, Last-Modified). */
const DAY = 86_400;

/**
 * `GET /fonts/{family-slug}-{weight}[-italic].woff2`: slider module web fonts, self-hosted. The
 * face comes from an installed `@fontsource` package (its latin subset) when one has it, else
 * from the font folder; 404 otherwise (the browser logs "Failed to load font" and keeps the
 * next family of the text's list). Pages here and embeds on other sites ask for them, and a
 * cross-origin font needs CORS. Encapsulated: its `reply.sendFile` stays inside.
 */
export async function fontRoutes(app: FastifyInstance, options: FontRoutesOptions): Promise<void> {
  await app.register(fastifyStatic, {
    serve: false,
    decorateReply: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${DAY}`);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
    },
  });
  app.get<{ Params: { file: string } }>('/fonts/:file', (request, reply) => {
    const name = request.params.file;
    const face = parseFaceFile(name);
    if (!face) return reply.callNotFound();
    const found = options.packages.face(face);
    if (found) return reply.sendFile(found.file, found.dir);
    return reply.sendFile(name, options.fontsDir);
  });
}
