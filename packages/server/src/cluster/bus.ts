import type { Redis } from 'ioredis';

/**
 * Messages every node of the site hears (page cache cleared, match lists stale): a Redis
 * PUB/SUB channel. Each node also acts on its own messages at once, without waiting for the
 * round trip, so a node alone (no Redis) behaves exactly the same.
 */
export interface ClusterBus {
  /** Acts here and on every other node. */
  emit(topic: string): void;
  on(topic: string, listener: () => void): void;
  close(): Promise<void>;
}

export function createLocalBus(): ClusterBus {
  const listeners = new Map<string, Set<() => void>>();
  return {
    emit(topic) {
      for (const l of listeners.get(topic) ?? []) l();
    },
    on(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * @param publisher the app's shared connection (fails fast while Redis is away).
 * @param subscriber a connection of its own, kept in subscriber mode.
 * @param onError a message that could not be sent (its own node acted anyway).
 */
export async function createRedisBus(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  onError: (error: unknown) => void,
): Promise<ClusterBus> {
  const local = createLocalBus();
  // Tells this node's own messages apart from the others'.
  const self = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  subscriber.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    const [from, topic] = text.split('|');
    if (from !== self && topic) local.emit(topic);
  });
  await subscriber.subscribe(channel);
  return {
    emit(topic) {
      local.emit(topic);
      publisher.publish(channel, `${self}|${topic}`).catch(onError);
    },
    on: local.on,
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
