/** What the application may know about a connection (handed to hooks, RPC handlers, events). */
export interface ConnectionInfo {
  /** Client id, unique per connection, as sent to the client. */
  readonly client: string;
  /** User id from the connection token's `sub`; `''` for anonymous connections. */
  readonly user: string;
  /** The connection token's `info` claim, if any. */
  readonly info: unknown;
  /** `name` and `version` the client sent with connect. */
  readonly name: string;
  readonly version: string;
  /** Remote address of the socket, as Node saw it. */
  readonly remoteAddress: string | undefined;
}
