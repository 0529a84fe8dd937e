import type { PageModel } from '@tribune/site';
import type { FastifyReply } from 'fastify';
import type { PageRenderer } from './pageRenderer.js';

/** Streams a rendered page as the reply, with the nonce the CSP header announced. */
export async function sendPage(
  reply: FastifyReply,
  renderer: PageRenderer,
  page: PageModel,
  status = 200,
): Promise<FastifyReply> {
  const nonce = reply.cspNonce?.script ?? '';
  const stream = await renderer.render(page, nonce, (error) => {
    reply.log.error({ err: error }, 'error while streaming a page');
  });
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      // Pages change with content; let caches revalidate rather than serve stale news.
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(stream)
  );
}
