import type { ConnectionInfo } from './connection-info.js';

/** What an RPC handler learns about its caller. */
export interface RpcContext {
  readonly connection: ConnectionInfo;
}

/**
 * Answers one RPC. Resolve with the reply's `data`; throw a `RealtimeError` for a protocol
 * error of your choice (any other exception is reported as "internal server error").
 */
export type RpcHandler = (data: unknown, context: RpcContext) => unknown | Promise<unknown>;

/** The methods clients may call with `centrifuge.rpc(method, data)`. */
export class RpcRegistry {
  readonly #handlers = new Map<string, RpcHandler>();

  /** Registers a method; registering a name twice is a mistake and throws. */
  register(method: string, handler: RpcHandler): this {
    if (this.#handlers.has(method)) throw new Error(`realtime: RPC ${method} already registered`);
    this.#handlers.set(method, handler);
    return this;
  }

  unregister(method: string): boolean {
    return this.#handlers.delete(method);
  }

  get(method: string): RpcHandler | undefined {
    return this.#handlers.get(method);
  }

  /** With no method at all the protocol says "not available" rather than "not found". */
  get size(): number {
    return this.#handlers.size;
  }
}
