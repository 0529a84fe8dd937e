import type { FetchLike } from '@tribune/slider';
import type { FastifyInstance } from 'fastify';

/**
 * Requests as the engine makes them, through `app.inject()`: the REST routes by GET and the
 * client actions as a form POST to `/ajax`.
 */
export function sliderHttp(app: FastifyInstance) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  /** `POST /ajax` with `action=rs_ajax_action&version=7` and these fields (`data` as given). */
  const ajax = (fields: Record<string, string | undefined>) => {
    const form = new URLSearchParams({ action: 'rs_ajax_action', version: '7' });
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) form.delete(name);
      else form.set(name, value);
    }
    return app.inject({
      method: 'POST',
      url: '/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: form.toString(),
    });
  };

  /** A client action with its `data` object JSON-encoded. */
  const action = (clientAction: string, data: unknown, extra: Record<string, string> = {}) =>
    ajax({ client_action: clientAction, data: JSON.stringify(data), ...extra });

  /** `fetch` for the engine's `DataClient`, answered by the app. */
  const fetch: FetchLike = async (url, init) => {
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: init?.headers,
      payload: init?.body,
    });
    return {
      status: response.statusCode,
      statusText: response.statusMessage,
      ok: response.statusCode >= 200 && response.statusCode < 300,
      text: async () => response.body,
    };
  };

  return { get, ajax, action, fetch };
}
