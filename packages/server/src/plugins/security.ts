import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    await app.register(helmet, {
      enableCSPNonces: !options.development,
      contentSecurityPolicy: options.development
        ? false
        : {
            useDefaults: false,
            directives: {
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
            },
          },
      // The demo is served over plain HTTP on localhost; HSTS only makes sense behind HTTPS.
      strictTransportSecurity: options.https,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'tribune-security' },
);
