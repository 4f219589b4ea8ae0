import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { MemoryReport, ServerCommand, ServerReport } from './serve.js';

/** The benchmarks' servers in processes of their own, and the scratch databases they run on. */
const here = path.dirname(fileURLToPath(import.meta.url));
// Built into .bench-build/ at the repository's root, so that the API's own imports of files
// beside backend/ (prisma/words) resolve as they do from backend/dist.
export const repositoryRoot = path.resolve(here, '../..');
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface Running {
  child: ChildProcess;
  port: number;
  metricsPort?: number;
}

export async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function nextReport(child: ChildProcess, type: ServerReport['type']): Promise<ServerReport> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: ServerReport) => {
      if (report.type !== type) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(report);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * On a machine with two cores or more (and `taskset`), the servers run on the last core and the
 * load generator (this process) on the others, so the two never take turns on one core: the
 * scheduler's noise then falls on both servers alike. BENCH_PIN=0 turns it off.
 */
export const serverCpu = availableParallelism() - 1;
export const pinned = process.env.BENCH_PIN !== '0' && serverCpu >= 1 && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function pin(pid: number, cpus: string): void {
  if (pinned) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** Forks a server; the API with the heap bound and malloc arenas deploy/api/start-api.sh gives it, as in production. */
export async function start(script: string, options: Parameters<typeof fork>[2]): Promise<Running> {
  const api = script === 'api-server.js';
  const execArgv = [...(api ? apiHeapFlags() : []), ...(options?.execArgv ?? [])];
  const env = options?.env ?? process.env;
  const child = fork(path.join(here, script), {
    ...options,
    execArgv,
    env: api ? { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' } : env,
  });
  pin(child.pid!, String(serverCpu));
  const report = await nextReport(child, 'listening');
  return report.type === 'listening'
    ? { child, port: report.port, metricsPort: report.metricsPort }
    : { child, port: 0 };
}

export async function stop(server: Running | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' } satisfies ServerCommand);
  await exited;
}

export async function memory(server: Running): Promise<MemoryReport> {
  const reply = nextReport(server.child, 'memory');
  server.child.send({ type: 'memory' } satisfies ServerCommand);
  const report = await reply;
  if (report.type !== 'memory') throw new Error('no memory report');
  return report.memory;
}

/** A new database on the server, migrated and seeded with the operator's own commands. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hexle_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name);
  const drop = () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const env = { ...process.env, DATABASE_URL: url };
  const prisma = path.join(repositoryRoot, 'node_modules/.bin/prisma');
  try {
    execFileSync(prisma, ['migrate', 'deploy'], { cwd: repositoryRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync(prisma, ['db', 'seed'], { cwd: repositoryRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

/**
 * The API's heap bound: API_HEAP_MB, 1024 MB unless set, as deploy/api/start-api.sh passes it to
 * Node; then BENCH_API_NODE_FLAGS (space-separated), for trying V8's settings on the API alone.
 */
function apiHeapFlags(): string[] {
  const tried = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return [`--max-old-space-size=${process.env.API_HEAP_MB || '1024'}`, ...tried];
}
