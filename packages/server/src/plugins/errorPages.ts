import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerFor } from '../http/errorStatus.js';
import { errorBody } from '../http/errors.js';
import { buildErrorPage, buildNotFoundPage, languageForPath } from '../pages/messagePages.js';
import type { SiteContext } from '../pages/siteContext.js';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { sendPage } from '../ssr/sendPage.js';

/** API paths answer errors in JSON; everything else is a page a reader may be looking at. */
function wantsJson(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/api/') || path === '/ajax') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the error page (or JSON) for `error`; used where Fastify bypasses hooks. */
    sendError(
      error: FastifyError | Error,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply>;
  }
}

export interface ErrorPagesOptions {
  /**
   * The site, for the pages' menu and language links. A function: this plugin is registered
   * before every route (so each route's errors come here) but the site context is complete
   * only once the slider plugin has loaded.
   */
  context: () => SiteContext;
  renderer: PageRenderer;
}

/**
 * Turns every failure of every route into a clear answer: 4xx with what was wrong; 5xx with a
 * generic message and the request id, the detail (driver text, stack) only in the log. For
 * readers that is a localized page; for programs, JSON `{statusCode, code, message}`. Must be
 * registered before any route: a route keeps the error handler of the moment it was added.
 */
export const errorPagesPlugin = fp(
  async (app: FastifyInstance, { context, renderer }: ErrorPagesOptions) => {
    app.setNotFoundHandler(async (request, reply) => {
      if (wantsJson(request) || request.method !== 'GET') {
        return reply
          .code(404)
          .send(
            errorBody('NOT_FOUND', `Nothing is served at ${request.method} ${request.url}.`, 404),
          );
      }
      const lang = languageForPath(request.url, request.headers['accept-language']);
      return sendPage(reply, renderer, await buildNotFoundPage(context(), lang, request.url), 404);
    });

    const sendError = async (
      error: FastifyError | Error,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const { status, code, message, retryAfter, field } = answerFor(error);
      if (status === 503) request.log.warn({ err: error }, 'database unavailable');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      const requestId = status >= 500 ? String(request.id) : undefined;
      if (requestId) reply.header('x-request-id', requestId);

      if (wantsJson(request) || request.method !== 'GET') {
        return reply.code(status).send(errorBody(code, message, status, requestId, field));
      }
      const lang = languageForPath(request.url, request.headers['accept-language']);
      try {
        const page = await buildErrorPage(
          context(),
          lang,
          status >= 500 ? 500 : 400,
          request.url,
          requestId,
        );
        return await sendPage(reply, renderer, page, status);
      } catch (renderError) {
        // The error page itself could not be rendered (the page shell is what broke): answer
        // with a page that depends on nothing.
        request.log.error({ err: renderError }, 'error page could not be rendered');
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(lastResortPage(lang, status, message, requestId));
      }
    };
    app.decorate('sendError', sendError);
    app.setErrorHandler(sendError);
  },
  { name: 'tribune-error-pages' },
);

function lastResortPage(
  lang: string,
  status: number,
  message: string,
  requestId: string | undefined,
): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const reference = requestId ? `<p>Ref. ${escapeHtml(requestId)}</p>` : '';
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${escapeHtml(message)}</p>${reference}<p><a href="/${lang}/">Tribune</a></p></body></html>`;
}
