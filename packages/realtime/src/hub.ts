import type { Connection } from './connection.js';
import type { Publication } from './engine/types.js';
import type { Codec } from './protocol/codec.js';

/** One encoding of a push per format, made only when a subscriber in that format needs it. */
class EncodedOnce {
  readonly #cache = new Map<Codec, Buffer>();
  constructor(readonly push: object) {}
  for(codec: Codec): Buffer {
    let buf = this.#cache.get(codec);
    if (!buf) {
      buf = codec.encode(this.push);
      this.#cache.set(codec, buf);
    }
    return buf;
  }
}

/** The connections of this process, indexed by channel and by user for fan-out and control. */
export class Hub {
  readonly #byChannel = new Map<string, Set<Connection>>();
  readonly #byUser = new Map<string, Set<Connection>>();

  /** @returns true when this is the channel's first local subscriber. */
  addSubscriber(channel: string, connection: Connection): boolean {
    let set = this.#byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.#byChannel.set(channel, set);
    }
    set.add(connection);
    return first;
  }

  /** @returns true when the channel has no local subscriber left. */
  removeSubscriber(channel: string, connection: Connection): boolean {
    const set = this.#byChannel.get(channel);
    if (!set) return false;
    set.delete(connection);
    if (set.size > 0) return false;
    this.#byChannel.delete(channel);
    return true;
  }

  subscribers(channel: string): ReadonlySet<Connection> | undefined {
    return this.#byChannel.get(channel);
  }

  addUser(connection: Connection): void {
    let set = this.#byUser.get(connection.user);
    if (!set) {
      set = new Set();
      this.#byUser.set(connection.user, set);
    }
    set.add(connection);
  }

  removeUser(connection: Connection): void {
    const set = this.#byUser.get(connection.user);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.#byUser.delete(connection.user);
  }

  /** Connections of a user, optionally only the one with this client id. */
  connectionsOf(user: string, client?: string): Connection[] {
    const set = this.#byUser.get(user);
    if (!set) return [];
    return [...set].filter((c) => client === undefined || c.id === client);
  }

  /**
   * Writes a publication to the channel's local subscribers, encoded once per format: the same
   * buffer goes to each socket. Subscriptions still waiting for their subscribe reply keep it
   * for after the reply.
   */
  publish(channel: string, pub: Publication): void {
    const subscribers = this.#byChannel.get(channel);
    if (!subscribers) return;
    const encoded = new EncodedOnce({ push: { channel, pub } });
    for (const c of subscribers) {
      const sub = c.subscriptions.get(channel);
      if (!sub) continue;
      if (sub.state === 'subscribing') {
        sub.pending.push(pub);
        continue;
      }
      c.enqueue(encoded.for(c.codec));
    }
  }

  /** Join and leave go to subscribers that asked for them (`join_leave` in their subscribe). */
  pushJoinLeave(channel: string, event: { join: object } | { leave: object }): void {
    const subscribers = this.#byChannel.get(channel);
    if (!subscribers) return;
    const encoded = new EncodedOnce({ push: { channel, ...event } });
    for (const c of subscribers) {
      const sub = c.subscriptions.get(channel);
      if (sub?.state !== 'subscribed' || !sub.joinLeave) continue;
      c.enqueue(encoded.for(c.codec));
    }
  }

  get channelCount(): number {
    return this.#byChannel.size;
  }
}
