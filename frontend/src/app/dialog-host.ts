import { lazyDialog } from './lazy-dialog';

/** The open dialog (OpenDialog.tsx), in a chunk of its own: the page fetches it before the dialogs' own. */
export const DialogHost = lazyDialog(() => import('./OpenDialog').then((m) => m.OpenDialog));
