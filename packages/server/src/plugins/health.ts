import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a dependency `/readyz` must find reachable (database, realtime engine, …). */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
  }
}

/** How long a dependency may take to answer before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * `/healthz`: the process is up and serving. `/readyz`: every registered dependency answers,
 * so a load balancer can hold traffic back while, say, the database is unreachable.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
      checks.set(name, check);
    });

    const noStore = { 'cache-control': 'no-store' };

    app.get('/healthz', async (_request, reply) => {
      reply.headers(noStore);
      return { status: 'ok' };
    });

    app.get('/readyz', async (_request, reply) => {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withTimeout(check(), CHECK_TIMEOUT_MS);
            return [name, { status: 'ok' }] as const;
          } catch (error) {
            return [name, { status: 'error', message: (error as Error).message }] as const;
          }
        }),
      );
      const ready = results.every(([, result]) => result.status === 'ok');
      reply.code(ready ? 200 : 503).headers(noStore);
      return { status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) };
    });
  },
  { name: 'tribune-health' },
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
