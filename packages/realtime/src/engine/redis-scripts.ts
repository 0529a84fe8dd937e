/**
 * The Lua scripts of the Redis engine. Each runs atomically on the shard that holds the
 * channel, so every node sees the same offsets and epochs.
 *
 * Keys of a channel: a meta hash (`e` epoch, `s` top offset, `x` when the stream position
 * expires, in ms of the engine's clock), a list of history entries (oldest first), and the
 * PUB/SUB channel its publications go out on. Expiry is decided against the `now` the node
 * passes in, so tests can move time; Redis' own key expiry only collects what is left behind.
 */

/**
 * Reads (or creates) the stream position. A missing or expired meta means the stream was lost
 * (flushed, restarted without persistence, expired): a new epoch starts and stale entries go.
 */
const LIVE_META = `
local now = tonumber(ARGV[1])
local metaTtl = tonumber(ARGV[2])
local meta = redis.call('HMGET', KEYS[1], 'e', 's', 'x')
local epoch = meta[1]
local top = tonumber(meta[2]) or 0
local x = tonumber(meta[3])
if (not epoch) or (x and x <= now) then
  epoch = ARGV[3]
  top = 0
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[1], 'e', epoch, 's', 0, 'x', now + metaTtl)
  redis.call('PEXPIRE', KEYS[1], metaTtl)
end
`;

/**
 * KEYS: meta, list. ARGV: now, metaTtlMs, newEpoch, pubJson, size, ttlMs, pubsubChannel.
 * Appends the publication with the next offset and broadcasts it, in one step.
 * Returns {epoch, offset}.
 */
export const PUBLISH_SCRIPT = `${LIVE_META}
local size = tonumber(ARGV[5])
local ttl = tonumber(ARGV[6])
top = top + 1
local keep = math.max(metaTtl, ttl)
redis.call('HSET', KEYS[1], 's', top, 'x', now + keep)
redis.call('PEXPIRE', KEYS[1], keep)
redis.call('RPUSH', KEYS[2], '{"o":' .. top .. ',"x":' .. (now + ttl) .. ',"p":' .. ARGV[4] .. '}')
redis.call('LTRIM', KEYS[2], -size, -1)
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('PUBLISH', ARGV[7], '{"t":"p","e":"' .. epoch .. '","o":' .. top .. ',"p":' .. ARGV[4] .. '}')
return {epoch, top}
`;

/**
 * KEYS: meta, list. ARGV: now, metaTtlMs, newEpoch, withEntries (0|1).
 * Returns {epoch, offset, entries...}; entries are filtered by the caller.
 */
export const HISTORY_SCRIPT = `${LIVE_META}
local out = {epoch, top}
if ARGV[4] == '1' then
  local items = redis.call('LRANGE', KEYS[2], 0, -1)
  for i = 1, #items do out[#out + 1] = items[i] end
end
return out
`;

/**
 * KEYS: zset of expiry by client, hash of info by client. ARGV: now, clientId, infoJson,
 * expiresAt, keyTtlMs. Keys live as long as their longest-lived entry.
 */
export const ADD_PRESENCE_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
local ttl = tonumber(ARGV[5])
for i = 1, 2 do
  if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end
return 1
`;

/** KEYS: zset, hash. ARGV: now. Drops expired entries, returns the rest as a flat hash. */
export const PRESENCE_SCRIPT = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
  redis.call('HDEL', KEYS[2], unpack(expired))
end
return redis.call('HGETALL', KEYS[2])
`;
