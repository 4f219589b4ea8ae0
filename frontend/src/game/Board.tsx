import { useEffect, useState } from 'react';
import { MAX_GUESSES } from '../rules/constants';
import type { GameModel } from './game-reducer';
import { Row } from './Row';

/** How long a guess waits for its reply before its row shows that it is being judged. */
export const JUDGING_SIGN_MS = 300;

/** Whether `on` has held for JUDGING_SIGN_MS: a quick reply shows no sign at all. */
function useSlow(on: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(setSlow, JUDGING_SIGN_MS, true);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [on]);
  return on && slow;
}

export function Board({ model }: { model: GameModel }) {
  const { guesses, evaluations, revealedRows, currentGuess, gameState, rejections } = model;
  const judging = useSlow(model.isLoading);
  return (
    <div className="board-container">
      <div className="board" role="group" aria-label="Game board">
        {Array.from({ length: MAX_GUESSES }, (_, index) => {
          const isCurrent = index === guesses.length && gameState === 'playing';
          return (
            <Row
              // Every row keeps its place in the page (no node moves, so no layout shift). Every row
              // follows the rejection count too, so becoming current shakes nothing.
              key={index}
              index={index}
              letters={guesses[index] ?? (isCurrent ? currentGuess : '')}
              evaluation={evaluations[index] ?? null}
              flipping={revealedRows <= index && index < guesses.length}
              shakeToken={rejections}
              canShake={isCurrent}
              busy={isCurrent && judging}
            />
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {judging && 'Checking your guess'}
      </p>
    </div>
  );
}
