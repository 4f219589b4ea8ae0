import { lazyModule } from '../platform/lazy-module';
import { lazyDialog } from './lazy-dialog';

// Each in a chunk of its own, so the first page load stays small (lazy-dialog.ts), fetched while
// the page is idle (main.tsx) so that each is here before it is opened. Those few pages need are
// in dialogs-on-request.ts.
export const ArchiveDialog = lazyDialog(() => import('../archive/ArchiveDialog').then((m) => m.ArchiveDialog));
export const ChallengeDialog = lazyDialog(() => import('../challenges/ChallengeDialog').then((m) => m.ChallengeDialog));
export const TransferDialog = lazyDialog(() => import('../transfer/TransferDialog').then((m) => m.TransferDialog));
export const HowToPlayDialog = lazyDialog(() => import('../dialogs/HowToPlayDialog').then((m) => m.HowToPlayDialog));
export const PrivacyDialog = lazyDialog(() => import('../dialogs/PrivacyDialog').then((m) => m.PrivacyDialog));
export const SettingsDialog = lazyDialog(() => import('../settings/SettingsDialog').then((m) => m.SettingsDialog));
export const StatisticsDialog = lazyDialog(() =>
  import('../statistics/StatisticsDialog').then((m) => m.StatisticsDialog),
);
/** Recording a finished game in the statistics: needed only at a game's end, fetched with the dialogs. */
export const statisticsRecording = lazyModule(() => import('../statistics/record-statistics'));

/** Every chunk above: the page fetches them while idle (main.tsx), the build's render before it renders. */
export const DIALOG_CHUNKS = [
  ArchiveDialog,
  ChallengeDialog,
  TransferDialog,
  HowToPlayDialog,
  PrivacyDialog,
  SettingsDialog,
  StatisticsDialog,
  statisticsRecording,
];
