import { describe, expect, it } from 'vitest';
import {
  isRedisAddress,
  redactRedisUrl,
  sentinelOptions,
  splitRedisAddresses,
} from './redis-url.js';

describe('Redis addresses', () => {
  it('reads a Sentinel address: its sentinels, master name, password and database', () => {
    expect(sentinelOptions('redis+sentinel://:s3cret@s1:26379,s2:26380/mymaster/2')).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
      ],
      name: 'mymaster',
      password: 's3cret',
      db: 2,
    });
    expect(sentinelOptions('redis+sentinel://s1/main')).toEqual({
      sentinels: [{ host: 's1', port: 26379 }],
      name: 'main',
    });
    expect(sentinelOptions('redis://s1:6379')).toBeNull();
    expect(sentinelOptions('redis+sentinel://s1:26379')).toBeNull();
  });

  it('accepts redis://, rediss:// and Sentinel addresses, nothing else', () => {
    for (const ok of [
      'redis://127.0.0.1:6379/2',
      'rediss://:pw@h:6380',
      'redis+sentinel://a,b/m',
    ]) {
      expect(isRedisAddress(ok), ok).toBe(true);
    }
    for (const bad of ['localhost:6379', 'http://h', 'redis://h:6379/db', 'redis+sentinel://a']) {
      expect(isRedisAddress(bad), bad).toBe(false);
    }
  });

  it('splits a list at commas that start another address, not inside a Sentinel address', () => {
    expect(
      splitRedisAddresses('redis://a:6379, redis+sentinel://s1:26379,s2:26379/m,rediss://b'),
    ).toEqual(['redis://a:6379', 'redis+sentinel://s1:26379,s2:26379/m', 'rediss://b']);
  });

  it('hides passwords in logs', () => {
    expect(redactRedisUrl('redis://:pw@h:6379/1')).toBe('redis://:***@h:6379/1');
    expect(redactRedisUrl('redis+sentinel://:pw@s1,s2/m')).toBe('redis+sentinel://***@s1,s2/m');
  });
});
