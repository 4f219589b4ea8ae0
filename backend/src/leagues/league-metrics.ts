import { Injectable } from '@nestjs/common';
import { type MetricCounter, Metrics } from '../platform/metrics/metrics.js';

/** What became of a result posted to a league. */
export const RESULT_OUTCOMES = [
  'accepted',
  'unproven',
  'not_today',
  'repeat',
  'token_refused',
  'league_not_found',
  'other',
] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

export const MEMBERSHIP_ACTIONS = ['created', 'joined', 'renamed', 'left', 'removed'] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

export const PRUNED = ['idle_leagues', 'folded_results'] as const;

/** Counts what happens to leagues: memberships, results accepted or refused, and what the prune removed. */
@Injectable()
export class LeagueMetrics {
  private readonly results: MetricCounter<'outcome'>;
  private readonly actions: MetricCounter<'action'>;
  private readonly pruned: MetricCounter<'what'>;

  constructor(metrics: Metrics) {
    this.results = metrics.counterOf('outcome', RESULT_OUTCOMES, {
      name: 'hexle_league_results_total',
      help:
        'Results posted to leagues: accepted, or refused as unproven (no proof chain the server judged), ' +
        'not today’s game, a second result of the day, a token the league does not know, an unknown league, or other.',
    });
    this.actions = metrics.counterOf('action', MEMBERSHIP_ACTIONS, {
      name: 'hexle_league_memberships_total',
      help: 'Leagues created, and members joined, renamed, left or removed by the creator.',
    });
    this.pruned = metrics.counterOf('what', PRUNED, {
      name: 'hexle_league_pruned_total',
      help: "Leagues removed by the API's prune after LEAGUE_IDLE_DAYS unopened, and results folded into all-time totals after LEAGUE_RESULT_RETENTION_DAYS.",
    });
  }

  result(outcome: ResultOutcome): void {
    this.results.inc({ outcome });
  }

  membership(action: MembershipAction): void {
    this.actions.inc({ action });
  }

  prune(idleLeagues: number, foldedResults: number): void {
    if (idleLeagues > 0) this.pruned.inc({ what: 'idle_leagues' }, idleLeagues);
    if (foldedResults > 0) this.pruned.inc({ what: 'folded_results' }, foldedResults);
  }
}
