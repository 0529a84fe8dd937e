import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis, OwnRedis } from '../test-support/redis.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

// Redis going away mid-run: /readyz names it, the pages keep being served, and all is well
// again once it is back.

describeWithRedis('a node whose Redis goes away', () => {
  let redis: OwnRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    t = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('answers /readyz 503 naming Redis, keeps serving pages, and is ready again when it returns', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await redis.stop();
    const down = await t.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    const { checks } = down.json() as {
      checks: Record<string, { status: string; message?: string }>;
    };
    expect(checks.database?.status).toBe('ok');
    expect(checks.redis).toMatchObject({ status: 'error' });
    expect(checks.redis?.message).toMatch(/^Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer/);
    expect(checks.realtime?.message).toBe('the real-time engine (Redis) does not answer');
    expect((await t.app.inject({ url: '/fr/' })).statusCode).toBe(200);
    await redis.start();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await t.app.inject({ url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
  });
});
