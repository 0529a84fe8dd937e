/**
 * Broadcast benchmark: N subscribers of one channel on one server process, the same load on
 * this package, Socket.IO and a bare `ws` loop (the floor), in one run.
 *
 *   node --conditions=development --import tsx packages/realtime/bench/broadcast.ts \
 *     [--subscribers=10000] [--rate=10] [--seconds=10] [--flood-seconds=5] [--procs=2] [--probes=20] [--nice=0] \
 *     [--window=max(20, 200000/N)] [--burst=1] [--targets=realtime,socketio,ws] [--verify=20]
 *     [--redis=redis://127.0.0.1:6379/2]   (adds target `redis`: two nodes on one Redis)
 *     [--formats=true] [--format-subscribers=1000]
 *
 * Phases per server: connect N sockets (memory per connection, after GC); publish at a fixed
 * rate (delivery latency p50/p99 from the timestamp in each payload, measured on `probes`
 * sockets that connect last, in a process of their own; server CPU); then a
 * closed-loop flood (the most messages per second the server delivers with at most `window`
 * publications in flight, `burst` published per event-loop turn: 1 gives no server a chance to
 * batch frames). Clients are bare `ws` sockets in `procs` child processes.
 *
 * Multi-node mode (target `redis`, on by default when `--redis` is given): two server processes
 * of this package on the Redis engine, the subscribers split between them, publications made
 * on the first, latency probes on the second (every publication crosses Redis). Compared with
 * the single-node memory engine on the same total load; Redis commands per publication are
 * read from Redis' own counter.
 *
 * Then the formats phase (`--formats=false` skips it): this package alone, publishing the live
 * score's update shape (`livescore-updates.ts`) to `format-subscribers` sockets in each
 * variant (JSON or protobuf, whole publications or fossil deltas): payload bytes per update on
 * the wire and delivered messages per second in the same closed-loop flood, as ratios.
 */
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Centrifuge } from 'centrifuge';
import { Redis } from 'ioredis';
import WebSocket from 'ws';

type Kind = 'realtime' | 'socketio' | 'ws' | 'redis';
type Msg = { cmd: string; [k: string]: unknown };

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
) as Record<string, string>;
const N = Number(args.subscribers ?? 10_000);
const RATE = Number(args.rate ?? 10);
const SECONDS = Number(args.seconds ?? 10);
const FLOOD_SECONDS = Number(args['flood-seconds'] ?? 5);
const PROCS = Number(args.procs ?? 2);
const PROBES = Number(args.probes ?? 20);
const NICE = Number(args.nice ?? 0);
// Publications in flight during the flood: enough messages (200,000) that the closed loop is
// never bound by the round trip of its own feedback, whatever N.
const WINDOW = Number(args.window ?? Math.max(20, Math.ceil(200_000 / N)));
const BURST = Number(args.burst ?? 1);
const VERIFY = Number(args.verify ?? 20);
const REDIS_URL = args.redis;
// `--targets=none`: only the formats phase.
const TARGETS = (
  args.targets === 'none'
    ? []
    : (args.targets ?? `realtime,socketio,ws${REDIS_URL ? ',redis' : ''}`).split(',')
) as Kind[];
if (TARGETS.includes('redis') && !REDIS_URL) {
  console.error('target redis needs --redis=redis://host:port/db (a throw-away database)');
  process.exit(1);
}
const REDIS_PREFIX = `bench-${process.pid}`;
const FORMATS = args.formats !== 'false';
const FORMAT_N = Number(args['format-subscribers'] ?? 1000);

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const execArgv = ['--conditions=development', '--import', 'tsx'];

