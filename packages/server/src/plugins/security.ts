import { randomBytes } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security headers (and a fresh CSP nonce) on a reply the hooks never saw: Fastify
     * answers router errors (an undecodable URL, an over-long parameter) before any hook runs.
     */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Security headers with a real Content-Security-Policy: scripts and styles only from our origin
 * or with the per-request nonce (the page bootstrap script), no plugins, no framing by other
 * sites. Development leaves CSP off: Vite's HMR client injects inline styles and scripts.
 * A page showing a slider module with a YouTube or Vimeo video widens it by exactly that
 * player's sources, on that page only (ssr/pagePolicy.ts).
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { development: boolean; https: boolean; imageOrigins: string[] },
  ) => {
    const directives = {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // React writes style attributes (image placeholder colours); they cannot run code.
      styleSrcAttr: ["'unsafe-inline'"],
      // The mega-menu map's tiles come from the configured map service.
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      // Article videos: YouTube's privacy-enhanced player, loaded only when the reader
      // presses play (their stills are the site's own pictures, so no img-src for it).
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    };
    const settings = {
      contentSecurityPolicy: options.development
        ? (false as const)
        : { useDefaults: false, directives },
      // The demo is served over plain HTTP on localhost; HSTS only makes sense behind HTTPS.
      strictTransportSecurity: options.https,
      crossOriginEmbedderPolicy: false,
    } satisfies FastifyHelmetOptions;
    await app.register(fastifyHelmet, { enableCSPNonces: !options.development, ...settings });

    app.decorate('applySecurityHeaders', async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.raw.headersSent) return;
      // What @fastify/helmet's hooks do: a nonce per reply, added to script-src and style-src.
      const nonce = {
        script: randomBytes(16).toString('hex'),
        style: randomBytes(16).toString('hex'),
      };
      const policy = options.development
        ? false
        : {
            useDefaults: false,
            directives: {
              ...directives,
              scriptSrc: [...directives.scriptSrc, `'nonce-${nonce.script}'`],
              styleSrc: [...directives.styleSrc, `'nonce-${nonce.style}'`],
            },
          };
      if (!options.development) reply.cspNonce = nonce;
      await new Promise<void>((resolve, reject) =>
        helmet({ ...settings, contentSecurityPolicy: policy })(
          request.raw,
          reply.raw,
          (error?: unknown) => (error ? reject(error) : resolve()),
        ),
      );
    });
  },
  { name: 'tribune-security' },
);
