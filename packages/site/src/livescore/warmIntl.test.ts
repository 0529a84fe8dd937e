import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StartWorker, warmIntl } from './warmIntl.js';

/** A worker stand-in that records what it is asked and answers when told. */
function fakeWorker() {
  const worker = {
    posted: [] as unknown[],
    terminated: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage(message: unknown) {
      worker.posted.push(message);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  const start: StartWorker = () => worker as unknown as Worker;
  return { worker, start };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('asks a worker for the locale and time zone, and resolves when it answers', async () => {
    vi.useFakeTimers();
    const { worker, start } = fakeWorker();
    const warming = warmIntl('fr', 'Europe/Paris', { startWorker: start });
    expect(worker.posted).toEqual([{ locale: 'fr', timeZone: 'Europe/Paris' }]);
    expect(await settled(warming)).toBe(false);

    worker.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    expect(await settled(warming)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('warms each locale and time zone once', () => {
    const first = fakeWorker();
    const second = fakeWorker();
    const warming = warmIntl('es', 'Europe/Madrid', { startWorker: first.start });
    expect(warmIntl('es', 'Europe/Madrid', { startWorker: second.start })).toBe(warming);
    expect(second.worker.posted).toEqual([]);
    first.worker.onmessage?.(new MessageEvent('message', { data: 'ready' }));
  });

  it('stops waiting after the time limit when the worker is slow', async () => {
    vi.useFakeTimers();
    const { worker, start } = fakeWorker();
    const warming = warmIntl('en', 'Europe/London', { startWorker: start, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(warming)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(warming)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves at once when no worker can be started, and on a worker error', async () => {
    const refused = warmIntl('fr', 'America/Cayenne', {
      startWorker: () => {
        throw new DOMException('blocked by the content security policy', 'SecurityError');
      },
    });
    expect(await settled(refused)).toBe(true);

    const { worker, start } = fakeWorker();
    const failing = warmIntl('fr', 'Indian/Reunion', { startWorker: start });
    worker.onerror?.(new Event('error') as ErrorEvent);
    expect(await settled(failing)).toBe(true);
  });
});