function spawn(
  file: string,
  argv: string[],
  extra: string[] = [],
  env: Record<string, string> = {},
): ChildProcess {
  return fork(here(file), argv, {
    env: {
      ...process.env,
      ...(REDIS_URL ? { BENCH_REDIS_URL: REDIS_URL, BENCH_REDIS_PREFIX: REDIS_PREFIX } : {}),
      ...env,
    },
    execArgv: [...execArgv, ...extra],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Commands Redis has processed so far (INFO stats), for commands per publication. */
async function redisCommands(): Promise<number> {
  if (!REDIS_URL) return 0;
  const r = new Redis(REDIS_URL);
  try {
    const info = await r.info('stats');
    return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    r.disconnect();
  }
}

/**
 * `--nice=N` lowers the load client processes' priority, so they take less of the server's
 * CPU in the middle of a fan-out. Off by default: starved clients stop reading, and the
 * server then measures its buffering instead of its delivery. Probes keep normal priority.
 */
function spawnClients(argv: string[], nice = NICE): ChildProcess {
  // The Redis nodes speak the same protocol as the single node.
  const child = spawn(
    'clients.ts',
    argv.map((a) => (a === 'redis' ? 'realtime' : a)),
  );
  if (nice && child.pid !== undefined) setPriority(child.pid, nice);
  return child;
}

function next(child: ChildProcess, cmd: string): Promise<Msg> {
  return new Promise((resolve) => {
    const on = (m: Msg) => {
      if (m.cmd !== cmd) return;
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
  });
}

function ask(child: ChildProcess, cmd: string, data: object = {}): Promise<Msg> {
  const reply = next(child, cmd);
  child.send({ cmd, ...data });
  return reply;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(h: number[], total: number, p: number): number {
  let seen = 0;
  const target = Math.ceil(total * p);
  for (let i = 0; i < h.length; i++) {
    seen += h[i] ?? 0;
    if (seen >= target) return i / 10;
  }
  return Number.NaN;
}

interface Result {
  kind: Kind;
  connected: number;
  rssPerConn: number;
  heapPerConn: number;
  p50: number;
  p99: number;
  max: number;
  /** Latency seen by the load processes, inflated by their own queueing on a shared CPU. */
  loadP50: number;
  loadP99: number;
  deliveredRatio: number;
  latencyCpu: number;
  /** Share of the fixed-rate CPU spent in the kernel (socket writes on loopback). */
  latencyKernelCpu: number;
  floodMsgsPerSec: number;
  floodCpu: number;
  dropped: number;
  /** Redis commands per publication during the fixed-rate phase (multi-node only). */
  redisPerPub: number;
}

async function run(kind: Kind): Promise<Result> {
  const prof = args.prof ? ['--cpu-prof', `--cpu-prof-dir=${args.prof}`] : [];
  // Multi-node: two servers; the first publishes, the probes sit on the last.
  const servers = Array.from({ length: kind === 'redis' ? 2 : 1 }, () =>
    spawn('server.ts', [kind], ['--expose-gc', ...prof]),
  );
  const server = servers[0]!;
  const ports = await Promise.all(
    servers.map(async (s) => ((await next(s, 'listening')) as unknown as { port: number }).port),
  );
  await sleep(300);
  const sum = (ms: Msg[], k: string) => ms.reduce((a, m) => a + (m[k] as number), 0);
  const askAll = (cmd: string) => Promise.all(servers.map((s) => ask(s, cmd)));
  const base = await askAll('baseline');
  const procs: ChildProcess[] = [];
  const per = Math.ceil(N / PROCS);
  for (let i = 0; i < PROCS; i++) {
    const port = ports[i % ports.length]!;
    procs.push(spawnClients([kind, String(port), String(Math.min(per, N - i * per))]));
  }
  const readies = await Promise.all(procs.map((p) => next(p, 'ready')));
  // Probes connect last, so the fan-out reaches them last: their latency is the time for a
  // publication to reach everyone, measured in a process that has nothing else to do.
  // The probes keep normal priority: they do almost nothing, and must read as soon as data is there.
  const probe = spawnClients([kind, String(ports.at(-1)), String(PROBES)], 0);
  readies.push(await next(probe, 'ready'));
  const ready = readies.reduce((s, r) => s + (r.ready as number), 0);
  await sleep(1000);
  const mems = await askAll('measure');
  const connected = sum(mems, 'connections');
  const rssPerConn = (sum(mems, 'rss') - sum(base, 'rss')) / connected / 1024;
  const heapPerConn =
    (sum(mems, 'heapUsed') +
      sum(mems, 'external') -
      sum(base, 'heapUsed') -
      sum(base, 'external')) /
    connected /
    1024;
  process.stdout.write(`  ${kind}: ${ready}/${N} subscribed; `);

  // Fixed-rate phase: latency and CPU (of every server process).
  await askAll('cpu-start');
  const commands0 = kind === 'redis' ? await redisCommands() : 0;
  await ask(server, 'publish', { rate: RATE, count: RATE * SECONDS });
  await sleep(1000);
  // Less the two INFO calls of our own.
  const redisPerPub =
    kind === 'redis' ? ((await redisCommands()) - commands0 - 2) / (RATE * SECONDS) : 0;
  const latencyUsage = await askAll('cpu-stop');
  const latencyCpu = sum(latencyUsage, 'cpu');
  const latencyKernelCpu = sum(latencyUsage, 'system');
  const hists = await Promise.all(procs.map((p) => ask(p, 'histogram')));
  const merged = new Array<number>(100_000).fill(0);
  let received = 0;
  for (const h of hists) {
    const arr = h.histogram as number[];
    for (let i = 0; i < arr.length; i++) merged[i]! += arr[i]!;
    received += h.latency as number;
  }
  const probeHist = await ask(probe, 'histogram');
  const probeArr = probeHist.histogram as number[];
  const probeReceived = probeHist.latency as number;
  received += probeReceived;
  let max = 0;
  for (let i = probeArr.length - 1; i >= 0; i--) {
    if (probeArr[i]) {
      max = i / 10;
      break;
    }
  }
  process.stdout.write(`latency phase ${received}/${RATE * SECONDS * connected} delivered; `);

  // Closed-loop flood: delivered messages per second.
  const flood = new Map<ChildProcess, number>();
  const closedBy = new Map<ChildProcess, number>();
  const total = () => [...flood.values()].reduce((a, b) => a + b, 0);
  for (const p of procs) {
    p.on('message', (m: Msg) => {
      if (m.cmd !== 'count') return;
      flood.set(p, m.flood as number);
      closedBy.set(p, m.closed as number);
      if (server.connected) server.send({ cmd: 'delivered', total: total() });
    });
  }
  await ask(server, 'flood-start', { subscribers: connected, window: WINDOW, burst: BURST });
  await sleep(1000);
  await askAll('cpu-start');
  const c0 = total();
  const t0 = performance.now();
  await sleep(FLOOD_SECONDS * 1000);
  const c1 = total();
  const t1 = performance.now();
  const floodCpu = sum(await askAll('cpu-stop'), 'cpu');
  await ask(server, 'flood-stop');
  const floodMsgsPerSec = ((c1 - c0) / (t1 - t0)) * 1000;
  const dropped = [...closedBy.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`flood ${Math.round(floodMsgsPerSec)} msg/s\n`);

  for (const p of procs) p.removeAllListeners('message');
  for (const p of [...procs, probe]) p.send({ cmd: 'stop' });
  for (const s of servers) s.send({ cmd: 'stop' });
  await Promise.all(
    [...servers, probe, ...procs].map((c) => new Promise((r) => c.once('exit', r))),
  );
  await sleep(500);
  return {
    kind,
    connected,
    rssPerConn,
    heapPerConn,
    p50: percentile(probeArr, probeReceived, 0.5),
    p99: percentile(probeArr, probeReceived, 0.99),
    max,
    loadP50: percentile(merged, received - probeReceived, 0.5),
    loadP99: percentile(merged, received - probeReceived, 0.99),
    deliveredRatio: received / (RATE * SECONDS * connected),
    latencyCpu,
    latencyKernelCpu,
    floodMsgsPerSec,
    floodCpu,
    dropped,
    redisPerPub,
  };
}

/** The official client at small N against the same server process: the protocol holds. */
async function verifyOfficialClient(n: number): Promise<string> {
  const server = spawn('server.ts', ['realtime']);
  const { port } = (await next(server, 'listening')) as unknown as { port: number };
  const got = new Array<number>(n).fill(0);
  const clients = Array.from({ length: n }, (_, i) => {
    const c = new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
      websocket: WebSocket,
    });
    const sub = c.newSubscription('bench');
    sub.on('publication', () => {
      got[i]! += 1;
    });
    sub.subscribe();
    c.connect();
    return { c, sub };
  });
  await Promise.all(clients.map(({ sub }) => sub.ready(10_000)));
  await ask(server, 'publish', { rate: 50, count: 10 });
  await sleep(500);
  for (const { c } of clients) c.disconnect();
  server.send({ cmd: 'stop' });
  await new Promise((r) => server.once('exit', r));
  const ok = got.every((g) => g === 10);
  return `${ok ? 'OK' : 'FAILED'}: ${n} official centrifuge clients received ${got.reduce((a, b) => a + b, 0)}/${n * 10} publications`;
}

type Variant = { format: 'json' | 'protobuf'; delta: boolean };

interface FormatResult extends Variant {
  connected: number;
  bytesPerUpdate: number;
  deltaShare: number;
  floodMsgsPerSec: number;
  floodCpu: number;
}

/** One variant of the formats phase: the live score's updates, flooded as in `run`. */
async function runFormat(v: Variant): Promise<FormatResult> {
  const server = spawn('server.ts', ['realtime'], ['--expose-gc'], { BENCH_SHAPE: 'livescore' });
  const { port } = (await next(server, 'listening')) as unknown as { port: number };
  const per = Math.ceil(FORMAT_N / PROCS);
  const procs: ChildProcess[] = [];
  for (let i = 0; i < PROCS; i++) {
    const n = Math.min(per, FORMAT_N - i * per);
    procs.push(
      spawn('format-clients.ts', [v.format, v.delta ? 'delta' : 'full', String(port), String(n)]),
    );
  }
  const readies = await Promise.all(procs.map((p) => next(p, 'ready')));
  const connected = readies.reduce((s, r) => s + (r.ready as number), 0);
  const flood = new Map<ChildProcess, number>();
  const total = () => [...flood.values()].reduce((a, b) => a + b, 0);
  for (const p of procs) {
    p.on('message', (m: Msg) => {
      if (m.cmd !== 'count') return;
      flood.set(p, m.flood as number);
      if (server.connected) server.send({ cmd: 'delivered', total: total() });
    });
  }
  const window = Math.max(20, Math.ceil(200_000 / connected));
  await ask(server, 'flood-start', { subscribers: connected, window, burst: 1 });
  await sleep(1000);
  const before = await Promise.all(procs.map((p) => ask(p, 'totals')));
  await ask(server, 'cpu-start');
  const c0 = total();
  const t0 = performance.now();
  await sleep(FLOOD_SECONDS * 1000);
  const c1 = total();
  const t1 = performance.now();
  const floodCpu = (await ask(server, 'cpu-stop')).cpu as number;
  await ask(server, 'flood-stop');
  const after = await Promise.all(procs.map((p) => ask(p, 'totals')));
  const sum = (list: Msg[], k: string) => list.reduce((a, m) => a + (m[k] as number), 0);
  const received = sum(after, 'received') - sum(before, 'received');
  const bytes = sum(after, 'bytes') - sum(before, 'bytes');
  const deltas = sum(after, 'deltas') - sum(before, 'deltas');
  for (const p of procs) p.removeAllListeners('message');
  for (const p of procs) p.send({ cmd: 'stop' });
  server.send({ cmd: 'stop' });
  await Promise.all([server, ...procs].map((c) => new Promise((r) => c.once('exit', r))));
  await sleep(300);
  const result = {
    ...v,
    connected,
    bytesPerUpdate: bytes / received,
    deltaShare: deltas / received,
    floodMsgsPerSec: ((c1 - c0) / (t1 - t0)) * 1000,
    floodCpu,
  };
  console.log(
    `  ${v.format}${v.delta ? '+delta' : ''}: ${connected}/${FORMAT_N} subscribed; ${fmt(result.bytesPerUpdate)} B/update; flood ${Math.round(result.floodMsgsPerSec)} msg/s`,
  );
  return result;
}

async function formatsPhase(): Promise<void> {
  console.log(
    `\nformats: the live score's updates to ${FORMAT_N} subscribers, flood ${FLOOD_SECONDS} s`,
  );
  const variants: Variant[] = [
    { format: 'json', delta: false },
    { format: 'json', delta: true },
    { format: 'protobuf', delta: false },
    { format: 'protobuf', delta: true },
  ];
  const results: FormatResult[] = [];
  for (const v of variants) results.push(await runFormat(v));
  console.log('');
  console.log(
    '| variant | connected | bytes/update | deltas | flood msg/s | CPU (flood) | msg/s per server core |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.format}${r.delta ? ' + fossil delta' : ''} | ${r.connected} | ${fmt(r.bytesPerUpdate)} | ${fmt(r.deltaShare * 100, 0)}% | ${Math.round(r.floodMsgsPerSec)} | ${fmt(r.floodCpu * 100, 0)}% | ${Math.round(r.floodMsgsPerSec / r.floodCpu)} |`,
    );
  }
  const find = (format: Variant['format'], delta: boolean) =>
    results.find((r) => r.format === format && r.delta === delta) as FormatResult;
  const ratio = (a: FormatResult, b: FormatResult, label: string) =>
    console.log(
      `${label}: bytes/update x${fmt(a.bytesPerUpdate / b.bytesPerUpdate, 2)}, flood msg/s x${fmt(a.floodMsgsPerSec / b.floodMsgsPerSec, 2)}, msg/s per core x${fmt(a.floodMsgsPerSec / a.floodCpu / (b.floodMsgsPerSec / b.floodCpu), 2)}`,
    );
  console.log('');
  ratio(find('protobuf', false), find('json', false), 'protobuf / JSON (whole)');
  ratio(find('json', true), find('json', false), 'delta / whole (JSON)');
  ratio(find('protobuf', true), find('protobuf', false), 'delta / whole (protobuf)');
  ratio(find('protobuf', true), find('json', false), 'protobuf + delta / JSON whole');
}

const fmt = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : 'n/a');

/** Each server process holds N sockets: a low open-file limit fails the run half way. */
function checkFileLimit(): void {
  const limit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  if (limit !== 'unlimited' && Number(limit) < N + 200) {
    console.error(
      `ulimit -n is ${limit}; ${N} subscribers need at least ${N + 200}: run \`ulimit -n ${N * 2}\` first`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  checkFileLimit();
  console.log(
    `broadcast bench: ${N} subscribers, ${RATE} pub/s for ${SECONDS} s, flood ${FLOOD_SECONDS} s (window ${WINDOW}, burst ${BURST}), ${PROCS} client processes, node ${process.version}`,
  );
  const results: Result[] = [];
  for (const kind of TARGETS) results.push(await run(kind));
  const by = (k: Kind) => results.find((r) => r.kind === k);
  const rt = by('realtime');
  const io = by('socketio');
  const floor = by('ws');
  if (results.length === 0) {
    if (FORMATS) await formatsPhase();
    return;
  }
  console.log('');
  console.log(
    '| server | connected | p50 ms | p99 ms | max ms | load p50/p99 ms | delivered | CPU (fixed rate, kernel) | flood msg/s | CPU (flood) | msg/s per server core | RSS/conn KB | heap+ext/conn KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.connected} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${fmt(r.loadP50, 0)}/${fmt(r.loadP99, 0)} | ${fmt(r.deliveredRatio * 100, 2)}% | ${fmt(r.latencyCpu * 100, 0)}% (${fmt(r.latencyKernelCpu * 100, 0)}%) | ${Math.round(r.floodMsgsPerSec)} | ${fmt(r.floodCpu * 100, 0)}% | ${Math.round(r.floodMsgsPerSec / r.floodCpu)} | ${fmt(r.rssPerConn)} | ${fmt(r.heapPerConn)} |`,
    );
  }
  if (rt) {
    console.log('');
    for (const other of [io, floor]) {
      if (!other) continue;
      console.log(
        `realtime / ${other.kind}: flood msg/s x${fmt(rt.floodMsgsPerSec / other.floodMsgsPerSec, 2)}, msg/s per core x${fmt(rt.floodMsgsPerSec / rt.floodCpu / (other.floodMsgsPerSec / other.floodCpu), 2)}, p99 x${fmt(rt.p99 / other.p99, 2)}, RSS/conn x${fmt(rt.rssPerConn / other.rssPerConn, 2)}`,
      );
    }
    console.log('');
    console.log('budgets (realtime):');
    console.log(
      `  ${N} subscribers on one process: ${rt.connected >= N ? 'met' : 'MISSED'} (${rt.connected})`,
    );
    console.log(`  p99 under 100 ms: ${rt.p99 < 100 ? 'met' : 'MISSED'} (${fmt(rt.p99)} ms)`);
    console.log(
      `  under 20 KB per connection: ${rt.rssPerConn < 20 ? 'met' : 'MISSED'} (${fmt(rt.rssPerConn)} KB RSS)`,
    );
    if (io) {
      const x = rt.floodMsgsPerSec / io.floodMsgsPerSec;
      const perCore = rt.floodMsgsPerSec / rt.floodCpu / (io.floodMsgsPerSec / io.floodCpu);
      console.log(
        `  at least 2x Socket.IO delivered msg/s: ${x >= 2 ? 'met' : 'MISSED'} (x${fmt(x, 2)}; per server core x${fmt(perCore, 2)})`,
      );
    }
  }
  const rd = by('redis');
  if (rd && rt) {
    const x = rd.floodMsgsPerSec / rt.floodMsgsPerSec;
    const p99 = rd.p99 / rt.p99;
    console.log('');
    console.log('budgets (two nodes on Redis against one node on the memory engine):');
    console.log(`  delivered msg/s at least 0.7x: ${x >= 0.7 ? 'met' : 'MISSED'} (x${fmt(x, 2)})`);
    console.log(`  p99 at most 1.3x: ${p99 <= 1.3 ? 'met' : 'MISSED'} (x${fmt(p99, 2)})`);
    console.log(
      `  under 20 KB per connection: ${rd.rssPerConn < 20 ? 'met' : 'MISSED'} (${fmt(rd.rssPerConn)} KB RSS)`,
    );
    console.log(
      `  Redis commands per publication: ${fmt(rd.redisPerPub, 2)} (for ${rd.connected} subscribers)`,
    );
  }
  if (FORMATS) await formatsPhase();
  if (VERIFY > 0 && TARGETS.includes('realtime'))
    console.log(`\n${await verifyOfficialClient(VERIFY)}`);
}

await main();
