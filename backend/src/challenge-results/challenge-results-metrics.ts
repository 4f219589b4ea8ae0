import { Injectable } from '@nestjs/common';
import { type MetricCounter, Metrics } from '../platform/metrics/metrics.js';

/** What became of a friend's result posted to a challenge: accepted, or the code it was refused with. */
export const CHALLENGE_RESULT_OUTCOMES = [
  'accepted',
  'guesses_unproven',
  'game_not_over',
  'not_in_word_list',
  'answer_changed',
  'name_refused',
  'challenge_not_found',
  'challenge_result_exists',
  'challenge_results_full',
  'other',
] as const;
export type ChallengeResultOutcome = (typeof CHALLENGE_RESULT_OUTCOMES)[number];

const KNOWN = new Set<string>(CHALLENGE_RESULT_OUTCOMES);

/** Counts the results friends post to challenges, by outcome. */
@Injectable()
export class ChallengeResultsMetrics {
  private readonly posted: MetricCounter<'outcome'>;

  constructor(metrics: Metrics) {
    this.posted = metrics.counterOf('outcome', CHALLENGE_RESULT_OUTCOMES, {
      name: 'hexle_challenge_results_total',
      help:
        'Results posted to challenges: accepted, or refused by their code (unproven, a game not over, a word not in ' +
        'the list, the answer changed, a refused name, an unknown challenge, a second result of the player, a ' +
        'challenge holding CHALLENGE_RESULTS_MAX), or other.',
    });
  }

  accepted(): void {
    this.posted.inc({ outcome: 'accepted' });
  }

  /** A refusal, by its stable `code`; a code not listed is counted as `other`, so the series stay few. */
  refused(code: string): void {
    this.posted.inc({ outcome: KNOWN.has(code) && code !== 'accepted' ? code : 'other' });
  }
}
