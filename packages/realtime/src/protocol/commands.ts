import { z } from 'zod';

/**
 * The commands a client sends, validated with zod. Fields the official client sends but this
 * server does not implement (delta, tags filter, map and shared-poll subscriptions) are still
 * typed so that using them is refused clearly instead of silently ignored.
 *
 * Unknown fields are stripped, not refused: newer clients add optional fields, and refusing
 * them would disconnect clients that did nothing wrong.
 */

const channel = z.string().min(1).max(255);
const offset = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const epoch = z.string().max(64);
const token = z.string().max(8192);
/** uint32 command ids, as the protocol defines them. */
const commandId = z.number().int().min(1).max(4_294_967_295);

const subscribeRequest = z.object({
  channel,
  token: token.optional(),
  recover: z.boolean().optional(),
  epoch: epoch.optional(),
  offset: offset.optional(),
  data: z.unknown().optional(),
  positioned: z.boolean().optional(),
  recoverable: z.boolean().optional(),
  join_leave: z.boolean().optional(),
  delta: z.string().max(32).optional(),
  tf: z.unknown().optional(),
  flag: z.number().int().nonnegative().optional(),
  type: z.number().int().optional(),
});

const connectSub = z.object({
  recover: z.boolean().optional(),
  epoch: epoch.optional(),
  offset: offset.optional(),
});

export const commandSchemas = {
  connect: z.object({
    token: token.optional(),
    data: z.unknown().optional(),
    subs: z.record(channel, connectSub).optional(),
    name: z.string().max(64).optional(),
    version: z.string().max(64).optional(),
    headers: z.record(z.string().max(256), z.string().max(8192)).optional(),
    flag: z.number().int().nonnegative().optional(),
  }),
  subscribe: subscribeRequest,
  unsubscribe: z.object({ channel }),
  publish: z.object({
    channel,
    data: z.unknown(),
    type: z.number().int().optional(),
  }),
  presence: z.object({ channel }),
  presence_stats: z.object({ channel }),
  history: z.object({
    channel,
    limit: z.number().int().min(-1).max(1_000_000).optional(),
    since: z.object({ offset, epoch: epoch.optional() }).optional(),
    reverse: z.boolean().optional(),
  }),
  ping: z.object({}),
  send: z.object({ data: z.unknown().optional() }),
  rpc: z.object({ method: z.string().max(255).default(''), data: z.unknown().optional() }),
  refresh: z.object({ token }),
  sub_refresh: z.object({ channel, token }),
} as const;

export type MethodName = keyof typeof commandSchemas;
export type Requests = { [M in MethodName]: z.infer<(typeof commandSchemas)[M]> };

/** A command that passed validation. `id` is absent only for `send` (and pongs). */
export type Command = {
  [M in MethodName]: { id: number | undefined; method: M; request: Requests[M] };
}[MethodName];

export type ParsedCommand =
  | { kind: 'pong' }
  | { kind: 'command'; command: Command }
  | { kind: 'invalid'; why: string };

const METHODS = Object.keys(commandSchemas) as MethodName[];

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates one decoded JSON value as a command. */
export function parseCommand(value: unknown): ParsedCommand {
  if (!isPlainObject(value)) return { kind: 'invalid', why: 'command is not an object' };
  let method: MethodName | null = null;
  for (const m of METHODS) {
    if (value[m] === undefined || value[m] === null) continue;
    if (method !== null) return { kind: 'invalid', why: 'more than one method in a command' };
    method = m;
  }
  const rawId = value.id;
  if (method === null) {
    // The client answers a ping with an empty command: `{}`, with no id.
    if (rawId === undefined || rawId === 0) return { kind: 'pong' };
    return { kind: 'invalid', why: 'command without a method' };
  }
  let id: number | undefined;
  if (rawId !== undefined && rawId !== 0) {
    const parsedId = commandId.safeParse(rawId);
    if (!parsedId.success) return { kind: 'invalid', why: 'invalid command id' };
    id = parsedId.data;
  }
  if (id === undefined && method !== 'send') {
    return { kind: 'invalid', why: `${method} without an id` };
  }
  const parsed = commandSchemas[method].safeParse(value[method]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${method}.${issue.path.join('.')}` : method;
    return { kind: 'invalid', why: `${where}: ${issue?.message ?? 'invalid'}` };
  }
  return { kind: 'command', command: { id, method, request: parsed.data } as Command };
}
