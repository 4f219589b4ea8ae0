import type { MouseEvent } from 'react';

/**
 * For controls outside dialogs: a mouse or touch press does not move focus onto them, so a
 * later physical Enter goes to the game instead of pressing the same control again. Keyboard
 * users still reach them with Tab.
 */
export const keepFocusWhereItIs = (event: MouseEvent) => event.preventDefault();
