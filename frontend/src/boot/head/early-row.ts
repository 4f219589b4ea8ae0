import { WORD_LENGTH } from '@hexle/contract/game';
import type { KeyCommand } from '../../rules/key-input';

/** The attribute a tile of the prerendered board shows an early letter by (styles.css draws it). */
export const EARLY_LETTER_ATTRIBUTE = 'data-early';

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
 * Shows `row` in the first row of the prerendered board, in the same frame as the key: each tile
 * gets its letter as an attribute, which styles.css draws while the tile has no text of its own.
 * React, which takes the board over, neither reads nor writes the attribute; once the app's own
 * row shows the letters, the page stops drawing them (`retireEarlyRow`).
 */
export function paintEarlyRow(row: string): void {
  const tiles = document.querySelector('#root .board')?.firstElementChild?.children ?? [];
  [...tiles].forEach((tile, position) => {
    const letter = row[position];
    if (letter) tile.setAttribute(EARLY_LETTER_ATTRIBUTE, letter);
    else tile.removeAttribute(EARLY_LETTER_ATTRIBUTE);
  });
}

/** Stops drawing the early letters (styles.css): the app's own row shows them now. */
export function retireEarlyRow(): void {
  document.documentElement.dataset.earlyRow = 'off';
}
