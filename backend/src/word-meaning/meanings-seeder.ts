import type { Actor } from '../audit/actor.js';
import type { Prisma } from '../generated/prisma/client.js';
import { type WordLists, WordListFileError } from '../word-list/word-list-files.js';
import { recordMeaningsInAuditTrail } from './meanings-audit.js';
import { type MeaningsFile, readMeaningsFile } from './meanings-file.js';
import { changesAnything, type MeaningsPlan, planMeanings } from './meanings-plan.js';
import { describeMeaningsPlan } from './meanings-report.js';
import type { WordMeaning } from './word-meaning.js';

export interface MeaningsOutcome {
  plan: MeaningsPlan;
  /** False for a dry run, a refused seed, and a plan that changes nothing. */
  written: boolean;
}

export interface MeaningsRequest {
  /** Write the plan; false for a dry run and for a seed that refuses its word lists. */
  write: boolean;
  /** Records an applied change (the audit trail) in the same transaction. */
  record: (tx: Prisma.TransactionClient, plan: MeaningsPlan) => Promise<void>;
}

/**
 * Makes word_meanings match the file for the words the lists end up with, in the caller's
 * transaction (the seed's, under the schedule lock), so a dry run shows exactly what the real run
 * then writes. Without a file the table is left as it is.
 */
export async function seedMeanings(
  tx: Prisma.TransactionClient,
  file: MeaningsFile | null,
  words: ReadonlySet<string>,
  request: MeaningsRequest,
): Promise<MeaningsOutcome> {
  const plan = planMeanings(await readMeanings(tx), file?.meanings ?? null, words);
  if (!request.write || !changesAnything(plan)) return { plan, written: false };
  await applyPlan(tx, plan);
  await request.record(tx, plan);
  return { plan, written: true };
}

async function readMeanings(tx: Prisma.TransactionClient): Promise<Map<string, WordMeaning>> {
  const rows = await tx.$queryRaw<{ word: string; part_of_speech: string; glosses: string[] }[]>`
    SELECT word, part_of_speech, glosses FROM word_meanings`;
  return new Map(rows.map((row) => [row.word, { part_of_speech: row.part_of_speech, glosses: row.glosses }]));
}

/** Writes the plan; any other number of rows touched means the table moved underneath, and all rolls back. */
async function applyPlan(tx: Prisma.TransactionClient, plan: MeaningsPlan): Promise<void> {
  const rows = JSON.stringify([...plan.writes].map(([word, meaning]) => ({ word, ...meaning })));
  const counts = {
    removed: await tx.$executeRaw`DELETE FROM word_meanings WHERE word = ANY(${plan.removed}::text[])`,
    written: await tx.$executeRaw`
      INSERT INTO word_meanings (word, part_of_speech, glosses, updated_at)
      SELECT r.word, r.part_of_speech, ARRAY(SELECT jsonb_array_elements_text(r.glosses)), now()
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(word text, part_of_speech text, glosses jsonb)
      ON CONFLICT (word) DO UPDATE
        SET part_of_speech = EXCLUDED.part_of_speech, glosses = EXCLUDED.glosses, updated_at = now()`,
  };
  const planned = { removed: plan.removed.length, written: plan.writes.size };
  if (JSON.stringify(counts) !== JSON.stringify(planned))
    throw new WordListFileError(
      `The word meanings changed while the seed ran (planned ${JSON.stringify(planned)}, ` +
        `found ${JSON.stringify(counts)}); nothing was written. Run the seed again.`,
    );
}

/**
 * The meanings step of a seed: the file read and checked before anything connects, then run in
 * the word lists' transaction (SeedRequest's hook) for the words the lists end up with (those of
 * the files, and those kept because a game used them), then reported.
 */
export class MeaningsSeed {
  private outcome: MeaningsOutcome | null = null;

  private constructor(
    private readonly dir: string,
    private readonly file: MeaningsFile | null,
    private readonly lists: WordLists,
    private readonly actor: Actor,
  ) {}

  /** Refuses a malformed file (MeaningsFileError, naming the line); a missing one is no error. */
  static async read(dir: string, lists: WordLists, actor: Actor): Promise<MeaningsSeed> {
    return new MeaningsSeed(dir, await readMeaningsFile(dir), lists, actor);
  }

  /** Plans, and writes when `write`, in the seed's transaction; `plan.kept` are the words games keep. */
  readonly apply = async (
    tx: Prisma.TransactionClient,
    plan: { kept: readonly string[] },
    write: boolean,
  ): Promise<void> => {
    const words = new Set([...this.lists.answers, ...this.lists.guesses, ...plan.kept]);
    const file = this.file?.file ?? '';
    this.outcome = await seedMeanings(tx, this.file, words, {
      write,
      record: (recordTx, meanings) => recordMeaningsInAuditTrail(recordTx, meanings, { actor: this.actor, file }),
    });
  };

  /** What the seed did or (dry run, refused) would do to the meanings; empty before it ran. */
  report(): string {
    if (!this.outcome) return '';
    return describeMeaningsPlan(this.outcome.plan, this.dir);
  }

  get written(): boolean {
    return this.outcome?.written ?? false;
  }
}
