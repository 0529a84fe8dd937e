import { describe, expect, it } from 'vitest';
import { isValidChannelName, Namespaces, namespaceOf } from './namespaces.js';

describe('channel names and namespaces', () => {
  it('takes the namespace from the part before the first colon', () => {
    expect(namespaceOf('football')).toBe('');
    expect(namespaceOf('chat:room')).toBe('chat');
    expect(namespaceOf('chat:room:42')).toBe('chat');
  });

  it('refuses empty, overlong and whitespace or control names', () => {
    expect(isValidChannelName('')).toBe(false);
    expect(isValidChannelName('a'.repeat(256))).toBe(false);
    expect(isValidChannelName('a b')).toBe(false);
    expect(isValidChannelName('a\nb')).toBe(false);
    expect(isValidChannelName('football')).toBe(true);
    expect(isValidChannelName('chat:élan')).toBe(true);
  });

  it('resolves known namespaces with defaults and refuses unknown ones', () => {
    const ns = new Namespaces({ subscribe: 'public' }, { chat: { presence: true } });
    expect(ns.forChannel('football')).toMatchObject({
      name: '',
      subscribe: 'public',
      publish: 'none',
    });
    expect(ns.forChannel('chat:x')).toMatchObject({
      name: 'chat',
      subscribe: 'user',
      presence: true,
      joinLeave: false,
      history: null,
      forceRecovery: false,
    });
    expect(ns.forChannel('nope:x')).toBeNull();
    expect(new Namespaces(undefined, {}).forChannel('football')).toBeNull();
  });

  it('turns history off for a zero size and recovery off without history', () => {
    const ns = new Namespaces({ history: { size: 0, ttl: 60 }, forceRecovery: true }, {});
    expect(ns.forChannel('x')).toMatchObject({ history: null, forceRecovery: false });
  });

  it('applies a channel pattern', () => {
    const ns = new Namespaces({ subscribe: 'public', channelPattern: /^football$/ }, {});
    expect(ns.forChannel('football')).not.toBeNull();
    expect(ns.forChannel('random')).toBeNull();
  });

  it('refuses namespace names that cannot be reached', () => {
    expect(() => new Namespaces(undefined, { 'a:b': {} })).toThrow(/invalid namespace/);
  });
});
