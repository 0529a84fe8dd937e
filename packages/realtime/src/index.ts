// The package's public entry: a Centrifuge-protocol server for Node (see README).

export { type Clock, systemClock, type TimerHandle } from './clock.js';
export {
  CLOSE_MESSAGE_TOO_BIG,
  DISCONNECTS,
  type Disconnect,
  ERRORS,
  isReconnectCode,
  type ProtocolError,
  SUBSCRIBE_FLAGS,
  UNSUBSCRIBES,
} from './codes.js';
export type { ConnectionInfo } from './connection-info.js';
export { MemoryEngine, type MemoryEngineOptions } from './engine/memory.js';
export { RedisEngine, type RedisEngineOptions } from './engine/redis.js';
export {
  createRedis,
  isRedisAddress,
  redactRedisUrl,
  splitRedisAddresses,
} from './engine/redis-url.js';
export type {
  ClientInfo,
  ControlMessage,
  Engine,
  EngineHandler,
  HistoryQuery,
  HistoryResult,
  Publication,
  StreamPosition,
} from './engine/types.js';
export { RealtimeError } from './errors.js';
export type { ApiIssue, ApiResponse } from './http-api.js';
export type {
  HistoryOptions as NamespaceHistoryOptions,
  NamespaceOptions,
  PublishRule,
  SubscribeRule,
} from './namespaces.js';
export type { RealtimeEvents } from './node.js';
export type { RealtimeOptions } from './options.js';
export type { RpcContext, RpcHandler, RpcRegistry } from './rpc.js';
export {
  type AttachOptions,
  createRealtimeServer,
  type DisconnectOptions,
  type HistoryOptions,
  type PublishOptions,
  RealtimeServer,
  type ServerInfo,
} from './server.js';
