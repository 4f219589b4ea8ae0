import type { GameModel } from './game-reducer';

/** Tells screen readers each row's result once its flip has ended. */
export function RevealAnnouncer({ model }: { model: GameModel }) {
  const row = model.revealedRows - 1;
  const guess = model.guesses[row];
  const evaluation = model.evaluations[row];
  const text =
    guess && evaluation
      ? `Guess ${row + 1}, ${guess}: ${[...guess].map((letter, i) => `${letter} ${evaluation[i] ?? ''}`).join(', ')}.`
      : '';
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="reveal-announcer">
      {text}
    </div>
  );
}
