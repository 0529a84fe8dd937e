import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';
import { BadTextError, findBadText, textProblem } from '../http/textInput.js';

/** Longer URLs are refused before routing: no page of ours needs more. */
export const MAX_URL_LENGTH = 2048;

/** Longer path parameters (a slug, an alias) are refused by the router: none of ours is. */
export const MAX_PARAM_LENGTH = 500;

/**
 * Rejects URLs we could never answer correctly, with a 400 rather than a 500 deep inside a
 * handler: over-long ones and those whose percent-encoding does not decode. Then refuses text
 * no database column can hold (`http/textInput.ts`) wherever a request carries it: the path,
 * the query and the parsed body (form or JSON), naming the field.
 */
export const requestGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const url = request.raw.url ?? '/';
      if (url.length > MAX_URL_LENGTH) throw new HttpError('URL_TOO_LONG', { max: MAX_URL_LENGTH });
      const path = url.split('?', 1)[0] ?? '/';
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        throw new HttpError('URL_MALFORMED');
      }
      const problem = textProblem(decoded);
      if (problem) throw new BadTextError('URL path', 'path', problem);
    });
    // After the body is parsed and before any handler reads it. Routes with error answers of
    // their own (the feed) translate this error; every other route answers it as is.
    app.addHook('preValidation', async (request) => {
      const inQuery = findBadText(request.query);
      if (inQuery) {
        throw new BadTextError(
          `query parameter "${inQuery.field}"`,
          inQuery.field,
          inQuery.problem,
        );
      }
      const inBody = findBadText(request.body);
      if (inBody) throw new BadTextError(`field "${inBody.field}"`, inBody.field, inBody.problem);
    });
  },
  { name: 'tribune-request-guards' },
);
