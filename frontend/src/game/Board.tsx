import { MAX_GUESSES } from '../rules/constants';
import type { GameModel } from './game-reducer';
import { Row } from './Row';

export function Board({ model }: { model: GameModel }) {
  const { guesses, evaluations, revealedRows, currentGuess, gameState, rejections } = model;
  return (
    <div className="board-container">
      <div className="board" role="group" aria-label="Game board">
        {Array.from({ length: MAX_GUESSES }, (_, index) => {
          if (index < guesses.length) {
            return (
              <Row
                key={index}
                index={index}
                letters={guesses[index] ?? ''}
                evaluation={evaluations[index] ?? null}
                flipping={index >= revealedRows}
              />
            );
          }
          const isCurrent = index === guesses.length && gameState === 'playing';
          return (
            <Row
              // Every row keeps its place in the page (no node moves, so no layout shift). Rows
              // still to come follow the rejection count too, so becoming current shakes nothing.
              key={index}
              index={index}
              letters={isCurrent ? currentGuess : ''}
              evaluation={null}
              flipping={false}
              shakeToken={rejections}
              canShake={isCurrent}
            />
          );
        })}
      </div>
    </div>
  );
}
