import type { Actor } from '../audit/actor.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { ListChange, ScheduledGame, WordListPlan } from './word-list-plan.js';

/** A first seed adds every word: the entry keeps the counts and a sample, not the lists. */
const WORDS_RECORDED = 50;
const DAYS_RECORDED = 100;

export interface SeedAuditContext {
  actor: Actor;
  /** Where the lists were read. */
  dir: string;
  /** The limits the plan went beyond, applied because the operator allowed it. */
  tooLarge: string[];
  dateOf: (gameNumber: number) => string;
}

/** The audit entry of an applied seed, bounded in size whatever the change. */
export function seedAuditDetails(plan: WordListPlan, context: Omit<SeedAuditContext, 'actor'>): Prisma.InputJsonObject {
  const days = (games: ScheduledGame[]) => ({
    count: games.length,
    days: games.slice(0, DAYS_RECORDED).map((game) => ({
      game_number: game.gameNumber,
      date: context.dateOf(game.gameNumber),
    })),
  });
  return {
    word_list_dir: context.dir,
    answers: listDetails(plan.answers),
    valid_guesses: listDetails(plan.guesses),
    kept: { count: plan.kept.length, words: plan.kept.slice(0, WORDS_RECORDED) },
    redrawn: days(plan.redrawn),
    pinned_non_answers: days(plan.pinnedNonAnswers),
    // Released days: their words are players' already, and the warning named them.
    recently_played: plan.recentlyPlayed.slice(0, DAYS_RECORDED).map((game) => ({
      game_number: game.gameNumber,
      date: context.dateOf(game.gameNumber),
      word: game.word,
    })),
    large_change_allowed: context.tooLarge,
  };
}

/** Records an applied seed in the audit trail, in the seed's transaction. */
export async function recordSeedInAuditTrail(
  tx: Prisma.TransactionClient,
  plan: WordListPlan,
  context: SeedAuditContext,
): Promise<void> {
  await recordAudit(tx, { action: 'seed', details: seedAuditDetails(plan, context), actor: context.actor });
}

function listDetails(change: ListChange): Prisma.InputJsonObject {
  return {
    before: change.before,
    after: change.after,
    added: change.added.length,
    removed: change.removed.length,
    added_words: change.added.slice(0, WORDS_RECORDED),
    removed_words: change.removed.slice(0, WORDS_RECORDED),
  };
}
