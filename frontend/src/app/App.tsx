import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppConfig } from '../config/config';
import { HowToPlayDialog } from '../dialogs/HowToPlayDialog';
import { PrivacyDialog } from '../dialogs/PrivacyDialog';
import { Board } from '../game/Board';
import { Keyboard } from '../game/Keyboard';
import { MessageLine } from '../game/MessageLine';
import { RevealAnnouncer } from '../game/RevealAnnouncer';
import { useGame } from '../game/use-game';
import { usePhysicalKeyboard } from '../game/use-physical-keyboard';
import { Header } from '../layout/Header';
import { keepFocusWhereItIs } from '../layout/pointer-focus';
import { useReducedMotion } from '../layout/use-reduced-motion';
import { STATISTICS_DIALOG_DELAY_MS } from '../lib/constants';
import { isFirstVisit, markWelcomed } from '../lib/first-visit';
import { canEnableHardMode } from '../lib/settings';
import { shareText } from '../lib/share';
import type { FinishedGame } from '../lib/statistics';
import { SettingsDialog } from '../settings/SettingsDialog';
import { useSettings } from '../settings/use-settings';
import { StatisticsDialog } from '../statistics/StatisticsDialog';
import { useStatistics } from '../statistics/use-statistics';
import { useServices } from '../services/services';
import { useTheme } from '../theme/use-theme';

type DialogName = 'help' | 'statistics' | 'settings' | 'privacy';

export function App({ config }: { config: AppConfig }) {
  const { store } = useServices();
  // How To Play opens by itself on a player's first visit, and never again.
  const [dialog, setDialog] = useState<DialogName | null>(() => (isFirstVisit(store) ? 'help' : null));
  useEffect(() => {
    if (dialog === 'help') markWelcomed(store);
  }, [dialog, store]);
  const { theme, toggleTheme } = useTheme();
  const { settings, setHardMode, setHighContrast } = useSettings();
  const { statistics, record } = useStatistics();
  const reducedMotion = useReducedMotion();

  const statisticsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (statisticsTimer.current) clearTimeout(statisticsTimer.current);
    },
    [],
  );
  const onGameOver = useCallback(
    (game: FinishedGame) => {
      record(game);
      // Opens unless the player has opened a dialog of their own meanwhile.
      statisticsTimer.current = setTimeout(() => setDialog((open) => open ?? 'statistics'), STATISTICS_DIALOG_DELAY_MS);
    },
    [record],
  );

  const { model, type, erase, submit, keyResults, checkForNewDay } = useGame({
    hardMode: settings.hardMode,
    reducedMotion,
    onGameOver,
  });
  const playing = model.gameState === 'playing';
  const onEnter = useCallback(() => void submit(), [submit]);
  usePhysicalKeyboard(dialog === null, { onLetter: type, onEnter, onBackspace: erase });

  const finished = useMemo(() => {
    if (model.gameState === 'playing' || model.gameNumber === null) return null;
    const won = model.gameState === 'won';
    return {
      wonIn: won ? model.guesses.length : null,
      shareText: shareText({
        title: config.title,
        gameNumber: model.gameNumber,
        evaluations: model.evaluations,
        won,
        hardMode: model.hardMode === true,
        siteUrl: config.siteUrl,
        highContrast: settings.highContrast,
      }),
    };
  }, [
    config,
    model.gameState,
    model.gameNumber,
    model.guesses.length,
    model.evaluations,
    model.hardMode,
    settings.highContrast,
  ]);

  const close = useCallback(() => setDialog(null), []);

  return (
    <>
      <div className="app" inert={dialog !== null}>
        <Header
          title={config.title}
          theme={theme}
          onHelp={() => setDialog('help')}
          onStatistics={() => setDialog('statistics')}
          onSettings={() => setDialog('settings')}
          onToggleTheme={toggleTheme}
        />
        <main className="game">
          <MessageLine message={model.message} />
          <Board model={model} />
          <RevealAnnouncer model={model} />
          <Keyboard results={keyResults} disabled={!playing} onLetter={type} onEnter={onEnter} onBackspace={erase} />
        </main>
        <footer className="footer">
          <a
            href="#privacy-policy"
            onMouseDown={keepFocusWhereItIs}
            onClick={(event) => {
              event.preventDefault();
              setDialog('privacy');
            }}
          >
            Privacy Policy
          </a>
        </footer>
      </div>
      {dialog === 'help' && <HowToPlayDialog title={config.title} onClose={close} />}
      {dialog === 'statistics' && (
        <StatisticsDialog
          statistics={statistics}
          finished={finished}
          config={config}
          onNextPuzzle={() => void checkForNewDay()}
          onClose={close}
        />
      )}
      {dialog === 'settings' && (
        <SettingsDialog
          hardMode={settings.hardMode}
          canEnableHardMode={canEnableHardMode(model.gameState, model.guesses.length)}
          onHardModeChange={setHardMode}
          highContrast={settings.highContrast}
          onHighContrastChange={setHighContrast}
          onClose={close}
        />
      )}
      {dialog === 'privacy' && <PrivacyDialog config={config} onClose={close} />}
    </>
  );
}
