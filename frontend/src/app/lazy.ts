import { loadStrategy } from '../game/session/strategies';
import { lazyComponent } from '../platform/lazy-component';
import { lazyModule } from '../platform/lazy-module';
import type { GameLink } from '../rules/game-link';
import type { LazyDialogs } from './OpenDialog';

// Every part of the page kept out of its first script, declared here and nowhere else (the
// architecture test refuses an import() in any other file): each import() below is where the
// bundler splits a chunk off, and nothing else groups them. A component comes through
// `lazyComponent`, any other module through `lazyModule` (src/platform/): both fetch a chunk once,
// fetch it again after a failure, and give up on one that hangs (CHUNK_WAIT_MS). The modules these
// chunks share with the page's script come from it; what only later chunks share, the bundler puts
// in a chunk of its own. docs/performance.md says when each is fetched.

/**
 * The open dialog, with How To Play (a first visit's is its prerendered copy, which needs none of
 * it: boot/use-prerendered-help.ts). The frame every dialog shares
 * (dialogs/Dialog.tsx) is a chunk of its own, which the open dialog's imports: asked for beside it,
 * it comes in parallel rather than after it.
 */
export const DialogHost = lazyComponent(() =>
  Promise.all([import('../dialogs/Dialog'), import('./OpenDialog')]).then(([, m]) => m.OpenDialog),
);

/**
 * Leagues, one chunk: the dialog (a league link, Leagues in Statistics), and what posts a finished
 * daily game to the browser's leagues, fetched then only by a browser that is in one.
 */
const leagues = lazyModule(() => import('../leagues/index'));

/** The dialogs the open dialog shows (OpenDialog.tsx is given them, as it never imports this file). */
export const DIALOGS = {
  ArchiveDialog: lazyComponent(() => import('../archive/ArchiveDialog').then((m) => m.ArchiveDialog)),
  ChallengeDialog: lazyComponent(() => import('../challenges/ChallengeDialog').then((m) => m.ChallengeDialog)),
  TransferDialog: lazyComponent(() => import('../transfer/TransferDialog').then((m) => m.TransferDialog)),
  PrivacyDialog: lazyComponent(() => import('../dialogs/PrivacyDialog').then((m) => m.PrivacyDialog)),
  SettingsDialog: lazyComponent(() => import('../settings/SettingsDialog').then((m) => m.SettingsDialog)),
  StatisticsDialog: lazyComponent(() => import('../statistics/StatisticsDialog').then((m) => m.StatisticsDialog)),
  // Fetched when opened, never in the background: only a practice game can be given up.
  GiveUpDialog: lazyComponent(() => import('../practice/GiveUpDialog').then((m) => m.GiveUpDialog)),
  // The statistics' end view fetches these when it has one to show: the answer's meaning, the analysis.
  AnswerMeaning: lazyComponent(() => import('../statistics/AnswerMeaning').then((m) => m.AnswerMeaning)),
  AnalysisDialog: lazyComponent(() => import('../analysis/AnalysisDialog').then((m) => m.AnalysisDialog)),
  // A friend's challenge, over: what tells its sender how the player did.
  TellFriend: lazyComponent(() => import('../challenges/TellFriend').then((m) => m.TellFriend)),
  // And, once a day's game has ended (never before), how everyone did that day.
  EveryoneToday: lazyComponent(() => import('../statistics/EveryoneToday').then((m) => m.EveryoneToday)),
  // The league chunk (above): fetched only when a league is opened or joined.
  LeaguesDialog: lazyComponent(() => leagues.load().then((m) => m.LeaguesDialog)),
  leagues,
} satisfies LazyDialogs;

/** The banner of a game other than today's (which game, what is wrong with its link, the way back). */
export const WhichGame = lazyComponent(() => import('../game/WhichGame').then((m) => m.WhichGame));

/** The on-screen keyboard's layouts but QWERTY, fetched when a player has chosen one (game/Keyboard.tsx). */
export const keyboardLayouts = lazyModule(() => import('../rules/keyboard-layouts'));

/** "N possible words left", fetched only while its setting is on (it fetches the public word list then). */
export const PossibleCount = lazyComponent(() => import('../game/PossibleCount').then((m) => m.PossibleCount));

/** The strategies of the kinds of game other than today's, which few visits play. */
const sideStrategies = lazyModule(() => import('../game/session/side-strategies').then((m) => m.SIDE_STRATEGIES));

/** The API calls made from a dialog or for a link (the API client is given them: browser-services.ts). */
export const occasionalCalls = lazyModule(() => import('../api/occasional-calls'));

/** What adds the operator's analytics script, in a build that names one; a build without carries nothing of it. */
export const analytics = __ANALYTICS_SCRIPT_URL__ ? lazyModule(() => import('../ads/analytics')) : null;

/**
 * What the page fetches before it shows the game its address names: for any game but today's, its
 * strategy and its banner. Rejects when either cannot be fetched (offline).
 */
export const loadLinkedGame = (link: GameLink) =>
  Promise.all([loadStrategy(link, sideStrategies.load), link.kind === 'daily' ? null : WhichGame.load()]);

/**
 * Fetched one by one from the player's first key or press (boot/load-in-background.ts), so each is
 * here before it is needed; a dialog opened before fetches its own.
 */
export const LATER = [
  occasionalCalls,
  DialogHost,
  DIALOGS.StatisticsDialog,
  DIALOGS.SettingsDialog,
  DIALOGS.ArchiveDialog,
  DIALOGS.ChallengeDialog,
  DIALOGS.TransferDialog,
  DIALOGS.PrivacyDialog,
];
