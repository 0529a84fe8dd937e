import { DEFAULTS } from '../Defaults.js';
import type { Clock } from '../Clock.js';

/** The part of `fetch` the data client uses; injected so tests (and old browsers) supply it. */
export type FetchLike = (
  url: string,
  init?: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    credentials?: 'same-origin' | 'include' | 'omit';
    signal?: AbortSignal;
  },
) => Promise<{ status: number; statusText: string; ok: boolean; text(): Promise<string> }>;

/** A request that failed, carrying the status text the spec rejects with. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  constructor(status: number, statusText: string) {
    super(statusText || (status === 0 ? 'network error' : `HTTP ${status}`));
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
  }
}

export interface RetryOptions {
  clock: Clock;
  /** Retries after a status 0 (network failure). Default 5. */
  retries?: number;
  /** Between retries, ms. Default 750. */
  retryDelay?: number;
}

/**
 * A request's body as text. Status 0, which is what a dropped connection, a blocked request or
 * a server that never answered look like, is retried up to 5 times 750 ms apart (spec 8.1),
 * then rejected with the status text. Any other failure status rejects at once: retrying a
 * 404 or a 500 will not change its answer.
 */
export async function fetchText(
  fetch: FetchLike,
  url: string,
  init: Parameters<FetchLike>[1],
  options: RetryOptions,
): Promise<string> {
  const retries = options.retries ?? DEFAULTS.ajaxRetries;
  const delay = options.retryDelay ?? DEFAULTS.ajaxRetryDelay;
  let statusText = '';
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(options.clock, delay);
    if (init?.signal?.aborted) throw new HttpError(0, 'abort');
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (init?.signal?.aborted) throw new HttpError(0, 'abort');
      statusText = error instanceof Error && error.message ? error.message : 'error';
      continue;
    }
    if (response.status === 0) {
      statusText = response.statusText || 'error';
      continue;
    }
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    return response.text();
  }
  throw new HttpError(0, statusText);
}

function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
