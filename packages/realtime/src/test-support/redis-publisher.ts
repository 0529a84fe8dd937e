// A second process publishing through its own Redis engine, for the concurrency test of
// engine/redis.int.test.ts. Arguments: url prefix channel tag count.
import { RedisEngine } from '../engine/redis.js';

const [url, prefix, channel, tag, count] = process.argv.slice(2);
if (!url || !prefix || !channel || !tag || !count)
  throw new Error('usage: url prefix channel tag count');
const engine = new RedisEngine({ urls: [url], prefix });
await engine.start({ onPublication() {}, onJoin() {}, onLeave() {}, onControl() {} });
// Many in flight at once: the order of one publisher is the order of its commands.
const sent: Promise<unknown>[] = [];
for (let i = 0; i < Number(count); i++) {
  sent.push(engine.publish(channel, { data: `${tag}${i}` }, { size: 100, ttl: 60 }));
}
await Promise.all(sent);
await engine.close();
