import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, once it is answered: method, URL, status and time. Fastify's own
 * request logging writes two ("incoming request", then "request completed"), which doubles the
 * log's volume and splits what an operator reads together; the app turns it off
 * (`disableRequestLogging`) and logs this instead, with the request's id as every line of it.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
