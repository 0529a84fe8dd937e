import { afterEach, expect, it } from 'vitest';
import { MemoryEngine } from './engine/memory.js';
import type { EngineHandler } from './engine/types.js';
import { testOptions } from './test-support/config.js';
import { delay, type Harness, startHarness } from './test-support/harness.js';

// Sockets that arrive while the engine is still starting (a Redis engine resolving its master
// through Sentinel) wait for it instead of failing their first commands.

/** The memory engine, ready only when `release()` is called. */
class SlowStartEngine extends MemoryEngine {
  #release: () => void = () => {};
  readonly #gate = new Promise<void>((r) => {
    this.#release = r;
  });
  subscribeCalls = 0;

  release(): void {
    this.#release();
  }

  override async start(handler: EngineHandler): Promise<void> {
    await this.#gate;
    return super.start(handler);
  }

  override async subscribe(channel: string): Promise<void> {
    this.subscribeCalls++;
    return super.subscribe(channel);
  }
}

let h: Harness | null = null;
let engine: SlowStartEngine | null = null;
afterEach(async () => {
  engine?.release();
  await h?.stop();
  h = null;
});

it('holds a socket that arrives before the engine has started, then serves it', async () => {
  engine = new SlowStartEngine();
  h = await startHarness(testOptions({ engine }));
  const errors: unknown[] = [];
  h.server.events.on('error', (e) => errors.push(e));
  const c = h.client();
  const subErrors: unknown[] = [];
  const sub = c.newSubscription('football');
  sub.on('error', (e) => subErrors.push(e));
  sub.subscribe();
  c.connect();
  await delay(300);
  expect(c.state).toBe('connecting');
  engine.release();
  await sub.ready(3000);
  expect(subErrors).toEqual([]);
  expect(errors).toEqual([]);
  expect(engine.subscribeCalls).toBe(1);
  await h.server.publish('football', { n: 1 });
  const pub = await new Promise((r) => sub.once('publication', (ctx) => r(ctx.data)));
  expect(pub).toEqual({ n: 1 });
});
