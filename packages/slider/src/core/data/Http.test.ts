import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../test-support/FakeClock.js';
import { type FetchLike, fetchText, HttpError } from './Http.js';

const response = (status: number, body = '', statusText = '') => ({
  status,
  statusText,
  ok: status >= 200 && status < 300,
  text: () => Promise.resolve(body),
});

describe('fetchText', () => {
  it('retries status 0 up to 5 times, 750 ms apart, then rejects with the status text', async () => {
    const clock = new FakeClock();
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(response(0, '', 'error')));
    const result = fetchText(fetch, '/x', undefined, { clock }).catch((e: unknown) => e);
    await clock.advanceAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await clock.advanceAsync(749);
    expect(fetch).toHaveBeenCalledTimes(1);
    await clock.advanceAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await clock.advanceAsync(750 * 4);
    expect(fetch).toHaveBeenCalledTimes(6);
    const error = (await result) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('error');
    await clock.advanceAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('treats a thrown fetch (dropped connection) as status 0 and recovers', async () => {
    const clock = new FakeClock();
    let calls = 0;
    const fetch: FetchLike = () =>
      ++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(response(200, 'ok'));
    const result = fetchText(fetch, '/x', undefined, { clock });
    await clock.advanceAsync(1500);
    expect(await result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('rejects other failures at once with their status text', async () => {
    const clock = new FakeClock();
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(response(404, '', 'Not Found')));
    await expect(fetchText(fetch, '/x', undefined, { clock })).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('stops retrying when aborted', async () => {
    const clock = new FakeClock();
    const controller = new AbortController();
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(response(0)));
    const result = fetchText(fetch, '/x', { signal: controller.signal }, { clock }).catch((e: unknown) => e);
    await clock.advanceAsync(0);
    controller.abort();
    await clock.advanceAsync(5000);
    expect(((await result) as HttpError).statusText).toBe('abort');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
