import { Counter, type Registry } from 'prom-client';
import { GAME_KINDS, type GameKind } from '../guess/game-kind.js';

/** How the judge ruled on one accepted guess. */
export type GuessOutcome = 'win' | 'wrong' | 'loss';

interface GameCounters {
  guesses: Counter<'game'>;
  wins: Counter<'game'>;
  losses: Counter<'game'>;
}

/**
 * Counts the guesses the judge rules on, and the games they win or lose. Without a registry
 * (metrics off) it counts nothing.
 */
export class GameMetrics {
  private readonly counters: GameCounters | null;

  constructor(registry: Registry | null) {
    this.counters = registry ? createCounters(registry) : null;
  }

  judged(kind: GameKind, outcome: GuessOutcome): void {
    const counters = this.counters;
    if (!counters) return;
    const labels = { game: kind };
    counters.guesses.inc(labels);
    if (outcome === 'win') counters.wins.inc(labels);
    else if (outcome === 'loss') counters.losses.inc(labels);
  }
}

function createCounters(registry: Registry): GameCounters {
  const counter = (name: string, help: string) => {
    const created = new Counter({ name, help, labelNames: ['game'] as const, registers: [registry] });
    // Every kind shows from the first scrape, at 0, so a rate over it is defined.
    for (const game of GAME_KINDS) created.labels({ game }).inc(0);
    return created;
  };
  return {
    guesses: counter('hexle_guesses_total', 'Guesses judged (words in the list, or the answer), by kind of game.'),
    wins: counter('hexle_wins_total', 'Games won: guesses that were the answer, by kind of game.'),
    losses: counter(
      'hexle_losses_total',
      'Games lost: the seventh wrong guess of a game whose earlier guesses came with a valid proof, by kind of game.',
    ),
  };
}
