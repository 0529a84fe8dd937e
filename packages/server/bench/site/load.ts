/**
 * Requests per second and latency of one path under load (autocannon), with the headers a
 * browser sends: compression is part of what a page costs.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function measureLoad(
  url: string,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'br, gzip',
      'accept-language': 'fr-FR,fr;q=0.9',
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
