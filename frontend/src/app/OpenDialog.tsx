import type { AppConfig } from '../config/config';
import type { GameModel } from '../game/game-reducer';
import type { Session } from '../game/session/effects';
import type { GameStrategy } from '../game/session/strategy';
import { canEnableHardMode, type Settings } from '../rules/settings';
import { HowToPlayDialog } from '../dialogs/HowToPlayDialog';
import {
  ArchiveDialog,
  ChallengeDialog,
  PrivacyDialog,
  SettingsDialog,
  StatisticsDialog,
  TransferDialog,
} from './dialogs';
import { GiveUpDialog } from './dialogs-on-request';
import type { DialogName } from './use-open-dialog';

/** What a dialog is given by the page. */
export interface DialogPage {
  config: AppConfig;
  /** A transfer link's code, which 'Move to another device' opens with. */
  transferCode: string | null;
  game: GameModel;
  kind: GameStrategy;
  settings: Settings;
  setHardMode: (hardMode: boolean) => void;
  setHighContrast: (highContrast: boolean) => void;
  checkForNewDay: () => boolean;
  /** Runs steps of the game's strategy (giving up, the next game). */
  play: (steps: Session) => Promise<void>;
  setDialog: (dialog: DialogName | null) => void;
}

interface OpenDialogProps {
  name: DialogName;
  page: DialogPage;
  onClose: () => void;
  onUnavailable: () => void;
}

/**
 * The open dialog, given what it needs from the page. In a chunk of its own with How To Play, which
 * a first visit waits for (main.tsx), fetched before the other dialogs' chunk: the page itself
 * only says which dialog is open.
 */
export function OpenDialog({ name, page, onClose, onUnavailable }: OpenDialogProps) {
  const { config, game, kind, settings, play, setDialog } = page;
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
          onNextPuzzle={() => void page.checkForNewDay()}
          onNewGame={
            nextGame &&
            (() => {
              setDialog(null);
              void play(nextGame(game));
            })
          }
          onMove={() => setDialog('transfer')}
          {...closing}
        />
      );
    case 'settings':
      return (
        <SettingsDialog
          hardMode={settings.hardMode}
          canEnableHardMode={canEnableHardMode(game.gameState, game.guesses.length)}
          onHardModeChange={page.setHardMode}
          highContrast={settings.highContrast}
          onHighContrastChange={page.setHighContrast}
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
  }
}
