import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type PrivateSchema, privateSchema } from './privateSchema.js';

/** Tribune nodes in processes of their own (clusterNode.ts), for the multi-node tests. */

const runner = fileURLToPath(new URL('./clusterNode.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface NodeProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the node wrote to stdout (its JSON log lines). */
  output: string[];
  /** SIGTERM and wait, or SIGKILL with `kill: true`. */
  stop(options?: { kill?: boolean }): Promise<void>;
}

/** Starts a node; resolves once it listens, rejects with its one-line error if it exits. */
export async function startNode(env: Record<string, string>): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', runner], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      if (line.startsWith('{"port":')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new NodeStartError(code, stderr.trim())));
  });
  return {
    child,
    origin: `127.0.0.1:${port}`,
    output,
    async stop({ kill = false } = {}) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(kill ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}

export class NodeStartError extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`node exited with ${code}: ${stderr}`);
  }
}

/**
 * A PostgreSQL schema of its own on the test database, migrated and seeded with the demo
 * content, for nodes that write (comments, feed): the shared seeded schema stays untouched.
 */
export function seededSchema(
  base: string,
  mediaDir: string,
  seededAt: Date,
): Promise<PrivateSchema> {
  return privateSchema(base, 'nodes', { mediaDir, now: seededAt });
}
