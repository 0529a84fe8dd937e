import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (nginx-light), run unprivileged with the repository's deploy/nginx.conf. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const siteConfig = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  await new Promise((r) => srv.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * deploy/nginx.conf as shipped, with its upstream servers replaced by `upstreams` (host:port)
 * and its listen port by a free one, inside a main config that keeps every file in a temporary
 * directory.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx-light) or set NGINX_PATH`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'tribune-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const servers = upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = readFileSync(siteConfig, 'utf8')
    .replace(/^ {2}server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(/upstream tribune \{\n/, `upstream tribune {\n${servers}\n`)
    .replace(/^ {2}listen 80;\n {2}listen \[::\]:80;/m, `  listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const end = Date.now() + 5000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > end) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin: `127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
