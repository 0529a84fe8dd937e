import type {
  ConnectionState,
  LiveTransport,
  SubscriptionState,
  TransportEvents,
} from '../transport.js';

export type RpcHandler = (method: string, data: unknown) => unknown | Promise<unknown>;

/**
 * A transport without a network: the test decides when it connects, what each RPC answers and
 * what the channel publishes.
 */
export class FakeTransport implements LiveTransport {
  events: TransportEvents | null = null;
  channel: string | null = null;
  readonly calls: { method: string; data: unknown }[] = [];
  opens = 0;
  closes = 0;
  #connection: ConnectionState = 'disconnected';
  #subscription: SubscriptionState = 'unsubscribed';

  constructor(public handler: RpcHandler = () => ({ data: [] })) {}

  open(channel: string, events: TransportEvents): void {
    this.opens += 1;
    this.channel = channel;
    this.events = events;
  }

  close(): void {
    this.closes += 1;
    this.setConnection('disconnected');
    this.setSubscription('unsubscribed');
    this.events = null;
  }

  async rpc(method: string, data: unknown): Promise<unknown> {
    this.calls.push({ method, data });
    return this.handler(method, data);
  }

  /** The official client's order (see centrifugeTransport.int.test.ts). */
  connect(): void {
    this.setSubscription('subscribing');
    this.setConnection('connecting');
    this.setConnection('connected');
    this.setSubscription('subscribed');
  }

  publish(data: unknown): void {
    this.events?.publication(data);
  }

  setConnection(next: ConnectionState): void {
    const previous = this.#connection;
    if (previous === next) return;
    this.#connection = next;
    this.events?.connectionState(next, previous);
  }

  setSubscription(next: SubscriptionState): void {
    const previous = this.#subscription;
    if (previous === next) return;
    this.#subscription = next;
    this.events?.subscriptionState(next, previous);
  }

  /** The periods asked for with getMatches, in order. */
  periods(): unknown[] {
    return this.calls
      .filter((call) => call.method === 'getMatches')
      .map((call) => (call.data as { period: string }).period);
  }
}

/** Answers getMatches per period from a table; other periods are empty. */
export function byPeriod(
  table: Record<string, unknown[]>,
  detail?: (slug: string) => unknown,
): RpcHandler {
  return (method, data) => {
    const request = data as { period?: string; slug?: string };
    if (method === 'getMatches') return { data: table[request.period ?? ''] ?? [] };
    if (method === 'getMatchDetail' && detail) return detail(request.slug ?? '');
    throw new Error(`unexpected RPC ${method}`);
  };
}
