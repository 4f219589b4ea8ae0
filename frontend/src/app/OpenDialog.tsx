import type { AnalysisDialog } from '../analysis/AnalysisDialog';
import type { Analysis } from '../api/analysis';
import type { ArchiveDialog } from '../archive/ArchiveDialog';
import type { ChallengeDialog } from '../challenges/ChallengeDialog';
import type { TellFriend } from '../challenges/TellFriend';
import type { AppConfig } from '../config/config';
import type { PrivacyDialog } from '../dialogs/PrivacyDialog';
import type { GameModel } from '../game/game-reducer';
import type { Session } from '../game/session/effects';
import type { GameStrategy } from '../game/session/strategy';
import { canEnableHardMode } from '../rules/hard-mode-switch';
import type { Settings } from '../rules/settings';
import { HowToPlayDialog } from '../dialogs/HowToPlayDialog';
import type { LazyComponent } from '../platform/lazy-component';
import type * as Leagues from '../leagues/index';
import type { LazyModule } from '../platform/lazy-module';
import { readEntry } from '../platform/storage';
import { type CalendarDate, dateInTimeZone } from '../rules/dates';
import { useServices } from '../environment/services';
import { useEffect } from 'react';
import type { GiveUpDialog } from '../practice/GiveUpDialog';
import type { SettingsDialog } from '../settings/SettingsDialog';
import type { AnswerMeaning } from '../statistics/AnswerMeaning';
import type { EveryoneToday } from '../statistics/EveryoneToday';
import type { StatisticsDialog } from '../statistics/StatisticsDialog';
import type { TransferDialog } from '../transfer/TransferDialog';
import type { DialogName } from './use-open-dialog';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/** The browser is in a league: its memberships hold one at least (an emptied list is no league). */
const isSomeLeague = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;

type Lazy<Component> = Component extends (props: infer Props extends object) => unknown ? LazyComponent<Props> : never;

/** The dialogs, each in a chunk of its own (lazy.ts declares them; this chunk is given them). */
export interface LazyDialogs {
  ArchiveDialog: Lazy<typeof ArchiveDialog>;
  ChallengeDialog: Lazy<typeof ChallengeDialog>;
  TransferDialog: Lazy<typeof TransferDialog>;
  PrivacyDialog: Lazy<typeof PrivacyDialog>;
  SettingsDialog: Lazy<typeof SettingsDialog>;
  StatisticsDialog: Lazy<typeof StatisticsDialog>;
  GiveUpDialog: Lazy<typeof GiveUpDialog>;
  AnswerMeaning: Lazy<typeof AnswerMeaning>;
  AnalysisDialog: Lazy<typeof AnalysisDialog>;
  EveryoneToday: Lazy<typeof EveryoneToday>;
  TellFriend: Lazy<typeof TellFriend>;
  LeaguesDialog: Lazy<typeof Leagues.LeaguesDialog>;
  /** The league chunk itself, which posts a finished daily game to the browser's leagues. */
  leagues: LazyModule<typeof Leagues>;
}

/** What a dialog is given by the page. */
export interface DialogPage {
  config: AppConfig;
  /** A transfer link's code, which 'Move to another device' opens with. */
  transferCode: string | null;
  game: GameModel;
  kind: GameStrategy;
  settings: Settings;
  changeSettings: (changes: Partial<Settings>) => void;
  checkForNewDay: () => boolean;
  /** Runs steps of the game's strategy (giving up, the next game). */
  play: (steps: Session) => Promise<void>;
  setDialog: (dialog: DialogName | null) => void;
}

interface OpenDialogProps {
  name: DialogName;
  page: DialogPage;
  dialogs: LazyDialogs;
  onClose: () => void;
  onUnavailable: () => void;
}

/**
 * The open dialog, given what it needs from the page. In a chunk of its own with How To Play,
 * fetched before the other dialogs' chunks: the page itself only says which dialog is open.
 */
export function OpenDialog({ name, page, dialogs, onClose, onUnavailable }: OpenDialogProps) {
  const { config, game, kind, settings, play, setDialog } = page;
  const { api, store, now, timeZone } = useServices();
  // Statistics open at the end of every game: today's, over, goes to the browser's leagues, with
  // the league chunk, fetched only by a browser in one (leagues/post-results.ts sends a result
  // once, and the board sends one that could not be sent then).
  const ended = name === 'statistics' && kind.countsInStatistics && game.gameState !== 'playing';
  // Its skill follows once the player opens its analysis.
  const toLeagues = (post: (chunk: typeof Leagues, today: CalendarDate) => unknown) => {
    if (readEntry(store, LATER_STORAGE_KEYS.leagues, isSomeLeague))
      dialogs.leagues.load().then(
        (chunk) => post(chunk, dateInTimeZone(now(), timeZone())),
        () => {},
      );
  };
  useEffect(() => {
    if (ended) toLeagues((chunk, today) => chunk.postResults(api, store, game, today));
    // Once for each time Statistics opens on a game over: the game as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);
  const onAnalysed = ({ skill, skillSeal }: Analysis) => {
    if (ended && skillSeal)
      toLeagues((chunk, today) => chunk.postSkill(api, store, game, today, { skill, seal: skillSeal }));
  };
  const {
    ArchiveDialog,
    ChallengeDialog,
    TransferDialog,
    PrivacyDialog,
    SettingsDialog,
    StatisticsDialog,
    GiveUpDialog,
    AnswerMeaning,
    AnalysisDialog,
    EveryoneToday,
    TellFriend,
    LeaguesDialog,
  } = dialogs;
  const closing = { onClose, onUnavailable };
  const { giveUp, nextGame } = kind;
  switch (name) {
    case 'help':
      return <HowToPlayDialog title={config.title} onClose={onClose} />;
    case 'statistics':
      return (
        <StatisticsDialog
          game={game}
          kind={kind}
          config={config}
          highContrast={settings.highContrast}
          meaningView={AnswerMeaning}
          analysisView={AnalysisDialog}
          everyoneView={EveryoneToday}
          tellFriendView={TellFriend}
          onNextPuzzle={() => void page.checkForNewDay()}
          onNewGame={
            nextGame &&
            (() => {
              setDialog(null);
              void play(nextGame(game));
            })
          }
          onMove={() => setDialog('transfer')}
          onLeagues={() => setDialog('leagues')}
          onAnalysed={onAnalysed}
          {...closing}
        />
      );
    case 'settings':
      return (
        <SettingsDialog
          settings={settings}
          canEnableHardMode={canEnableHardMode(game.gameState, game.guesses.length)}
          onChange={page.changeSettings}
          {...closing}
        />
      );
    case 'giveUp':
      return (
        giveUp && (
          <GiveUpDialog
            onGiveUp={() => {
              setDialog(null);
              void play(giveUp(game));
            }}
            {...closing}
          />
        )
      );
    case 'privacy':
      return <PrivacyDialog config={config} {...closing} />;
    case 'archive':
      return <ArchiveDialog {...closing} />;
    case 'challenge':
      return <ChallengeDialog siteUrl={config.siteUrl} {...closing} />;
    case 'transfer':
      return <TransferDialog siteUrl={config.siteUrl} initialCode={page.transferCode} {...closing} />;
    case 'leagues':
      // The league a `/?league=` link names, which Leagues opened with.
      return (
        <LeaguesDialog
          siteUrl={config.siteUrl}
          linkedId={new URLSearchParams(window.location.search).get('league')}
          {...closing}
        />
      );
  }
}
