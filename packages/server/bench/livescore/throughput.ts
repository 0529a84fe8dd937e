/**
 * Ingest throughput with the database in the loop: autocannon POSTs live updates to
 * /api/feed/updates for a fixed time, each request a new score so that every one is merged,
 * stored in its transaction and published.
 */
import autocannon from 'autocannon';

export interface ThroughputResult {
  updatesPerRequest: number;
  requestsPerSecond: number;
  updatesPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function measureIngestThroughput(options: {
  origin: string;
  token: string;
  slug: string;
  updatesPerRequest: number;
  seconds: number;
  connections: number;
}): Promise<ThroughputResult> {
  let sequence = 0;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/feed/updates',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        setupRequest(request) {
          const updates = Array.from({ length: options.updatesPerRequest }, () => {
            sequence += 1;
            return {
              slug: options.slug,
              matchTime: 1 + (sequence % 89),
              home: { score: sequence % 1000 },
            };
          });
          return { ...request, body: JSON.stringify(updates) };
        },
      },
    ],
  });
  const requestsPerSecond = result.requests.average;
  return {
    updatesPerRequest: options.updatesPerRequest,
    requestsPerSecond,
    updatesPerSecond: requestsPerSecond * options.updatesPerRequest,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
