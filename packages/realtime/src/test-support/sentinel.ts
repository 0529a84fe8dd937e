import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * A Redis master, its replica and Redis Sentinels watching them, each a redis-server of the
 * test's own on a free loopback port (no persistence), for failover tests. Sentinel mode is
 * redis-server's own (`--sentinel`), shipped by Debian's redis-server package.
 */
export class SentinelSet {
  readonly #children: ChildProcess[] = [];

  private constructor(
    readonly dir: string,
    readonly masterPort: number,
    readonly replicaPort: number,
    readonly sentinelPorts: number[],
    readonly masterName: string,
  ) {}

  /** Why sentinel mode cannot run here, or null when it can. */
  static unavailable(): string | null {
    const r = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
    if (r.error || r.status !== 0) {
      return 'redis-server is not installed (apt-get install -y redis-server)';
    }
    return null;
  }

  static async start(sentinels = 1): Promise<SentinelSet> {
    const dir = mkdtempSync(join(tmpdir(), 'tribune-sentinel-'));
    const ports = await freePorts(2 + sentinels);
    const set = new SentinelSet(dir, ports[0]!, ports[1]!, ports.slice(2), 'tribune');
    const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    set.#spawn(['--port', String(set.masterPort), ...common]);
    set.#spawn([
      '--port',
      String(set.replicaPort),
      ...common,
      '--replicaof',
      '127.0.0.1',
      String(set.masterPort),
    ]);
    await waitFor(set.masterPort);
    await waitFor(set.replicaPort);
    const quorum = Math.floor(sentinels / 2) + 1;
    for (const [i, port] of set.sentinelPorts.entries()) {
      // Sentinel rewrites its configuration file: each has its own, writable.
      const file = join(dir, `sentinel-${i}.conf`);
      writeFileSync(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${set.masterName} 127.0.0.1 ${set.masterPort} ${quorum}`,
          `sentinel down-after-milliseconds ${set.masterName} 1000`,
          `sentinel failover-timeout ${set.masterName} 5000`,
          `sentinel parallel-syncs ${set.masterName} 1`,
          '',
        ].join('\n'),
      );
      set.#spawn([file, '--sentinel']);
    }
    for (const port of set.sentinelPorts) await waitFor(port);
    await set.#settled();
    return set;
  }

  /**
   * Waits until the replica is in sync and every sentinel knows it and the other sentinels
   * (replicas are discovered through the master's INFO, sentinels through a hello channel
   * every 2 s): killing the master before would leave no one to promote or to vote.
   */
  async #settled(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    const replica = new Redis({ port: this.replicaPort, host: '127.0.0.1' });
    const sentinels = this.sentinelPorts.map((port) => new Redis({ port, host: '127.0.0.1' }));
    try {
      for (;;) {
        const info = await replica.info('replication');
        let ok = info.includes('master_link_status:up');
        for (const s of sentinels) {
          if (!ok) break;
          const replicas = (await s.call('SENTINEL', 'replicas', this.masterName)) as string[][];
          const known = replicas.some((fields) => {
            const port = fields[fields.indexOf('port') + 1];
            const flags = fields[fields.indexOf('flags') + 1] ?? '';
            return port === String(this.replicaPort) && !/down|disconnected/.test(flags);
          });
          const peers = (await s.call('SENTINEL', 'sentinels', this.masterName)) as unknown[];
          ok = known && peers.length === this.sentinelPorts.length - 1;
        }
        if (ok) return;
        if (Date.now() > end) throw new Error('the sentinels did not settle');
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      replica.disconnect();
      for (const s of sentinels) s.disconnect();
    }
  }

  /** The engine's address of the set: every sentinel, then the master's name. */
  get url(): string {
    const hosts = this.sentinelPorts.map((p) => `127.0.0.1:${p}`).join(',');
    return `redis+sentinel://${hosts}/${this.masterName}`;
  }

  /** The master's port as the first sentinel reports it now. */
  async currentMasterPort(): Promise<number> {
    const s = new Redis({ port: this.sentinelPorts[0], host: '127.0.0.1', lazyConnect: true });
    try {
      await s.connect();
      const addr = (await s.call(
        'SENTINEL',
        'get-master-addr-by-name',
        this.masterName,
      )) as string[];
      return Number(addr[1]);
    } finally {
      s.disconnect();
    }
  }

  /** Waits until the replica has everything the master has (WAIT on the master). */
  async replicated(): Promise<void> {
    const m = new Redis({ port: this.masterPort, host: '127.0.0.1' });
    try {
      const acked = Number(await m.call('WAIT', '1', '5000'));
      if (acked < 1) throw new Error('the replica did not acknowledge the writes');
    } finally {
      m.disconnect();
    }
  }

  /** SIGKILL to the first master. */
  async killMaster(): Promise<void> {
    const master = this.#children[0];
    if (!master || master.exitCode !== null || master.signalCode !== null) return;
    const exited = once(master, 'exit');
    master.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.#children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = once(c, 'exit');
        c.kill('SIGKILL');
        await exited;
      }),
    );
    rmSync(this.dir, { recursive: true, force: true });
  }

  #spawn(args: string[]): void {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    // Never outlives the test process, whatever happens to its afterAll.
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('exit', () => process.off('exit', kill));
    this.#children.push(child);
  }
}

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: n }, async () => {
      const srv = createServer().listen(0, '127.0.0.1');
      await once(srv, 'listening');
      return srv;
    }),
  );
  const ports = servers.map((s) => {
    const a = s.address();
    return typeof a === 'object' && a ? a.port : 0;
  });
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

async function waitFor(port: number): Promise<void> {
  const end = Date.now() + 5000;
  for (;;) {
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch {
      if (Date.now() > end) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      probe.disconnect();
    }
  }
}
