import { lazyDialog } from './lazy-dialog';

// Out of the first page load (lazy-dialog.ts), fetched from the player's first key or press
// (main.tsx), in one chunk (later-dialogs.ts): a press that opens one fetches it itself. How To
// Play comes with the open dialog (OpenDialog.tsx). Those few pages need are in
// dialogs-on-request.ts.
const later = () => import('./later-dialogs');
export const ArchiveDialog = lazyDialog(() => later().then((m) => m.ArchiveDialog));
export const ChallengeDialog = lazyDialog(() => later().then((m) => m.ChallengeDialog));
export const TransferDialog = lazyDialog(() => later().then((m) => m.TransferDialog));
export const PrivacyDialog = lazyDialog(() => later().then((m) => m.PrivacyDialog));
export const SettingsDialog = lazyDialog(() => later().then((m) => m.SettingsDialog));
export const StatisticsDialog = lazyDialog(() => later().then((m) => m.StatisticsDialog));

/**
 * Everything above, from its one chunk: the page fetches it once the player plays (main.tsx), the
 * build's render before it renders.
 */
export const DIALOG_CHUNKS = [
  ArchiveDialog,
  ChallengeDialog,
  TransferDialog,
  PrivacyDialog,
  SettingsDialog,
  StatisticsDialog,
];
