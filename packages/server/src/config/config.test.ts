import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const cwd = '/srv/tribune';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('runs on defaults: port 3000, SQLite under ./data, demo feed on, Paris time', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      filename: '/srv/tribune/data/tribune.sqlite',
    });
    expect(config.demoFeed).toBe(true);
    expect(config.timeZone).toBe('Europe/Paris');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.mediaDir).toBe('/srv/tribune/data/media');
  });

  it('reads REDIS_URL as one address (URL or Sentinel) or a comma-separated list of shards; none by default', () => {
    expect(loadConfig({}, cwd).redisUrls).toEqual([]);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }, cwd).redisUrls).toEqual([
      'redis://127.0.0.1:6379/2',
    ]);
    expect(
      loadConfig({ REDIS_URL: 'redis://a:6379, rediss://:pw@b:6380/1' }, cwd).redisUrls,
    ).toEqual(['redis://a:6379', 'rediss://:pw@b:6380/1']);
    expect(
      loadConfig({ REDIS_URL: 'redis+sentinel://s1:26379,s2:26379/main,redis://c:6379' }, cwd)
        .redisUrls,
    ).toEqual(['redis+sentinel://s1:26379,s2:26379/main', 'redis://c:6379']);
  });

  it('generates development secrets when unset, and says so', () => {
    const config = loadConfig({}, cwd);
    expect(config.feedTokenGenerated).toBe(true);
    expect(config.feedToken.length).toBeGreaterThanOrEqual(16);
    expect(config.realtimeSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('selects PostgreSQL for a postgres:// URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/tribune' }, cwd);
    expect(config.database.kind).toBe('postgres');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT', 'Invalid PORT: expected a number'],
    [{ PORT: '70000' }, 'PORT', 'Invalid PORT: expected 0–65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'Invalid DATABASE_URL: unsupported value'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL', 'Invalid REDIS_URL: expected a redis://'],
    [
      { REDIS_URL: 'redis://a:6379,http://b' },
      'REDIS_URL',
      'Invalid REDIS_URL: expected a redis://',
    ],
    [{ REDIS_URL: 'redis://a:6379/db' }, 'REDIS_URL', 'Invalid REDIS_URL: expected a redis://'],
    [{ FEED_TOKEN: 'short' }, 'FEED_TOKEN', 'Invalid FEED_TOKEN: must be at least 16'],
    [{ DEMO_FEED: 'maybe' }, 'DEMO_FEED', 'Invalid DEMO_FEED: expected one of'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE', 'Invalid TIME_ZONE: expected an IANA'],
    [{ SITE_URL: 'tribune.example' }, 'SITE_URL', 'Invalid SITE_URL: expected an absolute'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV', 'Invalid NODE_ENV: expected development'],
    [{ FEED_RATE_LIMIT: '0' }, 'FEED_RATE_LIMIT', 'Invalid FEED_RATE_LIMIT: expected at least 1'],
    [
      { PAGE_CACHE_SECONDS: '-1' },
      'PAGE_CACHE_SECONDS',
      'Invalid PAGE_CACHE_SECONDS: expected 0–3600',
    ],
    [
      { PHOTO_FEED_URL: 'ftp://feeds.example/photos' },
      'PHOTO_FEED_URL',
      'Invalid PHOTO_FEED_URL: expected an http(s) URL such as https://feeds.example/photos, or a path of this server',
    ],
    [{ PHOTO_FEED_URL: 'feeds.example/photos' }, 'PHOTO_FEED_URL', 'Invalid PHOTO_FEED_URL'],
    [{ PHOTO_FEED_URL: '//feeds.example/photos' }, 'PHOTO_FEED_URL', 'Invalid PHOTO_FEED_URL'],
    [
      { PHOTO_FEED_URL: 'https://feeds.example/photos?user=1' },
      'PHOTO_FEED_URL',
      'Invalid PHOTO_FEED_URL',
    ],
    [
      { PHOTO_FEED_TOKEN: 'two words' },
      'PHOTO_FEED_TOKEN',
      'Invalid PHOTO_FEED_TOKEN: expected visible ASCII characters without spaces',
    ],
    [
      { PAGE_CACHE_SECONDS: 'soon' },
      'PAGE_CACHE_SECONDS',
      'Invalid PAGE_CACHE_SECONDS: expected a number',
    ],
  ])('rejects %o with one line naming %s', (env, variable, message) => {
    const error = errorOf(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain('\n');
  });

  it('starts in production without secrets, on random ones it reports as generated', () => {
    const config = loadConfig({ NODE_ENV: 'production' }, cwd);
    expect(config.feedTokenGenerated).toBe(true);
    expect(config.realtimeSecretGenerated).toBe(true);
    const given = loadConfig(
      { FEED_TOKEN: 'a-long-enough-feed-token', REALTIME_SECRET: 'x'.repeat(32) },
      cwd,
    );
    expect(given.feedToken).toBe('a-long-enough-feed-token');
    expect(given.feedTokenGenerated).toBe(false);
    expect(given.realtimeSecretGenerated).toBe(false);
  });

  it('caches pages in production only, and limits feed clients to 600 requests a minute', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).pageCacheSeconds).toBe(30);
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).pageCacheSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).pageCacheSeconds).toBe(0);
    expect(loadConfig({ PAGE_CACHE_SECONDS: '5' }, cwd).pageCacheSeconds).toBe(5);
    expect(loadConfig({}, cwd).feedRateLimitPerMinute).toBe(600);
    expect(loadConfig({ FEED_RATE_LIMIT: '60' }, cwd).feedRateLimitPerMinute).toBe(60);
  });

  it('reads booleans the way people write them', () => {
    for (const off of ['0', 'false', 'OFF', 'no']) {
      expect(loadConfig({ DEMO_FEED: off }, cwd).demoFeed).toBe(false);
    }
    expect(loadConfig({ DEMO_FEED: 'On' }, cwd).demoFeed).toBe(true);
  });

  it('reads the social photo feed of slider streams: the built-in demo feed unless set', () => {
    const defaults = loadConfig({}, cwd);
    expect(defaults.photoFeedUrl).toBeUndefined();
    expect(defaults.photoFeedToken).toBeUndefined();
    const outside = loadConfig(
      { PHOTO_FEED_URL: ' https://feeds.example/photos/ ', PHOTO_FEED_TOKEN: 'tok-123_ABC.xyz' },
      cwd,
    );
    expect(outside.photoFeedUrl).toBe('https://feeds.example/photos');
    expect(outside.photoFeedToken).toBe('tok-123_ABC.xyz');
    expect(loadConfig({ PHOTO_FEED_URL: '/feeds/photos/' }, cwd).photoFeedUrl).toBe(
      '/feeds/photos',
    );
    // Empty is unset, like the other variables.
    expect(loadConfig({ PHOTO_FEED_URL: '' }, cwd).photoFeedUrl).toBeUndefined();
  });

  it("reads the font folder of slider module fonts: the slider package's own unless set", () => {
    expect(loadConfig({}, cwd).fontsDir).toBeUndefined();
    expect(loadConfig({ FONTS_DIR: 'data/fonts' }, cwd).fontsDir).toBe('/srv/tribune/data/fonts');
    expect(loadConfig({ FONTS_DIR: '/var/fonts' }, cwd).fontsDir).toBe('/var/fonts');
    expect(loadConfig({ FONTS_DIR: '' }, cwd).fontsDir).toBeUndefined();
    expect(errorOf({ FONTS_DIR: '  ' }).message).toBe('Invalid FONTS_DIR: must not be empty');
  });

  it('limits slow and greedy clients by default, each limit settable (0: off)', () => {
    expect(loadConfig({}, cwd).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerClient: 64,
    });
    const set = loadConfig(
      {
        REQUEST_TIMEOUT_SECONDS: '0',
        KEEP_ALIVE_TIMEOUT_SECONDS: '5',
        MAX_CONNECTIONS_PER_CLIENT: '0',
      },
      cwd,
    );
    expect(set.http).toMatchObject({ requestTimeoutMs: 0, keepAliveTimeoutMs: 5000 });
    expect(set.http.maxConnectionsPerClient).toBe(0);
    expect(errorOf({ MAX_CONNECTIONS_PER_CLIENT: 'many' }).variable).toBe(
      'MAX_CONNECTIONS_PER_CLIENT',
    );
    expect(errorOf({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' }).message).toBe(
      'Invalid HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them, and refuses true', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1' }, cwd).trustProxy).toEqual({
      addresses: ['127.0.0.1', '::1'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toEqual({ hops: 2 });
    expect(errorOf({ TRUST_PROXY: 'true' }).variable).toBe('TRUST_PROXY');
  });
});
