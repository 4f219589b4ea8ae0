import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ANALYSIS_WORKER_ROLE, type WorkerReply, type WorkerRequest } from './analysis-worker.js';
import type { GameAnalysis } from './engine/game-analysis.js';
import type { WordSpaceBuffers } from './engine/word-space.js';

/** Analyses waiting or running at once, all workers together; past it a request is refused at once. */
export const MAX_PENDING_ANALYSES = 64;

/**
 * Each worker's JavaScript heap, bounded (the word space is outside it, in shared memory): its
 * remembered choices (2 × 20,000 at most), the tables of one analysis, and garbage.
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** The compiled worker script: beside this file, or in dist/ when this file runs as TypeScript (tests). */
function workerScript(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = path.join(path.dirname(here), 'analysis-worker.js');
  if (here.endsWith('.js') || existsSync(beside)) return beside;
  return path.resolve(path.dirname(here), '../../dist/analysis/analysis-worker.js');
}

interface Job {
  resolve: (analysis: GameAnalysis) => void;
  reject: (error: Error) => void;
}

export class PoolBusyError extends Error {}

/** One worker and the analyses it has been given. */
class PoolWorker {
  readonly jobs = new Map<number, Job>();
  private spaceReady: ((reply: Extract<WorkerReply, { type: 'space-ready' }>) => void) | null = null;

  constructor(
    readonly thread: Worker,
    onFailure: (worker: PoolWorker, error: Error) => void,
  ) {
    thread.on('message', (reply: WorkerReply) => {
      if (reply.type === 'space-ready') return this.spaceReady?.(reply);
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      if (reply.type === 'result') job.resolve(reply.analysis);
      else job.reject(new Error(reply.message));
    });
    thread.on('error', (error) => onFailure(this, error));
    thread.on('exit', (code) => onFailure(this, new Error(`analysis worker exited with ${code}`)));
    // A worker waiting for work must not keep the process alive.
    thread.unref();
  }

  send(request: WorkerRequest): void {
    this.thread.postMessage(request);
  }

  space(request: Extract<WorkerRequest, { type: 'space' }>): Promise<Extract<WorkerReply, { type: 'space-ready' }>> {
    return new Promise((resolve) => {
      this.spaceReady = resolve;
      this.send(request);
    });
  }
}

/**
 * A small pool of analysis workers sharing one word space (its buffers are shared memory: the
 * first worker builds it, the others use it without a copy). Each analysis goes to the worker with
 * the fewest waiting; at most MAX_PENDING_ANALYSES wait in all.
 */
export class AnalysisPool {
  private readonly workers: PoolWorker[] = [];
  private space: { version: string; guesses: string[]; answers: string[]; buffers: WordSpaceBuffers } | null = null;
  private nextId = 0;
  private closed = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  get spaceVersion(): string | null {
    return this.space?.version ?? null;
  }

  get pending(): number {
    return this.workers.reduce((sum, worker) => sum + worker.jobs.size, 0);
  }

  /** Builds the word space in the first worker, then hands its buffers to the others; resolves with the build's time. */
  async loadSpace(version: string, guesses: string[], answers: string[]): Promise<number> {
    const [first, ...others] = this.workers;
    const built = await first.space({ type: 'space', version, guesses, answers });
    const space = { version, guesses, answers, buffers: built.buffers };
    await Promise.all(others.map((worker) => worker.space({ type: 'space', ...space })));
    this.space = space;
    return built.millis;
  }

  analyse(answer: string, guesses: string[], gaveUp: boolean): Promise<GameAnalysis> {
    if (this.pending >= MAX_PENDING_ANALYSES) return Promise.reject(new PoolBusyError('too many analyses waiting'));
    const worker = this.workers.reduce((least, other) => (other.jobs.size < least.jobs.size ? other : least));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      worker.jobs.set(id, { resolve, reject });
      worker.send({ type: 'analyse', id, answer, guesses, gaveUp });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }

  private spawn(): PoolWorker {
    const thread = new Worker(workerScript(), {
      workerData: { role: ANALYSIS_WORKER_ROLE },
      resourceLimits: WORKER_HEAP_LIMITS,
    });
    return new PoolWorker(thread, (worker, error) => this.replace(worker, error));
  }

  /** A worker that failed is replaced by a new one given the same space; its analyses fail. */
  private replace(failed: PoolWorker, error: Error): void {
    const index = this.workers.indexOf(failed);
    if (index < 0) return;
    for (const job of failed.jobs.values()) job.reject(error);
    failed.jobs.clear();
    if (this.closed) return;
    const worker = this.spawn();
    this.workers[index] = worker;
    if (this.space) void worker.space({ type: 'space', ...this.space });
  }
}
