import type { Connection } from './connection.js';

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

  get channelCount(): number {
    return this.#byChannel.size;
  }
}
