import type { Connection } from './connection.js';
import { deltaWirePublication, fossilDelta, isSamePublication } from './delta.js';
import type { Publication } from './engine/types.js';
import type { Codec } from './protocol/codec.js';

/** One encoding of a push per format, made only when a subscriber in that format needs it. */
class EncodedOnce {
  // Two formats at most: two slots, no map lookup per subscriber on the fan-out's hot path.
  #codecA: Codec | null = null;
  #bufA: Buffer | null = null;
  #codecB: Codec | null = null;
  #bufB: Buffer | null = null;
  constructor(readonly push: (codec: Codec) => object) {}
  for(codec: Codec): Buffer {
    if (codec === this.#codecA) return this.#bufA as Buffer;
    if (codec === this.#codecB) return this.#bufB as Buffer;
    const buf = codec.encode(this.push(codec));
    if (this.#codecA === null) {
      this.#codecA = codec;
      this.#bufA = buf;
    } else {
      this.#codecB = codec;
      this.#bufB = buf;
    }
    return buf;
  }
}

/** The connections of this process, indexed by channel and by user for fan-out and control. */
export class Hub {
  readonly #byChannel = new Map<string, Set<Connection>>();
  readonly #byUser = new Map<string, Set<Connection>>();
  /** Each channel's last publication: what delta subscriptions' deltas are made against. */
  readonly #previous = new Map<string, Publication>();

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
    this.#previous.delete(channel);
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
    const previous = this.#previous.get(channel) ?? null;
    this.#previous.set(channel, pub);
    const plain = new EncodedOnce(() => ({ push: { channel, pub } }));
    // Delta subscriptions: one delta against the channel's previous publication, made only if
    // someone takes it, for those who received that publication; whole for the others.
    let delta: Buffer | null | undefined;
    const deltaOnce = (): Buffer | null => {
      if (delta === undefined) delta = previous ? fossilDelta(previous, pub) : null;
      return delta;
    };
    const asDelta = new EncodedOnce((codec) => ({
      push: { channel, pub: deltaWirePublication(pub, deltaOnce(), codec.format) },
    }));
    const whole = new EncodedOnce((codec) => ({
      push: { channel, pub: deltaWirePublication(pub, null, codec.format) },
    }));
    for (const c of subscribers) {
      const sub = c.subscriptions.get(channel);
      if (!sub) continue;
      if (sub.state === 'subscribing') {
        sub.pending.push(pub);
        continue;
      }
      if (!sub.delta) {
        c.enqueue(plain.for(c.codec));
        continue;
      }
      const fits = isSamePublication(sub.deltaBase, previous) && deltaOnce() !== null;
      c.enqueue((fits ? asDelta : whole).for(c.codec));
      sub.deltaBase = pub;
    }
  }

  /**
   * A delta subscription that recovered knows the channel's last publication even when this
   * node, without subscribers meanwhile, does not: it becomes the base of the next delta.
   */
  notePrevious(channel: string, pub: Publication): void {
    if (this.#byChannel.has(channel) && !this.#previous.has(channel)) {
      this.#previous.set(channel, pub);
    }
  }

  /** Join and leave go to subscribers that asked for them (`join_leave` in their subscribe). */
  pushJoinLeave(channel: string, event: { join: object } | { leave: object }): void {
    const subscribers = this.#byChannel.get(channel);
    if (!subscribers) return;
    const encoded = new EncodedOnce(() => ({ push: { channel, ...event } }));
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
