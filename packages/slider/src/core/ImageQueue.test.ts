import { describe, expect, it, vi } from 'vitest';
import { type CrossOrigin, ImageQueue, type LoadedImage } from './ImageQueue.js';
import { flush } from './test-support/FakeClock.js';

/** A loader whose loads the test settles by hand. */
function manualLoader() {
  const calls: {
    url: string;
    crossOrigin: CrossOrigin;
    ok: (i?: Partial<LoadedImage>) => void;
    fail: () => void;
  }[] = [];
  const loader = (url: string, crossOrigin: CrossOrigin) =>
    new Promise<LoadedImage>((resolve, reject) => {
      calls.push({
        url,
        crossOrigin,
        ok: (i = {}) => resolve({ width: 10, height: 5, ...i }),
        fail: () => reject(new Error('failed')),
      });
    });
  return { loader, calls };
}

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('ImageQueue', () => {
  it('goes pending → inqueue → loading → loaded', async () => {
    const { loader, calls } = manualLoader();
    const states: string[] = [];
    const queue = ImageQueue({ loader, onChange: (e) => states.push(e.state) });
    expect(queue.register('a.jpg').state).toBe('pending');
    const done = queue.load('a.jpg');
    calls[0]?.ok();
    expect(await done).toMatchObject({ state: 'loaded', width: 10, height: 5 });
    expect(states).toEqual(['inqueue', 'loading', 'loaded']);
  });

  it('loads 5 at a time and starts the next as one settles', async () => {
    const { loader, calls } = manualLoader();
    const queue = ImageQueue({ loader });
    const loads = Array.from({ length: 8 }, (_, i) => queue.load(`${i}.jpg`));
    expect(calls).toHaveLength(5);
    expect(queue.active()).toBe(5);
    expect(queue.get('6.jpg')?.state).toBe('inqueue');
    calls[0]?.ok();
    calls[1]?.ok();
    await flush();
    expect(calls).toHaveLength(7);
    expect(calls.map((c) => c.url).slice(5)).toEqual(['5.jpg', '6.jpg']);
    for (const call of calls.slice(2)) call.ok();
    await flush();
    calls[7]?.ok();
    const settled = await Promise.all(loads);
    expect(settled.every((e) => e.state === 'loaded')).toBe(true);
    expect(queue.active()).toBe(0);
  });

  it('retries once with the opposite cross-origin setting', async () => {
    const { loader, calls } = manualLoader();
    const queue = ImageQueue({ loader, crossOrigin: 'anonymous' });
    const done = queue.load('cdn.jpg');
    calls[0]?.fail();
    await flush();
    expect(calls.map((c) => c.crossOrigin)).toEqual(['anonymous', null]);
    calls[1]?.ok();
    expect(await done).toMatchObject({ state: 'loaded', crossOrigin: null });
  });

  it('gives up after the retry with the spec message', async () => {
    const { loader, calls } = manualLoader();
    const log = logger();
    const queue = ImageQueue({ loader, logger: log });
    const done = queue.load('https://x.example/broken.jpg');
    calls[0]?.fail();
    await flush();
    calls[1]?.fail();
    expect((await done).state).toBe('error');
    expect(calls.map((c) => c.crossOrigin)).toEqual([null, 'anonymous']);
    expect(log.error).toHaveBeenCalledWith(
      'Image Error: https://x.example/broken.jpg could not be loaded',
    );
    // A known failure is not loaded again.
    expect((await queue.load('https://x.example/broken.jpg')).state).toBe('error');
    expect(calls).toHaveLength(2);
  });

  it('answers "cached" for images it has, or the browser had', async () => {
    const { loader, calls } = manualLoader();
    const queue = ImageQueue({ loader });
    const first = queue.load('a.jpg');
    const again = queue.load('a.jpg');
    calls[0]?.ok();
    expect((await first).state).toBe('loaded');
    expect((await again).state).toBe('loaded');
    expect((await queue.load('a.jpg')).state).toBe('cached');
    const b = queue.load('b.jpg');
    calls[1]?.ok({ fromCache: true });
    expect((await b).state).toBe('cached');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most the registry limit, forgetting the oldest settled images', async () => {
    const loader = () => Promise.resolve({ width: 1, height: 1 });
    const queue = ImageQueue({ loader, registryLimit: 3 });
    for (const url of ['a', 'b', 'c']) await queue.load(url);
    queue.register('d');
    expect(queue.size()).toBe(3);
    expect(queue.get('a')).toBeUndefined();
    expect(queue.get('d')?.state).toBe('pending');
  });

  it('holds 5000 by default', async () => {
    const queue = ImageQueue({ loader: () => Promise.resolve({ width: 1, height: 1 }) });
    for (let i = 0; i < 5003; i++) queue.register(`${i}.jpg`);
    expect(queue.size()).toBe(5000);
    expect(queue.get('0.jpg')).toBeUndefined();
    expect(queue.get('5002.jpg')).toBeDefined();
  });
});
