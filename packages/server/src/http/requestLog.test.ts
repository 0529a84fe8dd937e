import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { expect, it } from 'vitest';
import { logRequests } from './requestLog.js';

it('logs one line per request, with its status and time (issue 28 item 10)', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // As the app builds it (app.ts): Fastify's two lines per request off, ours on.
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(app);
  app.get('/hello', async () => 'hi');
  await app.inject({ url: '/hello?x=1' });
  await app.inject({ url: '/missing' });
  await app.close();
  const requests = lines.filter((line) => 'reqId' in line);
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({
    msg: 'request',
    method: 'GET',
    url: '/hello?x=1',
    statusCode: 200,
  });
  expect(typeof requests[0]?.ms).toBe('number');
  expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
});
