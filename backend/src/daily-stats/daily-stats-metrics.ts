import { Injectable } from '@nestjs/common';
import { type MetricCounter, Metrics } from '../platform/metrics/metrics.js';
import type { ClaimOutcome } from './daily-stats.repository.js';

/** What became of a finished daily game sent to the day's figures. */
export const CLAIM_OUTCOMES = ['counted', 'repeat', 'client_cap', 'network_cap', 'overflow'] as const;
export type ClaimOutcomeLabel = (typeof CLAIM_OUTCOMES)[number];

/** Counts the finished games added to the day's figures and those refused, by why. */
@Injectable()
export class DailyStatsMetrics {
  private readonly games: MetricCounter<'outcome'>;

  constructor(metrics: Metrics) {
    this.games = metrics.counterOf('outcome', CLAIM_OUTCOMES, {
      name: 'hexle_daily_stats_games_total',
      help:
        "Finished daily games sent to the day's figures: counted, or not counted as a repeat of a game " +
        'already counted, past a client or network cap, or dropped while the database could not take them.',
    });
  }

  added(outcome: ClaimOutcome): void {
    this.add('counted', outcome.counted);
    this.add('repeat', outcome.repeat);
    this.add('client_cap', outcome.clientCap);
    this.add('network_cap', outcome.networkCap);
  }

  /** A game of a network already full that day, refused in the process before any flush. */
  networkFull(): void {
    this.add('network_cap', 1);
  }

  dropped(games: number): void {
    this.add('overflow', games);
  }

  private add(outcome: ClaimOutcomeLabel, games: number): void {
    if (games > 0) this.games.inc({ outcome }, games);
  }
}
