import { MAX_GUESSES } from '../lib/constants';
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
              // The current row keeps its identity as it moves down, so only a rejection shakes it.
              key={isCurrent ? 'current' : index}
              index={index}
              letters={isCurrent ? currentGuess : ''}
              evaluation={null}
              flipping={false}
              shakeToken={isCurrent ? rejections : undefined}
            />
          );
        })}
      </div>
    </div>
  );
}
