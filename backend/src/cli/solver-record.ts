import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type SolverRecord, solverRecord } from '../analysis/engine/solver-record.js';
import { computeWordSpace, type WordSpaceBuffers, wordSpaceOf } from '../analysis/engine/word-space.js';
import { defaultWordListDir, readWordLists, WordListFileError } from '../word-list/word-list-files.js';
import { wantsHelp } from './cli-help.js';
import { CliUsageError } from './cli-context.js';
import { parseOptions, wholeNumber } from './cli-options.js';

export const SOLVER_RECORD_USAGE = `Usage:
  npm run solver-record -- [--openings N]
    Plays every answer in answers.txt with the analysis's solver (at each step the guess with the
    fewest guesses expected to finish, over every valid guess) and prints its average number of
    guesses, their distribution, its worst case and its opening word. The openings tried are the
    N best by expected guesses (default 100), each played over every answer; the best average
    wins. Reads the word lists of WORD_LIST_DIR (prisma/words by default);
    needs no database.`;

interface Job {
  guesses: string[];
  answers: string[];
  buffers: WordSpaceBuffers;
  openings: string[];
}

/** A worker's share: its openings, each played over every answer. */
function playShare(job: Job): SolverRecord[] {
  const space = wordSpaceOf(job.guesses, job.answers, job.buffers);
  return job.openings.map((opening) => solverRecord(space, opening));
}

const better = (a: SolverRecord, b: SolverRecord) =>
  a.failures.length - b.failures.length ||
  a.average - b.average ||
  a.worst - b.worst ||
  (a.opening < b.opening ? -1 : 1);

function inWorkers(job: Omit<Job, 'openings'>, openings: string[]): Promise<SolverRecord[]> {
  const count = Math.max(1, Math.min(availableParallelism(), openings.length));
  const shares = Array.from({ length: count }, (_, i) => openings.filter((_, k) => k % count === i));
  return Promise.all(
    shares.map(
      (share) =>
        new Promise<SolverRecord[]>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { ...job, openings: share } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  ).then((records) => records.flat());
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (wantsHelp(args)) return console.log(SOLVER_RECORD_USAGE);
  const options = parseOptions(args, { '--openings': 'value' }, SOLVER_RECORD_USAGE);
  const openingCount = wholeNumber(
    options.values.get('--openings') ?? '100',
    '--openings',
    1,
    20_000,
    SOLVER_RECORD_USAGE,
  );
  const started = performance.now();
  const { answers, guesses: listed } = await readWordLists(defaultWordListDir());
  const guesses = [...new Set([...listed, ...answers])].sort();
  const space = computeWordSpace(guesses, answers, (bytes) => new SharedArrayBuffer(bytes));
  const built = performance.now();
  const openings = Array.from(space.openingOrder.subarray(0, openingCount), (g) => space.guesses[g]);
  const { patterns, openingSums, openingOrder } = space;
  const records = await inWorkers({ guesses, answers, buffers: { patterns, openingSums, openingOrder } }, openings);
  const best = records.sort(better)[0];
  const hash = createHash('sha256')
    .update(`${answers.join('\n')}\n`)
    .digest('hex')
    .slice(0, 12);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    [
      `Word lists: ${answers.length} answers (sha256 of the sorted list ${hash}), ${guesses.length} valid guesses`,
      `Openings tried: ${openings.length} (the best by expected guesses), each over every answer`,
      `Opening word: ${best.opening}`,
      `Average: ${best.average.toFixed(4)} guesses over ${answers.length} answers`,
      `Distribution: ${best.distribution.map((count, i) => `${i + 1}: ${count}`).join(', ')}`,
      `Worst case: ${best.worst} guesses`,
      `Not solved within 7: ${best.failures.length === 0 ? 'none' : best.failures.join(', ')}`,
      `From the best opening by expected guesses alone (${openings[0]}): ${records.find((r) => r.opening === openings[0])!.average.toFixed(4)}`,
      `Time: ${seconds(built - started)} s for the pattern table, ${seconds(performance.now() - built)} s for the games`,
    ].join('\n'),
  );
}

if (isMainThread) {
  try {
    await main();
  } catch (error) {
    const plain = error instanceof CliUsageError || error instanceof WordListFileError;
    console.error(`solver-record: ${plain ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} else parentPort!.postMessage(playShare(workerData as Job));
