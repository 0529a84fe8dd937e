import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ERRORS, type ProtocolError } from './codes.js';
import { RealtimeError } from './errors.js';
import type { RealtimeServer } from './server.js';

/**
 * The server API over HTTP, without a framework: the host maps `POST /api/realtime/{method}`
 * to `handleApiCommand(method, body, header)` and writes back `status` and `body` as JSON.
 * Success is `200 {result}`. A wrong key is 401 and an unknown method 404; a command that
 * fails (bad body, what the namespace forbids, an engine failure) is answered as Centrifugo
 * answers it, `200 {error: {code, message}}` (`issues` lists the fields that were wrong),
 * which its server API clients expect; with `apiErrorStatuses` it is 400 (503 when the engine
 * failed) instead.
 */

export interface ApiResponse {
  status: number;
  body: { result: unknown } | { error: ProtocolError & { issues?: ApiIssue[] } };
}

export interface ApiIssue {
  path: string;
  message: string;
}

/** Nesting of publication data beyond this is refused: no real message needs it. */
export const MAX_PUBLICATION_DEPTH = 64;
/** Bytes of publication data (as JSON) beyond this are refused. */
export const MAX_PUBLICATION_BYTES = 256 * 1024;

/**
 * What is wrong with publication data, or null. Checked before anything is stored: data that
 * the history cannot encode again (a 5,000-deep object overflows the stack) would otherwise sit
 * in history and fail every later read and every recovering client until it aged out.
 */
export function publicationDataProblem(data: unknown): string | null {
  // Depth first, without recursion, so that measuring cannot overflow the stack either.
  const stack: Array<[unknown, number]> = [[data, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_PUBLICATION_DEPTH) {
      return `is nested more than ${MAX_PUBLICATION_DEPTH} levels deep`;
    }
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  const bytes = Buffer.byteLength(JSON.stringify(data ?? null));
  if (bytes > MAX_PUBLICATION_BYTES) {
    return `is ${bytes} bytes as JSON, more than ${MAX_PUBLICATION_BYTES}`;
  }
  return null;
}

const publicationData = z.unknown().superRefine((value, context) => {
  const problem = publicationDataProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const channel = z.string().min(1).max(255);
const position = z.object({ offset: z.number().int().nonnegative(), epoch: z.string().max(64) });
const user = z.string().max(255);
const tags = z.record(z.string().max(255), z.string().max(1024));

const schemas = {
  publish: z.object({ channel, data: publicationData, tags: tags.optional() }),
  broadcast: z.object({
    channels: z.array(channel).min(1).max(1000),
    data: publicationData,
    tags: tags.optional(),
  }),
  history: z.object({
    channel,
    limit: z.number().int().min(-1).max(10_000).optional(),
    since: position.optional(),
    reverse: z.boolean().optional(),
  }),
  history_remove: z.object({ channel }),
  presence: z.object({ channel }),
  presence_stats: z.object({ channel }),
  disconnect: z.object({
    user,
    client: z.string().max(64).optional(),
    disconnect: z
      .object({
        code: z.number().int().min(3000).max(4999),
        reason: z.string().max(100),
      })
      .optional(),
  }),
  unsubscribe: z.object({ user, channel, client: z.string().max(64).optional() }),
  subscribe: z.object({ user, channel, client: z.string().max(64).optional() }),
  info: z.object({}),
} as const;

type ApiMethod = keyof typeof schemas;

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Accepts the key itself (an `X-API-Key` header) or Centrifugo's `apikey <key>`. */
function keyMatches(expected: string, header: string | undefined): boolean {
  if (!header) return false;
  const given = header.toLowerCase().startsWith('apikey ') ? header.slice(7).trim() : header.trim();
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(expected));
}

function fail(status: number, error: ProtocolError, issues?: ApiIssue[]): ApiResponse {
  const e = { code: error.code, message: error.message };
  return { status, body: { error: issues ? { ...e, issues } : e } };
}

export async function handleApiCommand(
  server: RealtimeServer,
  apiKey: string | null,
  method: string,
  body: unknown,
  apiKeyHeader: string | undefined,
  errorStatuses = false,
): Promise<ApiResponse> {
  if (!apiKey || !keyMatches(apiKey, apiKeyHeader)) return fail(401, ERRORS.unauthorized);
  if (!Object.hasOwn(schemas, method)) return fail(404, ERRORS.methodNotFound);
  const m = method as ApiMethod;
  const parsed = schemas[m].safeParse(body ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: i.path.join('.') || '(body)',
      message: i.message,
    }));
    return fail(errorStatuses ? 400 : 200, ERRORS.badRequest, issues);
  }
  try {
    return { status: 200, body: { result: await run(server, m, parsed.data) } };
  } catch (e) {
    if (e instanceof RealtimeError) {
      const status = e.code === ERRORS.internal.code ? 503 : 400;
      return fail(errorStatuses ? status : 200, e);
    }
    server.events.emit('error', e);
    return fail(errorStatuses ? 503 : 200, ERRORS.internal);
  }
}

async function run(server: RealtimeServer, method: ApiMethod, input: unknown): Promise<unknown> {
  switch (method) {
    case 'publish': {
      const p = input as z.infer<typeof schemas.publish>;
      return server.publish(p.channel, p.data, p.tags ? { tags: p.tags } : {});
    }
    case 'broadcast': {
      const p = input as z.infer<typeof schemas.broadcast>;
      const responses = await server.broadcast(p.channels, p.data, p.tags ? { tags: p.tags } : {});
      return { responses };
    }
    case 'history': {
      const p = input as z.infer<typeof schemas.history>;
      return server.history(p.channel, {
        limit: p.limit ?? 0,
        ...(p.since ? { since: p.since } : {}),
        ...(p.reverse ? { reverse: true } : {}),
      });
    }
    case 'history_remove': {
      const p = input as z.infer<typeof schemas.history_remove>;
      await server.removeHistory(p.channel);
      return {};
    }
    case 'presence': {
      const p = input as z.infer<typeof schemas.presence>;
      return { presence: await server.presence(p.channel) };
    }
    case 'presence_stats': {
      const p = input as z.infer<typeof schemas.presence_stats>;
      const s = await server.presenceStats(p.channel);
      return { num_clients: s.numClients, num_users: s.numUsers };
    }
    case 'disconnect': {
      const p = input as z.infer<typeof schemas.disconnect>;
      await server.disconnect(p.user, {
        ...(p.client ? { client: p.client } : {}),
        ...(p.disconnect ? { disconnect: p.disconnect } : {}),
      });
      return {};
    }
    case 'subscribe': {
      const p = input as z.infer<typeof schemas.subscribe>;
      await server.subscribe(p.user, p.channel, p.client ? { client: p.client } : {});
      return {};
    }
    case 'unsubscribe': {
      const p = input as z.infer<typeof schemas.unsubscribe>;
      await server.unsubscribe(p.user, p.channel, p.client ? { client: p.client } : {});
      return {};
    }
    case 'info':
      return server.info();
  }
}
