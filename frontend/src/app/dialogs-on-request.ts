import { lazyDialog } from './lazy-dialog';

/**
 * Dialogs in chunks of their own that are fetched when they are opened, not while the page is
 * idle: only a practice game can be given up, and every chunk fetched while idle is work on the
 * main thread of every visit.
 */
export const GiveUpDialog = lazyDialog(() => import('../practice/GiveUpDialog').then((m) => m.GiveUpDialog));
