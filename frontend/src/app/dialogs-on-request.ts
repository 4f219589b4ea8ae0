import { lazyDialog } from './lazy-dialog';

/**
 * Dialogs in chunks of their own that are fetched when they are opened, not once the player
 * plays: only a practice game can be given up, and every chunk fetched in the background is work
 * on the main thread of every visit.
 */
export const GiveUpDialog = lazyDialog(() => import('../practice/GiveUpDialog').then((m) => m.GiveUpDialog));
