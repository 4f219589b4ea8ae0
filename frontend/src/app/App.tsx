import { useCallback, useMemo } from 'react';
import { usePageTakeover, usePrerenderedHelp } from '../boot';
import type { AppConfig } from '../config/config';
import { Board } from '../game/Board';
import { Keyboard } from '../game/Keyboard';
import { MessageLine } from '../game/MessageLine';
import { RevealAnnouncer } from '../game/RevealAnnouncer';
import { isPlayable, strategyFor, TODAYS_GAME } from '../game/session/strategies';
import { useGame } from '../game/use-game';
import { useLinkStatus } from '../game/use-link-status';
import { usePhysicalKeyboard } from '../game/use-physical-keyboard';
import { Header } from '../layout/Header';
import { keepFocusWhereItIs } from '../layout/pointer-focus';
import { prefersReducedMotion } from '../layout/reduced-motion';
import { initialModel } from '../game/game-reducer';
import type { LetterResult } from '../rules/evaluation';
import type { GameLink } from '../rules/game-link';
import { freshGame } from '../rules/saved-game';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { DEFAULT_THEME } from '../rules/theme';
import { useSettings } from '../settings/use-settings';
import { useTheme } from '../theme/use-theme';
import { DialogHost, DIALOGS, keyboardLayouts, PossibleCount, WhichGame } from './lazy';
import { useOpenDialog } from './use-open-dialog';

const NO_KEY_RESULTS = new Map<string, LetterResult>();

interface AppProps {
  config: AppConfig;
  /** The game the page's address names (today's by default). */
  link?: GameLink;
  /** A transfer code from a `/?transfer=` link: 'Move to another device' opens with it. */
  transferCode?: string | null;
  /** A league id from a `/?league=` link: Leagues opens on it. */
  leagueId?: string | null;
}

export function App({ config, link = TODAYS_GAME, transferCode = null, leagueId = null }: AppProps) {
  const { dialog, setDialog, close, openStatisticsSoon, notice, unavailable } = useOpenDialog(transferCode, leagueId);
  const linkStatus = useLinkStatus(link);
  // A broken link plays nothing; the hook still needs a game, so it holds today's, unseen.
  const playable = isPlayable(link) ? link : TODAYS_GAME;
  const linkKey = JSON.stringify(playable);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same game, even from a new object
  const strategy = useMemo(() => strategyFor(playable), [linkKey]);
  // Today's game is playable from the start; another once the server has vouched for it.
  const showsBoard = linkStatus.state === 'playable';
  const { theme, toggleTheme } = useTheme();
  const { settings, change: changeSettings } = useSettings();
  const reducedMotion = prefersReducedMotion();

  // Any game's end opens Statistics (today's is recorded in them by then).
  const { model, type, erase, submit, keyResults, checkForNewDay, play } = useGame({
    hardMode: settings.hardMode,
    reducedMotion,
    onGameOver: openStatisticsSoon,
    strategy,
  });
  const playing = model.gameState === 'playing' && showsBoard;
  // The build prerenders the page for a player it knows nothing about, on today's game (with How
  // To Play beside the app). Taking that markup over repeats it exactly; the player's own state
  // follows in the next render. Letters typed before the script ran are in the row from then on;
  // an Enter waits until a guess can be judged: today's game needs its number from the server
  // first (or to have failed to get it, as a key would find it).
  const { asPrerendered, keyHandlers } = usePageTakeover({
    boardShown: showsBoard,
    guessesJudged: !strategy.loadsDay || model.gameNumber !== null || !model.dayLoading,
    keys: { onLetter: type, onEnter: submit, onBackspace: erase },
    closeHelp: useCallback(() => setDialog((open) => (open === 'help' ? null : open)), [setDialog]),
  });
  // While a link is being checked, keys wait for its board (useEarlyInput holds them until it shows).
  usePhysicalKeyboard(dialog === null && (showsBoard || linkStatus.state === 'checking'), keyHandlers);

  const blankModel = useMemo(() => initialModel(freshGame(model.date, null)), [model.date]);
  const shown = asPrerendered
    ? {
        dialog: null,
        theme: DEFAULT_THEME,
        link: TODAYS_GAME,
        linkStatus: strategyFor(TODAYS_GAME).initialStatus,
        showsBoard: true,
        model: blankModel,
        keyResults: NO_KEY_RESULTS,
        playing: true,
      }
    : { dialog, theme, link, linkStatus, showsBoard, model, keyResults, playing };

  // How To Play on a first visit is the prerendered copy until the player closes it: no dialog of the app's.
  const helpPrerendered = usePrerenderedHelp(shown.dialog === 'help');

  // The banner says what is wrong with a link; the message line does when its chunk could not be fetched either.
  const Banner = WhichGame.loaded;
  const linkProblem =
    !Banner && shown.linkStatus.state === 'unavailable' ? { id: 0, text: shown.linkStatus.reason } : null;

  return (
    <>
      <div className="app" inert={shown.dialog !== null}>
        <Header title={config.title} theme={shown.theme} onOpen={setDialog} onToggleTheme={toggleTheme} />
        {Banner && (
          <Banner link={shown.link} status={shown.linkStatus}>
            {strategy.giveUp && (
              <button
                type="button"
                className="text-button"
                disabled={!shown.playing || model.isLoading || model.guesses.length === 0}
                onClick={() => setDialog('giveUp')}
              >
                Give up
              </button>
            )}
          </Banner>
        )}
        <main className="game">
          <MessageLine message={notice ?? (shown.showsBoard ? shown.model.message : linkProblem)} />
          {shown.showsBoard && (
            <>
              <Board model={shown.model} />
              {settings.possibleCount && <PossibleCount model={model} onUnavailable={() => {}} />}
              <RevealAnnouncer model={shown.model} />
              <Keyboard
                results={shown.keyResults}
                disabled={!shown.playing}
                settings={asPrerendered ? DEFAULT_SETTINGS : settings}
                layouts={keyboardLayouts}
                onLetter={keyHandlers.onLetter}
                onEnter={keyHandlers.onEnter}
                onBackspace={keyHandlers.onBackspace}
              />
            </>
          )}
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
      {shown.dialog && !helpPrerendered && (
        <DialogHost
          name={shown.dialog}
          page={{
            config,
            transferCode,
            game: model,
            kind: strategy,
            settings,
            changeSettings,
            checkForNewDay,
            play,
            setDialog,
          }}
          dialogs={DIALOGS}
          onClose={close}
          onUnavailable={unavailable}
        />
      )}
    </>
  );
}
