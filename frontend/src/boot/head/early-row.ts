import { WORD_LENGTH } from '@hexle/contract/game';
import type { KeyCommand } from '../../rules/key-input';

/**
 * The letters the first row holds once the app plays the keys typed before it ran: those before
 * the first Enter, as typing and erasing leave them (the Enter and what follows wait for the day).
 */
export function earlyRow(commands: readonly KeyCommand[]): string {
  let row = '';
  for (const command of commands) {
    if (command.type === 'enter') break;
    if (command.type === 'backspace') row = row.slice(0, -1);
    else if (row.length < WORD_LENGTH) row += command.letter;
  }
  return row;
}

/**
 * Shows `row` in the first row of the board, in the same frame as the key, whether the board is
 * on the page yet or not (a key can come before the page's markup): each letter goes on <html> as
 * a custom property, `--early-1` to `--early-6`, which styles.css draws on the first row's tiles,
 * from the moment they exist, while they have no text of their own. React, which takes the board
 * over, never reads them; once the app's own row shows the letters, the page stops drawing them
 * (`retireEarlyRow`).
 */
export function paintEarlyRow(row: string): void {
  for (let position = 0; position < WORD_LENGTH; position++)
    document.documentElement.style.setProperty(`--early-${position + 1}`, row[position] ? `"${row[position]}"` : '');
}

/** Stops drawing the early letters (styles.css): the app's own row shows them now. */
export function retireEarlyRow(): void {
  document.documentElement.dataset.earlyRow = 'off';
}
