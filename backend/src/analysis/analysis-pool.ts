import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ANALYSIS_WORKER_ROLE, type WorkerReply, type WorkerRequest } from './analysis-worker.js';
import { FairQueue } from './fair-queue.js';
import type { GameAnalysis } from './engine/game-analysis.js';
import type { WordSpaceBuffers } from './engine/word-space.js';

/** Analyses waiting at once, all workers together; past it a request is refused at once (or takes a flood's place). */
export const MAX_PENDING_ANALYSES = 64;
/**
 * Analyses one neighbourhood (an IPv6 /48, an IPv4 /24) may have waiting: past it, its own are
 * refused. Room for a campus or a carrier's shared addresses, a fraction of the whole queue.
 */
export const MAX_PENDING_PER_NEIGHBOURHOOD = 16;

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
  request: Extract<WorkerRequest, { type: 'analyse' }>;
  resolve: (analysis: GameAnalysis) => void;
  reject: (error: Error) => void;
}

export class PoolBusyError extends Error {}

/** One worker and the analysis it is running, one at a time (the others wait in the fair queue). */
class PoolWorker {
  job: Job | null = null;
  private spaceReady: ((reply: Extract<WorkerReply, { type: 'space-ready' }>) => void) | null = null;

  constructor(
    readonly thread: Worker,
    onFailure: (worker: PoolWorker, error: Error) => void,
    onIdle: () => void,
  ) {
    thread.on('message', (reply: WorkerReply) => {
      if (reply.type === 'space-ready') return this.spaceReady?.(reply);
      const job = this.job;
      if (!job || job.request.id !== reply.id) return;
      this.job = null;
      if (reply.type === 'result') job.resolve(reply.analysis);
      else job.reject(new Error(reply.message));
      onIdle();
    });
    thread.on('error', (error) => onFailure(this, error));
    thread.on('exit', (code) => onFailure(this, new Error(`analysis worker exited with ${code}`)));
    // A worker waiting for work must not keep the process alive.
    thread.unref();
  }

  send(request: WorkerRequest): void {
    this.thread.postMessage(request);
  }

  run(job: Job): void {
    this.job = job;
    this.send(job.request);
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
 * first worker builds it, the others use it without a copy). Each worker runs one analysis at a
 * time; the others wait in a fair queue by neighbourhood, so a network that floods the pool waits
 * behind its own analyses, never in front of another's.
 */
export class AnalysisPool {
  private readonly workers: PoolWorker[] = [];
  private readonly queue = new FairQueue<Job>(MAX_PENDING_PER_NEIGHBOURHOOD, MAX_PENDING_ANALYSES);
  private space: { version: string; guesses: string[]; answers: string[]; buffers: WordSpaceBuffers } | null = null;
  private nextId = 0;
  private closed = false;

  /** `wordListDir`: the operator's word lists folder, whose offensive list the workers read (null: the release's). */
  constructor(
    size: number,
    private readonly wordListDir: string | null = null,
  ) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  get spaceVersion(): string | null {
    return this.space?.version ?? null;
  }

  get pending(): number {
    return this.queue.size + this.workers.filter((worker) => worker.job).length;
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

  /** An analysis for a client of `neighbourhood`; refused (PoolBusyError) when its share of the queue is taken. */
  analyse(neighbourhood: string, answer: string, guesses: string[], gaveUp: boolean): Promise<GameAnalysis> {
    return new Promise((resolve, reject) => {
      const job: Job = { request: { type: 'analyse', id: this.nextId++, answer, guesses, gaveUp }, resolve, reject };
      const refused = this.queue.push(neighbourhood, job);
      refused?.reject(new PoolBusyError('too many analyses waiting'));
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }

  /** Gives each idle worker the next analysis of the queue. */
  private dispatch(): void {
    for (const worker of this.workers) {
      if (worker.job) continue;
      const job = this.queue.next();
      if (!job) return;
      worker.run(job);
    }
  }

  private spawn(): PoolWorker {
    const thread = new Worker(workerScript(), {
      workerData: { role: ANALYSIS_WORKER_ROLE, wordListDir: this.wordListDir },
      resourceLimits: WORKER_HEAP_LIMITS,
    });
    return new PoolWorker(
      thread,
      (worker, error) => this.replace(worker, error),
      () => this.dispatch(),
    );
  }

  /** A worker that failed is replaced by a new one given the same space; its analysis fails. */
  private replace(failed: PoolWorker, error: Error): void {
    const index = this.workers.indexOf(failed);
    if (index < 0) return;
    failed.job?.reject(error);
    failed.job = null;
    if (this.closed) return;
    const worker = this.spawn();
    this.workers[index] = worker;
    if (this.space) void worker.space({ type: 'space', ...this.space });
    this.dispatch();
  }
}
