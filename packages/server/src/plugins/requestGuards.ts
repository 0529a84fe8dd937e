import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';

/** Longer URLs are refused before routing: no page of ours needs more. */
export const MAX_URL_LENGTH = 2048;

/** Longer path parameters (a slug, an alias) are refused by the router: none of ours is. */
export const MAX_PARAM_LENGTH = 500;

/**
 * Rejects URLs we could never answer correctly, with a 400 rather than a 500 deep inside a
 * handler: over-long ones and those whose percent-encoding does not decode.
 */
export const requestGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const url = request.raw.url ?? '/';
      if (url.length > MAX_URL_LENGTH) throw new HttpError('URL_TOO_LONG', { max: MAX_URL_LENGTH });
      const path = url.split('?', 1)[0] ?? '/';
      try {
        decodeURIComponent(path);
      } catch {
        throw new HttpError('URL_MALFORMED');
      }
    });
  },
  { name: 'tribune-request-guards' },
);
