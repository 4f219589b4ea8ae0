import { Injectable } from '@nestjs/common';
import { type MetricCounter, Metrics } from '../platform/metrics/metrics.js';
import { GAME_KINDS, type GameKind } from './game-kind.js';

/** How the judge ruled on one accepted guess. */
export type GuessOutcome = 'win' | 'wrong' | 'loss';

/**
 * Counts the guesses the judge rules on, and the games they win or lose. With metrics off it
 * counts nothing.
 */
@Injectable()
export class GameMetrics {
  private readonly guesses: MetricCounter<'game'>;
  private readonly wins: MetricCounter<'game'>;
  private readonly losses: MetricCounter<'game'>;

  constructor(metrics: Metrics) {
    // Every kind shows from the first scrape, at 0, so a rate over it is defined.
    const counter = (name: string, help: string) => metrics.counterOf('game', GAME_KINDS, { name, help });
    this.guesses = counter(
      'hexle_guesses_total',
      'Guesses judged (words in the list, or the answer), by kind of game.',
    );
    this.wins = counter('hexle_wins_total', 'Games won: guesses that were the answer, by kind of game.');
    this.losses = counter(
      'hexle_losses_total',
      'Games lost: the seventh wrong guess of a game whose earlier guesses came with a valid proof, by kind of game.',
    );
  }

  judged(kind: GameKind, outcome: GuessOutcome): void {
    const labels = { game: kind };
    this.guesses.inc(labels);
    if (outcome === 'win') this.wins.inc(labels);
    else if (outcome === 'loss') this.losses.inc(labels);
  }
}
