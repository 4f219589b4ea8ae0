import { lazyDialog } from './lazy-dialog';

/** The open dialog (OpenDialog.tsx), in a chunk of its own with How To Play: the page fetches it before the other dialogs. */
export const DialogHost = lazyDialog(() => import('./OpenDialog').then((m) => m.OpenDialog));
