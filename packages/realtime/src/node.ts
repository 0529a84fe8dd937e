import { EventEmitter } from 'node:events';
import { DISCONNECTS, type Disconnect, ERRORS, UNSUBSCRIBES } from './codes.js';
import { handleCommand, replyError } from './commands.js';
import type { Connection, ConnectionHost } from './connection.js';
import type { ConnectionInfo } from './connection-info.js';
import type {
  ClientInfo,
  ControlMessage,
  Engine,
  EngineHandler,
  Publication,
  StreamPosition,
} from './engine/types.js';
import { Hub } from './hub.js';
import type { Namespaces } from './namespaces.js';
import type { ResolvedOptions } from './options.js';
import type { DecodedFrame } from './protocol/codec.js';
import type { RpcRegistry } from './rpc.js';
import { addSubscription, removeSubscription } from './subscribe.js';
import type { TokenVerifier } from './tokens.js';

/** Events a server emits, for logs and metrics. */
export interface RealtimeEvents {
  connect: [info: ConnectionInfo];
  disconnect: [info: ConnectionInfo, disconnect: Disconnect];
  /** A client's `send` (no reply expected). */
  message: [data: unknown, info: ConnectionInfo];
  /** A client was refused for bad input; `why` says what was wrong. */
  badRequest: [info: ConnectionInfo, why: string];
  /** An RPC handler, an engine call or a hook threw; `info` is the client's, when there is one. */
  error: [error: unknown, info?: ConnectionInfo];
}

/**
 * The inside of a server: connections of this process, fan-out of what the engine delivers,
 * and the command pipeline. `RealtimeServer` is its public face.
 */
export class RealtimeNode implements ConnectionHost, EngineHandler {
  readonly hub = new Hub();
  readonly connections = new Set<Connection>();
  readonly events = new EventEmitter<RealtimeEvents>();
  #dirty: Connection[] = [];
  #flushScheduled = false;

  constructor(
    readonly options: ResolvedOptions,
    readonly engine: Engine,
    readonly namespaces: Namespaces,
    readonly tokens: TokenVerifier,
    readonly rpc: RpcRegistry,
  ) {
    // An 'error' event without a listener would throw and take the process down; until the
    // application listens, errors go to stderr rather than nowhere.
    this.events.on('error', (error, info) => {
      if (this.events.listenerCount('error') > 1) return;
      const who = info ? ` (client ${info.client})` : '';
      console.error(`realtime: error${who}:`, error);
    });
  }

  // ---- connection host ----

  onFrame(connection: Connection, frame: DecodedFrame): void {
    if (!frame.ok) {
      this.badRequest(connection, frame.why);
      return;
    }
    const now = this.options.clock.now();
    for (const item of frame.items) {
      if (item.kind === 'pong') continue;
      if (item.kind !== 'command') continue;
      const { command } = item;
      if (!connection.admit(command, now)) {
        connection.refusedCommands += 1;
        if (connection.refusedCommands > this.options.maxRefusedCommands) {
          connection.disconnect(DISCONNECTS.tooManyRequests);
          return;
        }
        if (command.id !== undefined) replyError(connection, command.id, ERRORS.tooManyRequests);
        continue;
      }
      connection.refusedCommands = 0;
      connection.chain = connection.chain
        .then(() => handleCommand(this, connection, command))
        .catch((e: unknown) => {
          this.events.emit('error', e, connection.connectionInfo);
          connection.disconnect(DISCONNECTS.serverError);
        });
    }
  }

  onClosed(connection: Connection, disconnect: Disconnect): void {
    this.connections.delete(connection);
    for (const channel of [...connection.subscriptions.keys()]) {
      void removeSubscription(this, connection, channel, null);
    }
    this.hub.removeUser(connection);
    if (connection.connectedAt !== null) {
      this.events.emit('disconnect', connection.connectionInfo, disconnect);
    }
  }

  scheduleFlush(connection: Connection): void {
    this.#dirty.push(connection);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // After this loop iteration's I/O callbacks: everything queued meanwhile (one fan-out,
    // a frame's replies, several publish requests handled in the same poll phase) goes out
    // as one WebSocket frame per connection, without waiting on a timer.
    setImmediate(() => {
      this.#flushScheduled = false;
      const dirty = this.#dirty;
      this.#dirty = [];
      for (const c of dirty) c.flush();
    });
  }

  badRequest(connection: Connection, why: string): void {
    this.events.emit('badRequest', connection.connectionInfo, why);
    connection.disconnect(DISCONNECTS.badRequest);
  }

  // ---- engine handler ----

  onPublication(channel: string, pub: Publication, _position: StreamPosition | null): void {
    this.hub.publish(channel, pub);
  }

  onJoin(channel: string, info: ClientInfo): void {
    this.hub.pushJoinLeave(channel, { join: { info } });
  }

  onLeave(channel: string, info: ClientInfo): void {
    this.hub.pushJoinLeave(channel, { leave: { info } });
  }

  onControl(message: ControlMessage): void {
    for (const c of this.hub.connectionsOf(message.user, message.client)) {
      if (message.type === 'disconnect') {
        c.disconnect({ code: message.code, reason: message.reason });
      } else if (message.type === 'subscribe') {
        void this.#serverSubscribe(c, message.channel).catch((e) =>
          this.events.emit('error', e, c.connectionInfo),
        );
      } else if (c.subscriptions.has(message.channel)) {
        void removeSubscription(this, c, message.channel, UNSUBSCRIBES.server).catch((e) =>
          this.events.emit('error', e, c.connectionInfo),
        );
      }
    }
  }

  /**
   * Server-side subscribe from the server API (Centrifugo's `subscribe` method): the client
   * gets a `subscribe` push with the stream position, then the channel's publications. A
   * connection already subscribed there, or still connecting, or at its channel limit, is
   * left as it is.
   */
  async #serverSubscribe(c: Connection, channel: string): Promise<void> {
    if (c.state !== 'connected' || c.subscriptions.has(channel)) return;
    const ns = this.namespaces.forChannel(channel);
    if (!ns || c.subscriptions.size >= this.options.maxChannelsPerConnection) return;
    const outcome = await addSubscription(this, c, {
      channel,
      ns,
      recoverable: ns.history !== null,
      recoverFrom: null,
      rejectUnrecovered: false,
      serverSide: true,
      joinLeave: false,
      delta: false,
      chanInfo: undefined,
      expiresAt: null,
    });
    if (!outcome.ok || c.state !== 'connected') return;
    c.send({ push: { channel, subscribe: outcome.result } });
    outcome.commit();
  }

  onInsufficientState(channel: string): void {
    // Code 2500: official clients subscribe again at once and recover from history.
    for (const c of [...(this.hub.subscribers(channel) ?? [])]) {
      if (c.subscriptions.get(channel)?.state !== 'subscribed') continue;
      removeSubscription(this, c, channel, UNSUBSCRIBES.insufficientState).catch((e) =>
        this.events.emit('error', e),
      );
    }
  }
}
