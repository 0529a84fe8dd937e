/** Spec 4.9: the connection's states, as the official client names them. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
/** Spec 4.9: the sport channel subscription's states. */
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

/** What a transport reports to the store. */
export interface TransportEvents {
  connectionState(next: ConnectionState, previous: ConnectionState): void;
  subscriptionState(next: SubscriptionState, previous: SubscriptionState): void;
  /** A publication on the sport channel: a live update (spec 3.7), not yet validated. */
  publication(data: unknown): void;
  /**
   * The subscription came back after a break without recovering what it missed (the
   * server's history no longer reaches back far enough): the list must be loaded again.
   */
  missedPublications(): void;
}

/**
 * The real-time connection behind a small interface: the widget needs one channel and two
 * RPCs. The real one wraps the official centrifuge client (centrifugeTransport.ts); unit tests
 * use a fake.
 */
export interface LiveTransport {
  /** Connects and subscribes to `channel`. Called once per start. */
  open(channel: string, events: TransportEvents): void;
  /** Unsubscribes and disconnects; the transport may be opened again afterwards. */
  close(): void;
  /** An RPC over the same connection; resolves with the reply's data, rejects on failure. */
  rpc(method: string, data: unknown): Promise<unknown>;
}
