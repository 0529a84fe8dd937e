import type { RealtimeOptions } from '../options.js';
import { SECRET } from './harness.js';

/** The namespaces the conformance tests run against: one of each kind of rule. */
export function testOptions(extra: RealtimeOptions = {}): RealtimeOptions {
  return {
    tokenSecret: SECRET,
    apiKey: 'test-api-key',
    // Like Tribune's live channel: public, server-only publish, history, forced recovery.
    defaultNamespace: {
      subscribe: 'public',
      history: { size: 100, ttl: 300 },
      forceRecovery: true,
    },
    namespaces: {
      chat: {
        subscribe: 'public',
        publish: 'subscriber',
        presence: true,
        joinLeave: true,
        history: { size: 10, ttl: 60 },
      },
      // Like `football` with fossil delta compression allowed.
      live: {
        subscribe: 'public',
        history: { size: 100, ttl: 300 },
        forceRecovery: true,
        allowedDeltaTypes: ['fossil'],
      },
      small: { subscribe: 'public', history: { size: 3, ttl: 60 }, forceRecovery: true },
      members: { subscribe: 'user' },
      private: { subscribe: 'token' },
    },
    ...extra,
  };
}
