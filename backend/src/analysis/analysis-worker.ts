import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { analyseGame, type GameAnalysis } from './game-analysis.js';
import { GameWords } from './game-words.js';
import type { BestGuess } from './solver.js';
import { SolverMemory } from './solver-run.js';
import { computeWordSpace, type WordSpace, type WordSpaceBuffers, wordSpaceOf } from './word-space.js';

/** Marks a worker started as an analysis worker (workerData.role). */
export const ANALYSIS_WORKER_ROLE = 'hexle-analysis';

/** What the API sends a worker. */
export type WorkerRequest =
  /** Build the word space (no buffers) or use one another worker built (buffers, shared memory). */
  | { type: 'space'; version: string; guesses: string[]; answers: string[]; buffers?: WordSpaceBuffers }
  /** The words the solver may not name, under a version of their own. */
  | { type: 'hidden'; version: string; words: string[] }
  | { type: 'analyse'; id: number; answer: string; guesses: string[] };

export type WorkerReply =
  | { type: 'space-ready'; version: string; buffers: WordSpaceBuffers; millis: number }
  | { type: 'result'; id: number; analysis: GameAnalysis }
  | { type: 'failed'; id: number; message: string };

/**
 * An analysis worker's state: one word space, the guesses it may name, and what it remembers of
 * earlier analyses (bounded, forgotten when either changes).
 */
class AnalysisWorker {
  private space: WordSpace | null = null;
  private hidden: { version: string; words: Set<string> } | null = null;
  private nameable: Uint8Array | null = null;
  private solverMemory = new SolverMemory<number>();
  private bestMemory = new SolverMemory<BestGuess | null>();

  handle(request: WorkerRequest): WorkerReply | null {
    switch (request.type) {
      case 'space': {
        const started = performance.now();
        this.space = request.buffers
          ? wordSpaceOf(request.guesses, request.answers, request.buffers)
          : computeWordSpace(request.guesses, request.answers, (bytes) => new SharedArrayBuffer(bytes));
        this.forget();
        const { patterns, openingSums, openingOrder } = this.space;
        return {
          type: 'space-ready',
          version: request.version,
          buffers: { patterns, openingSums, openingOrder },
          millis: performance.now() - started,
        };
      }
      case 'hidden':
        this.hidden = { version: request.version, words: new Set(request.words) };
        this.forget();
        return null;
      case 'analyse':
        try {
          if (!this.space || !this.hidden) throw new Error('The analysis worker has no word list yet');
          const words = new GameWords(this.space, request.answer);
          const analysis = analyseGame(words, request.guesses, {
            nameable: this.nameableOf(this.space, this.hidden.words),
            memory: this.solverMemory,
            bestMemory: this.bestMemory,
          });
          return { type: 'result', id: request.id, analysis };
        } catch (error) {
          return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
        }
    }
  }

  private forget(): void {
    this.nameable = null;
    this.solverMemory = new SolverMemory<number>();
    this.bestMemory = new SolverMemory<BestGuess | null>();
  }

  private nameableOf(space: WordSpace, hidden: ReadonlySet<string>): Uint8Array {
    this.nameable ??= Uint8Array.from(space.guesses, (word) => (hidden.has(word) ? 0 : 1));
    return this.nameable;
  }
}

/**
 * The worker's side: at the lowest priority the system gives (nice 19, this thread only), so the
 * API's requests on the main thread always come first and analyses use the time left over.
 */
function serve(): void {
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the worker runs at the API's own priority.
  }
  const worker = new AnalysisWorker();
  parentPort!.on('message', (request: WorkerRequest) => {
    const reply = worker.handle(request);
    if (reply) parentPort!.postMessage(reply);
  });
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === ANALYSIS_WORKER_ROLE) serve();
