import { createElement, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { AnalysisDialogProps } from '../analysis/AnalysisDialog';
import { NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { AdSlot } from '../ads/AdSlot';
import { HouseAd } from '../ads/HouseAd';
import type { AppConfig } from '../config/config';
import { Dialog } from '../dialogs/Dialog';
import { Figures } from '../dialogs/Figures';
import { focusForInput } from '../layout/input-modality';
import { lazyModule } from '../platform/lazy-module';
import type { SavedGame } from '../rules/saved-game';
import { shareText } from '../rules/share';
import { winPercentage } from '../rules/statistics';
import { Countdown } from './Countdown';
import { DistributionChart } from './DistributionChart';
import { gameEnd, type EndingKind, type GameEnd } from './game-end';
import { ShareButton } from './ShareButton';
import { useServices } from '../environment/services';
import { usePracticeStatistics } from './use-practice-statistics';
import { useStatistics } from './use-statistics';

/** The answer's meaning, in a chunk of its own: fetched when a dialog has one to show. */
const answerMeaning = lazyModule(() => import('./AnswerMeaning').then((m) => m.AnswerMeaning));

function useAnswerMeaning(wanted: boolean): ComponentType<{ word: string; meaning: unknown }> | null {
  const [view, setView] = useState(() => answerMeaning.loaded);
  useEffect(() => {
    if (!wanted || view) return;
    let mounted = true;
    // Not fetched (offline): the dialog goes on without it.
    answerMeaning.load().then(
      (loaded) => mounted && setView(() => loaded),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wanted, view]);
  return view;
}

/** The analysis of a finished game, in a chunk of its own: fetched when the player asks for it. */
const analysisDialog = lazyModule(() => import('../analysis/AnalysisDialog').then((m) => m.AnalysisDialog));

interface StatisticsDialogProps {
  /** The game on the board: once it is over, the dialog shows its end (answer, share, analysis). */
  game: SavedGame;
  /** What the end view asks of the kind of game played. */
  kind: EndingKind;
  config: Pick<AppConfig, 'title' | 'siteUrl' | 'ads' | 'houseAd'>;
  /** The share text's squares in the high-contrast colours. */
  highContrast: boolean;
  /** Starts the next game when the countdown reaches midnight. */
  onNextPuzzle: () => void;
  /** Starts the next game of the same kind at once (practice): offered once the game is over. */
  onNewGame?: () => void;
  /** Opens 'Move to another device'. */
  onMove: () => void;
  onClose: () => void;
}

/**
 * The statistics, and the end of a finished game. Its Analysis opens on top, the statistics inert
 * behind it; closing it hands focus back to the Analysis button.
 */
export function StatisticsDialog(props: StatisticsDialogProps) {
  const { store } = useServices();
  const { game, kind, config, highContrast } = props;
  const finished = useMemo(
    () => gameEnd(game, kind, { title: config.title, siteUrl: config.siteUrl, highContrast, store }),
    [game, kind, config, highContrast, store],
  );
  const [analysis, setAnalysis] = useState<ComponentType<AnalysisDialogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const request = finished?.analysis;
  const openAnalysis =
    request &&
    (() => {
      setFailed(false);
      void analysisDialog.load().then(
        (loaded) => setAnalysis(() => loaded),
        () => setFailed(true),
      );
    });
  const analysing = analysis !== null && request !== null && request !== undefined;
  return (
    <>
      <Statistics
        {...props}
        finished={finished}
        onAnalysis={openAnalysis}
        analysisFailed={failed}
        covered={analysing}
      />
      {analysing && createElement(analysis, { request, onClose: () => setAnalysis(null) })}
    </>
  );
}

interface StatisticsProps extends StatisticsDialogProps {
  finished: GameEnd | null;
  /** Opens the finished game's analysis; none when it cannot be asked for. */
  onAnalysis: (() => void) | null | undefined;
  /** The analysis's chunk could not be fetched. */
  analysisFailed: boolean;
  /** The analysis is open on top. */
  covered: boolean;
}

function Statistics({
  finished,
  config,
  onNextPuzzle,
  onNewGame,
  onAnalysis,
  analysisFailed,
  covered,
  onMove,
  onClose,
}: StatisticsProps) {
  const statistics = useStatistics();
  const practice = usePracticeStatistics();
  const word = finished?.word ?? null;
  const meaningView = useAnswerMeaning(word !== null && finished?.meaning !== undefined);
  const newGame = finished && onNewGame ? onNewGame : null;
  const newGameButton = useRef<HTMLButtonElement>(null);
  // The end of a practice game: Enter starts the next one. This runs after the dialog has focused
  // its first control, its close button.
  useEffect(() => focusForInput(newGameButton.current), []);
  const figures = [
    ['Played', statistics.gamesPlayed],
    ['Win %', winPercentage(statistics)],
    ['Current Streak', statistics.currentStreak],
    ['Max Streak', statistics.maxStreak],
  ] as const;
  return (
    <Dialog title="Statistics" onClose={onClose} className="statistics-dialog" covered={covered}>
      {word !== null && meaningView && createElement(meaningView, { word, meaning: finished?.meaning })}
      {newGame && (
        <button ref={newGameButton} type="button" className="share-button new-game-button" onClick={newGame}>
          New practice game
        </button>
      )}
      <Figures figures={figures} />
      <h3>Guess Distribution</h3>
      <DistributionChart distribution={statistics.guessDistribution} highlight={finished?.wonIn ?? null} />
      {practice.gamesPlayed > 0 && (
        <section className="practice-statistics" aria-label="Practice">
          <h3>Practice</h3>
          <Figures
            figures={[
              ['Played', practice.gamesPlayed],
              ['Win %', winPercentage(practice)],
            ]}
          />
          <h3>Practice Guess Distribution</h3>
          <DistributionChart
            distribution={practice.guessDistribution}
            highlight={null}
            label="Practice guess distribution"
            barId="practice-bar"
          />
        </section>
      )}
      <button type="button" className="move-button" onClick={onMove}>
        Move to another device
      </button>
      {finished && (
        <>
          <div className="game-over">
            <Countdown title={config.title} onEnd={onNextPuzzle} />
            <ShareButton text={shareText(finished.share)} />
          </div>
          {onAnalysis && (
            <button type="button" className="analysis-button" onClick={onAnalysis}>
              Analysis
            </button>
          )}
          {analysisFailed && <p role="alert">{NETWORK_ERROR_MESSAGE}</p>}
          {config.ads ? (
            <AdSlot client={config.ads.client} slot={config.ads.slot} />
          ) : (
            <HouseAd houseAd={config.houseAd} />
          )}
        </>
      )}
    </Dialog>
  );
}
