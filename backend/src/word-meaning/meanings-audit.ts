import type { Actor } from '../audit/actor.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { MeaningsPlan } from './meanings-plan.js';

/** A first seed adds thousands: the entry keeps the counts and a sample, not the lists. */
const WORDS_RECORDED = 50;

/** The audit entry of an applied change to the meanings, bounded in size whatever the change. */
export function meaningsAuditDetails(plan: MeaningsPlan, file: string): Prisma.InputJsonObject {
  return {
    meanings_file: file,
    meanings: {
      before: plan.before,
      after: plan.after,
      added: plan.added.length,
      changed: plan.changed.length,
      removed: plan.removed.length,
      added_words: plan.added.slice(0, WORDS_RECORDED),
      changed_words: plan.changed.slice(0, WORDS_RECORDED),
      removed_words: plan.removed.slice(0, WORDS_RECORDED),
    },
  };
}

/** Records an applied change to the meanings as a seed entry of the audit trail, in the seed's transaction. */
export async function recordMeaningsInAuditTrail(
  tx: Prisma.TransactionClient,
  plan: MeaningsPlan,
  context: { actor: Actor; file: string },
): Promise<void> {
  await recordAudit(tx, { action: 'seed', details: meaningsAuditDetails(plan, context.file), actor: context.actor });
}
