import { memo, useState, type MouseEvent } from 'react';
import type { LetterResult } from '../rules/evaluation';
import type * as Layouts from '../rules/keyboard-layouts';
import type { LazyModule } from '../platform/lazy-module';
import type { Settings } from '../rules/settings';
import { BackspaceIcon } from '../layout/icons';
import { keepFocusWhereItIs } from '../layout/pointer-focus';

/** The default layout's letters; the others' come in a chunk of their own (rules/keyboard-layouts.ts). */
const QWERTY: readonly [string, string, string] = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];

interface KeyboardProps {
  results: Map<string, LetterResult>;
  disabled: boolean;
  /** The layout and the side Enter is on. */
  settings: Pick<Settings, 'layout' | 'enterRight'>;
  /** The other layouts' chunk, fetched when one is chosen: QWERTY until it is here (and for a layout it lacks). */
  layouts: LazyModule<typeof Layouts>;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

/** The on-screen keyboard. Memoized: it changes only with the keys' results, the game's state and the layout. */
export const Keyboard = memo(function Keyboard({
  results,
  disabled,
  settings: { layout, enterRight },
  layouts,
  onLetter,
  onEnter,
  onBackspace,
}: KeyboardProps) {
  // Another layout's letters: asked for as soon as it is shown (once; `load` keeps the chunk, or
  // the failure until the next render asks again), drawn when they arrive.
  const [, arrived] = useState<typeof Layouts>();
  if (layout !== 'qwerty' && !layouts.loaded) layouts.load().then(arrived, () => {});
  const [top, middle, bottom] = layouts.loaded?.LAYOUT_ROWS[layout] ?? QWERTY;
  const rows = [
    [...top],
    [...middle],
    enterRight ? ['BACKSPACE', ...bottom, 'ENTER'] : ['ENTER', ...bottom, 'BACKSPACE'],
  ];
  const press = (key: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0) event.currentTarget.blur();
    if (key === 'ENTER') onEnter();
    else if (key === 'BACKSPACE') onBackspace();
    else onLetter(key);
  };
  return (
    <div className="keyboard" role="group" aria-label="Keyboard">
      {rows.map((row, index) => (
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
