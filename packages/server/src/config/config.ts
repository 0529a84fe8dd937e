import { randomBytes } from 'node:crypto';
import { isRedisAddress, splitRedisAddresses } from '@tribune/realtime';
import { z } from 'zod';
import { type DatabaseTarget, parseDatabaseUrl } from '../db/databaseUrl.js';
import { type HttpLimits, parseTrustProxy, type TrustProxy } from './network.js';

/**
 * Tribune is configured by environment variables only (design.md section 3). Every variable is
 * validated at start so that a typo stops the process with one line naming the variable, rather
 * than surfacing later as a confusing failure.
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute origin used for canonical and hreflang URLs, e.g. `https://tribune.example`. */
  siteUrl: string;
  database: DatabaseTarget;
  /**
   * REDIS_URL: Redis for several nodes (real-time engine, spent nonces, rate limits,
   * invalidations, the simulator's lease); several comma-separated URLs shard the real-time
   * channels, the first also holds the rest. Empty: one node, everything in memory.
   */
  redisUrls: string[];
  /** REDIS_PREFIX: of every Redis key and channel, so several sites can share one Redis. */
  redisPrefix: string;
  feedToken: string;
  /** True when FEED_TOKEN was not set and a random value was generated for this process. */
  feedTokenGenerated: boolean;
  realtimeSecret: string;
  /** True when REALTIME_SECRET was not set and a random value was generated for this process. */
  realtimeSecretGenerated: boolean;
  /** HMAC secret of form and ajax nonces. */
  nonceSecret: string;
  /** Key of the real-time HTTP API (`POST /api/realtime/{method}`); unset, that API is closed. */
  realtimeApiKey: string | undefined;
  demoFeed: boolean;
  /** Where generated and uploaded media live; served under `/media/`. */
  mediaDir: string;
  /**
   * The font folder: slider module faces no installed `@fontsource` package has, served under
   * `/fonts/` and written by `npm run import-module`. Unset: the slider package's `fonts/`.
   */
  fontsDir: string | undefined;
  /** Tile URL template of the mega-menu map (`{z}/{x}/{y}`, optional `{s}`); null: no map service. */
  mapTileUrl: string | null;
  mapAttribution: string;
  /** IANA time zone used for "today" and "tomorrow" and for displayed dates. */
  timeZone: string;
  /** Requests per minute each feed client may send to each ingest route. */
  feedRateLimitPerMinute: number;
  /** How long rendered public pages are served from memory (0: every request renders). */
  pageCacheSeconds: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Base URL of the social photo feed the slider's `photo-feed` streams read
   * (`{url}/{account}`): an http(s) URL, or a path of this server. Unset: the built-in demo
   * feed (`/api/slider/demo/photo-feed`).
   */
  photoFeedUrl: string | undefined;
  /** Sent to the photo feed as `Authorization: Bearer {token}`; unset: no such header. */
  photoFeedToken: string | undefined;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For gives the client's address (config/network.ts). */
  trustProxy: TrustProxy;
  /** Timeouts and the per-client connection cap of the HTTP server. */
  http: HttpLimits;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
    message: 'expected one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const fields = {
  NODE_ENV: z.enum(['development', 'production', 'test'], {
    message: 'expected development, production or test',
  }),
  PORT: z.coerce
    .number({ message: 'expected a number' })
    .int('expected a whole number')
    .min(0, 'expected 0–65535')
    .max(65535, 'expected 0–65535'),
  HOST: z.string().trim().min(1, 'must not be empty'),
  SITE_URL: z
    .url({ message: 'expected an absolute http(s) URL such as https://tribune.example' })
    .refine((v) => /^https?:\/\//.test(v), { message: 'expected an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, '')),
  REDIS_URL: z
    .string()
    .trim()
    .transform(splitRedisAddresses)
    .refine((urls) => urls.length > 0 && urls.every(isRedisAddress), {
      message:
        'expected a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0, a Sentinel address redis+sentinel://host:26379,host2:26379/mymaster, or several separated by commas',
    }),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected 1–64 letters, digits, - or _'),
  FEED_TOKEN: z.string().trim().min(16, 'must be at least 16 characters'),
  REALTIME_SECRET: z.string().trim().min(32, 'must be at least 32 characters'),
  NONCE_SECRET: z.string().trim().min(32, 'must be at least 32 characters'),
  REALTIME_API_KEY: z.string().trim().min(24, 'must be at least 24 characters'),
  DEMO_FEED: booleanText,
  MEDIA_DIR: z.string().trim().min(1, 'must not be empty'),
  FONTS_DIR: z.string().trim().min(1, 'must not be empty'),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/.test(v), {
      message:
        'expected an http(s) URL template with {z}, {x} and {y}, or an empty value for no map',
    }),
  MAP_ATTRIBUTION: z.string().trim().min(1, 'must not be empty'),
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'expected an IANA time zone such as Europe/Paris' }),
  FEED_RATE_LIMIT: z.coerce
    .number({ message: 'expected a number of requests per minute' })
    .int('expected a whole number of requests per minute')
    .min(1, 'expected at least 1 request per minute'),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(0, 'expected 0–3600 (0 turns the cache off)')
    .max(3600, 'expected 0–3600 (0 turns the cache off)'),
  PHOTO_FEED_URL: z
    .string()
    .trim()
    .refine(isFeedBase, {
      message:
        'expected an http(s) URL such as https://feeds.example/photos, or a path of this server such as /api/slider/demo/photo-feed (no ? or #)',
    })
    .transform((v) => v.replace(/\/+$/, '')),
  PHOTO_FEED_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]+$/, 'expected visible ASCII characters without spaces'),
  REQUEST_TIMEOUT_SECONDS: seconds(),
  HEADERS_TIMEOUT_SECONDS: seconds(),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number({ message: 'expected a number of connections' })
    .int('expected a whole number of connections')
    .min(0, 'expected 0 (no cap) or more'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'expected fatal, error, warn, info, debug, trace or silent',
  }),
};

