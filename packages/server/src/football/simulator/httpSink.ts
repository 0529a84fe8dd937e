import { FatalSinkError, type SimulatorSink } from './simulator.js';

export interface HttpSinkOptions {
  /** The server's origin, e.g. `http://localhost:3000`. */
  url: string;
  token: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The ingest API as a simulator sink (`npm run feed:simulate`). A refused token or a refused
 * body stops the run (retrying cannot help); a rate limit, a server error or a network failure
 * loses that batch only, since later updates carry the running score again.
 */
export function createHttpSink(options: HttpSinkOptions): SimulatorSink {
  const origin = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  async function post(path: string, body: unknown): Promise<void> {
    const response = await doFetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return;
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    const line = `POST ${path} answered ${response.status}: ${message}`;
    if ([400, 401, 404, 413, 415].includes(response.status)) throw new FatalSinkError(line);
    throw new Error(line);
  }
  return {
    matches: (batch) => post('/api/feed/matches', batch),
    updates: (batch) => post('/api/feed/updates', batch),
  };
}
