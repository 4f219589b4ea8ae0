import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { isOffensive } from '@hexle/contract/words';
import { operatorsOffensiveWords } from '../word-list/offensive-word-filter.js';
import { analyseGame, type GameAnalysis } from './engine/game-analysis.js';
import { GameWords } from './engine/game-words.js';
import { nameableGuesses } from './engine/secrecy.js';
import type { StepChoices } from './engine/solver.js';
import { SolverMemory } from './engine/solver-run.js';
import { computeWordSpace, type WordSpace, type WordSpaceBuffers, wordSpaceOf } from './engine/word-space.js';

/** Marks a worker started as an analysis worker (workerData.role). */
export const ANALYSIS_WORKER_ROLE = 'hexle-analysis';

/** What the API sends a worker. */
export type WorkerRequest =
  /** Build the word space (no buffers) or use one another worker built (buffers, shared memory). */
  | { type: 'space'; version: string; guesses: string[]; answers: string[]; buffers?: WordSpaceBuffers }
  | { type: 'analyse'; id: number; answer: string; guesses: string[]; gaveUp: boolean };

export type WorkerReply =
  | { type: 'space-ready'; version: string; buffers: WordSpaceBuffers; millis: number }
  | { type: 'result'; id: number; analysis: GameAnalysis }
  | { type: 'failed'; id: number; message: string };

/**
 * An analysis worker's state: one word space, the guesses the solver may name there (the word lists
 * and the offensive-word rule decide them, nothing else), and what it remembers of earlier analyses
 * (bounded, forgotten when the space changes; it holds nothing of any game's answer).
 */
class AnalysisWorker {
  private space: WordSpace | null = null;
  private nameable: Uint8Array | null = null;
  private solverMemory = new SolverMemory<number>();
  private choiceMemory = new SolverMemory<StepChoices | null>();
  private readonly offensive = operatorsOffensiveWords(
    (workerData as { wordListDir?: string | null } | null)?.wordListDir ?? undefined,
  );

  handle(request: WorkerRequest): WorkerReply | null {
    switch (request.type) {
      case 'space': {
        const started = performance.now();
        const space = request.buffers
          ? wordSpaceOf(request.guesses, request.answers, request.buffers)
          : computeWordSpace(request.guesses, request.answers, (bytes) => new SharedArrayBuffer(bytes));
        this.space = space;
        this.nameable = nameableGuesses(space, (word) => isOffensive(word.toLowerCase(), this.offensive));
        this.solverMemory = new SolverMemory<number>();
        this.choiceMemory = new SolverMemory<StepChoices | null>();
        const { patterns, openingSums, openingOrder } = space;
        return {
          type: 'space-ready',
          version: request.version,
          buffers: { patterns, openingSums, openingOrder },
          millis: performance.now() - started,
        };
      }
      case 'analyse':
        try {
          if (!this.space || !this.nameable) throw new Error('The analysis worker has no word list yet');
          const words = new GameWords(this.space, request.answer);
          const analysis = analyseGame(words, request.guesses, {
            nameable: this.nameable,
            gaveUp: request.gaveUp,
            memory: this.solverMemory,
            choiceMemory: this.choiceMemory,
          });
          return { type: 'result', id: request.id, analysis };
        } catch (error) {
          return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
        }
    }
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