function seconds() {
  return z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(0, 'expected 0 (no limit) or more seconds')
    .max(3600, 'expected at most 3600 seconds');
}

/** A base the feed's account is appended to: an http(s) URL or a path, no query or fragment. */
function isFeedBase(value: string): boolean {
  if (/[?#\s]/.test(value)) return false;
  if (value.startsWith('/')) return /^\/[^/]/.test(value);
  return /^https?:\/\/[^/]/i.test(value) && URL.canParse(value);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function read<K extends keyof typeof fields>(
  env: Env,
  name: K,
  fallback: string | undefined,
): z.output<(typeof fields)[K]> | undefined {
  const raw = env[name] === undefined || env[name] === '' ? fallback : env[name];
  if (raw === undefined) return undefined;
  const parsed = fields[name].safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(name, parsed.error.issues[0]?.message ?? 'invalid value');
  }
  return parsed.data as z.output<(typeof fields)[K]>;
}

/** Reads and validates the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = read(env, 'NODE_ENV', 'development')!;
  const port = read(env, 'PORT', '3000')!;
  const host = read(env, 'HOST', 'localhost')!;

  let database: DatabaseTarget;
  try {
    database = parseDatabaseUrl(env.DATABASE_URL || undefined, cwd);
  } catch (error) {
    throw new ConfigError('DATABASE_URL', (error as Error).message);
  }

  // Unset secrets get random per-process values so that `npm start` works with no set-up; the
  // start-up log says so (main.ts), since such a token survives neither a restart nor a second
  // node.
  const feedToken = read(env, 'FEED_TOKEN', undefined);
  const realtimeSecret = read(env, 'REALTIME_SECRET', undefined);

  return {
    env: nodeEnv,
    port,
    host,
    siteUrl: read(env, 'SITE_URL', `http://localhost:${port === 0 ? 3000 : port}`)!,
    database,
    redisUrls: read(env, 'REDIS_URL', undefined) ?? [],
    redisPrefix: read(env, 'REDIS_PREFIX', 'tribune')!,
    feedToken: feedToken ?? randomBytes(24).toString('base64url'),
    feedTokenGenerated: feedToken === undefined,
    realtimeSecret: realtimeSecret ?? randomBytes(32).toString('base64url'),
    realtimeSecretGenerated: realtimeSecret === undefined,
    realtimeApiKey: read(env, 'REALTIME_API_KEY', undefined),
    // Random when unset: forms rendered before a restart are then refused (the reader resends).
    nonceSecret: read(env, 'NONCE_SECRET', undefined) ?? randomBytes(32).toString('base64url'),
    demoFeed: read(env, 'DEMO_FEED', nodeEnv === 'test' ? 'false' : 'true')!,
    mediaDir: resolvePath(cwd, read(env, 'MEDIA_DIR', 'data/media')!),
    fontsDir: optionalPath(cwd, read(env, 'FONTS_DIR', undefined)),
    // Tests and offline demos set MAP_TILE_URL to empty: the menu shows its no-map sentence.
    mapTileUrl:
      (env.MAP_TILE_URL === undefined
        ? nodeEnv === 'test'
          ? ''
          : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
        : (read(env, 'MAP_TILE_URL', '') ?? '')) || null,
    mapAttribution: read(env, 'MAP_ATTRIBUTION', '© OpenStreetMap contributors')!,
    timeZone: read(env, 'TIME_ZONE', 'Europe/Paris')!,
    // Off while developing (an edit must show at once) and in tests (they write to the
    // database behind the pages' back); on in production.
    feedRateLimitPerMinute: read(env, 'FEED_RATE_LIMIT', '600')!,
    pageCacheSeconds: read(env, 'PAGE_CACHE_SECONDS', nodeEnv === 'production' ? '30' : '0')!,
    logLevel: read(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info')!,
    photoFeedUrl: read(env, 'PHOTO_FEED_URL', undefined),
    photoFeedToken: read(env, 'PHOTO_FEED_TOKEN', undefined),
    trustProxy: readTrustProxy(env),
    http: readHttpLimits(env),
  };
}

function readTrustProxy(env: Env): TrustProxy {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError('TRUST_PROXY', (error as Error).message);
  }
}

/**
 * Defaults a reader on a slow phone never meets but that free a socket held open on purpose:
 * a request (a 640 KiB comment form at most) within 30 s, its headers within 10 s.
 * Keep-alive outlives the 60 s idle timeout of common proxies and load balancers, so they never
 * reuse a connection this server is closing (Fastify's own default, 72 s).
 */
function readHttpLimits(env: Env): HttpLimits {
  const requestTimeoutMs = read(env, 'REQUEST_TIMEOUT_SECONDS', '30')! * 1000;
  const headersTimeoutMs = read(env, 'HEADERS_TIMEOUT_SECONDS', '10')! * 1000;
  // Node refuses a headers timeout longer than the request timeout.
  if (requestTimeoutMs > 0 && headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_SECONDS',
      'must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: read(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', '72')! * 1000,
    maxConnectionsPerClient: read(env, 'MAX_CONNECTIONS_PER_CLIENT', '64')!,
  };
}

function optionalPath(cwd: string, path: string | undefined): string | undefined {
  return path === undefined ? undefined : resolvePath(cwd, path);
}

function resolvePath(cwd: string, path: string): string {
  return path.startsWith('/') ? path : `${cwd.replace(/\/+$/, '')}/${path}`;
}
