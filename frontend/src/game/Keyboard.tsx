import { memo, type MouseEvent } from 'react';
import type { LetterResult } from '../rules/evaluation';
import { BackspaceIcon } from '../layout/icons';
import { keepFocusWhereItIs } from '../layout/pointer-focus';

const ROWS = [[...'QWERTYUIOP'], [...'ASDFGHJKL'], ['ENTER', ...'ZXCVBNM', 'BACKSPACE']];

interface KeyboardProps {
  results: Map<string, LetterResult>;
  disabled: boolean;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

/** The on-screen keyboard. Memoized: it changes only with the keys' results and the game's state. */
export const Keyboard = memo(function Keyboard({ results, disabled, onLetter, onEnter, onBackspace }: KeyboardProps) {
  const press = (key: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0) event.currentTarget.blur();
    if (key === 'ENTER') onEnter();
    else if (key === 'BACKSPACE') onBackspace();
    else onLetter(key);
  };
  return (
    <div className="keyboard" role="group" aria-label="Keyboard">
      {ROWS.map((row, index) => (
        <div className="keyboard-row" key={index}>
          {row.map((key) => {
            const result = results.get(key);
            const wide = key === 'ENTER' || key === 'BACKSPACE';
            const label = key === 'ENTER' ? 'Enter' : key === 'BACKSPACE' ? 'Backspace' : key;
            return (
              <button
                key={key}
                type="button"
                className={`key${wide ? ' wide' : ''}`}
                data-key={key}
                data-state={result}
                aria-label={result ? `${label}, ${result}` : label}
                disabled={disabled}
                onMouseDown={keepFocusWhereItIs}
                onClick={press(key)}
              >
                {key === 'BACKSPACE' ? <BackspaceIcon /> : label}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
});
