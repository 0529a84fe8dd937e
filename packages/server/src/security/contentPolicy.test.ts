import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { widenPolicy, widenReplyPolicy } from './contentPolicy.js';

const SITE =
  "default-src 'self';script-src 'self' 'nonce-abc';frame-src 'self' https://www.youtube-nocookie.com;connect-src 'self';object-src 'none'";

describe('widenPolicy', () => {
  it('adds sources to their directives, each once, keeping the rest as it was', () => {
    expect(
      widenPolicy(SITE, {
        'script-src': ['https://player.vimeo.com/api/player.js'],
        'frame-src': ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'],
        'connect-src': ['https://vimeo.com/api/oembed.json'],
      }),
    ).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://player.vimeo.com/api/player.js;frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;connect-src 'self' https://vimeo.com/api/oembed.json;object-src 'none'",
    );
  });

  it('changes nothing without sources', () => {
    expect(widenPolicy(SITE, {})).toBe(SITE);
    expect(widenPolicy(SITE, { 'script-src': [] })).toBe(SITE);
  });

  it('writes out a directive the policy leaves to default-src, with default-src’s sources', () => {
    expect(widenPolicy("default-src 'self' data:", { 'frame-src': ['https://a.test'] })).toBe(
      "default-src 'self' data:;frame-src 'self' data: https://a.test",
    );
    // Nothing restricts a directive of a policy without default-src: it stays unrestricted.
    expect(widenPolicy("img-src 'self'", { 'frame-src': ['https://a.test'] })).toBe(
      "img-src 'self'",
    );
  });

  it("drops 'none' once a directive allows something", () => {
    expect(widenPolicy("frame-src 'none'", { 'frame-src': ['https://a.test'] })).toBe(
      'frame-src https://a.test',
    );
  });

  it('refuses what is not one source expression, so nothing can be smuggled into the header', () => {
    for (const bad of ['https://a.test; script-src *', 'https://a.test b', "'unsafe-inline'"]) {
      expect(() => widenPolicy(SITE, { 'script-src': [bad] })).toThrow(
        /not a CSP source expression/,
      );
    }
  });
});

describe('widenReplyPolicy', () => {
  it('widens the policy the reply carries, and leaves a reply without one alone', async () => {
    const app = Fastify();
    app.get('/strict', async (_request, reply) => {
      reply.header('content-security-policy', "script-src 'self'");
      widenReplyPolicy(reply, { 'script-src': ['https://a.test/x.js'] });
      return 'ok';
    });
    app.get('/none', async (_request, reply) => {
      widenReplyPolicy(reply, { 'script-src': ['https://a.test/x.js'] });
      return 'ok';
    });
    const strict = await app.inject({ url: '/strict' });
    expect(strict.headers['content-security-policy']).toBe("script-src 'self' https://a.test/x.js");
    const none = await app.inject({ url: '/none' });
    expect(none.headers['content-security-policy']).toBeUndefined();
  });
});
