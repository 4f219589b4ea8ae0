// The dialogs the page fetches once the player plays (main.tsx), in one chunk: on a phone each
// script request is main-thread work of its own, and all of them are fetched at once anyway.
export { ArchiveDialog } from '../archive/ArchiveDialog';
export { ChallengeDialog } from '../challenges/ChallengeDialog';
export { TransferDialog } from '../transfer/TransferDialog';
export { PrivacyDialog } from '../dialogs/PrivacyDialog';
export { SettingsDialog } from '../settings/SettingsDialog';
export { StatisticsDialog } from '../statistics/StatisticsDialog';
