import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis addresses as operators write them: `redis://` and `rediss://` URLs, and Redis Sentinel
 * as `redis+sentinel://[:password@]host:port[,host:port…]/masterName[/db]` (the sentinels are
 * asked which server is the master, and asked again after a failover).
 */

const SENTINEL = /^redis\+sentinel:\/\/(?:(?:[^:@/]*):([^@/]*)@)?([^/@]+)\/([^/]+)(?:\/(\d+))?\/?$/;

/** The options of a Sentinel URL, or null for any other URL. */
export function sentinelOptions(url: string): RedisOptions | null {
  const m = SENTINEL.exec(url);
  if (!m) return null;
  const [, password, hosts, name, db] = m;
  const sentinels = (hosts ?? '').split(',').map((hostPort) => {
    const at = hostPort.lastIndexOf(':');
    const host = at > 0 ? hostPort.slice(0, at) : hostPort;
    const port = at > 0 ? Number(hostPort.slice(at + 1)) : 26379;
    return { host, port };
  });
  if (sentinels.some((s) => !s.host || !Number.isInteger(s.port))) return null;
  return {
    sentinels,
    name: decodeURIComponent(name ?? ''),
    ...(password ? { password: decodeURIComponent(password) } : {}),
    ...(db ? { db: Number(db) } : {}),
  };
}

/** Whether `url` is an address {@link createRedis} accepts. */
export function isRedisAddress(url: string): boolean {
  if (sentinelOptions(url)) return true;
  if (!/^rediss?:\/\/\S+$/.test(url) || !URL.canParse(url)) return false;
  const { hostname, pathname } = new URL(url);
  return hostname !== '' && /^\/?(\d+)?$/.test(pathname);
}

/**
 * Several addresses in one variable, comma-separated: a comma starts a new address only where
 * a scheme follows, so a Sentinel URL keeps its own list of sentinels.
 */
export function splitRedisAddresses(value: string): string[] {
  return value
    .split(/,(?=\s*rediss?(?:\+sentinel)?:\/\/)/)
    .map((u) => u.trim())
    .filter((u) => u !== '');
}

/** A connection to `url` (plain or Sentinel) with `options`. */
export function createRedis(url: string, options: RedisOptions): Redis {
  const sentinel = sentinelOptions(url);
  return sentinel ? new Redis({ ...sentinel, ...options }) : new Redis(url, options);
}

/** An address fit for logs and errors: no password. */
export function redactRedisUrl(url: string): string {
  if (sentinelOptions(url)) return url.replace(/\/\/[^@/]*@/, '//***@');
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}
