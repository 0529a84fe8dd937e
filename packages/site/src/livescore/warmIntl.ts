/**
 * The first Intl date formatter a page makes has the browser load ICU's locale, calendar and
 * time-zone data. In a fresh Chromium renderer on this project's machine that took 35–500 ms of
 * main-thread time, and it fell inside the live score's first render of its matches: the home
 * page's longest task. That data is shared by the whole renderer process, so the same formatter
 * made first in a worker leaves the main thread's one at 0–8 ms. This makes the live score's
 * formatters once in a worker and resolves when it is done, or after `timeoutMs` whatever happens
 * (a worker that cannot start, a slow one): warming up is an optimisation, never a wait the
 * reader pays for.
 */
export type StartWorker = () => Worker;

const startDefault: StartWorker = () =>
  new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { type: 'module' });

const warming = new Map<string, Promise<void>>();

export function warmIntl(
  locale: string,
  timeZone: string,
  options: { timeoutMs?: number; startWorker?: StartWorker } = {},
): Promise<void> {
  const key = `${locale}|${timeZone}`;
  let done = warming.get(key);
  if (!done) {
    done = warmInWorker(locale, timeZone, options.timeoutMs ?? 1000, options.startWorker);
    warming.set(key, done);
  }
  return done;
}

function warmInWorker(
  locale: string,
  timeZone: string,
  timeoutMs: number,
  startWorker: StartWorker = startDefault,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const finish = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    try {
      worker = startWorker();
    } catch {
      // No workers here (or a policy forbids them): the main thread loads the data itself.
      finish();
      return;
    }
    worker.onmessage = finish;
    worker.onerror = finish;
    worker.postMessage({ locale, timeZone });
  });
}
