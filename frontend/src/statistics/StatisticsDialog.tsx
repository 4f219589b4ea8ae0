import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { AdSlot } from '../ads/AdSlot';
import { HouseAd } from '../ads/HouseAd';
import type { AppConfig } from '../config/config';
import { Dialog } from '../dialogs/Dialog';
import { focusForInput } from '../layout/input-modality';
import { lazyModule } from '../lib/lazy-module';
import type { Meaning } from '../lib/saved-game';
import { shareText, type ShareInput } from '../lib/share';
import { winPercentage } from '../lib/statistics';
import { Countdown } from './Countdown';
import { DistributionChart } from './DistributionChart';
import { ShareButton } from './ShareButton';
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

interface StatisticsDialogProps {
  /**
   * Set once the game is over: what the share text is made of (made here, in the dialog's own
   * chunk, so the first page load carries none of it), the bucket to highlight (null after a loss)
   * and the answer with its meaning, when the server told them.
   */
  finished: { share: ShareInput; wonIn: number | null; word: string | null; meaning?: Meaning } | null;
  config: Pick<AppConfig, 'title' | 'ads' | 'houseAd'>;
  /** Starts the next game when the countdown reaches midnight. */
  onNextPuzzle: () => void;
  /** Starts the next game of the same kind at once (practice): offered once the game is over. */
  onNewGame?: () => void;
  /** Opens 'Move to another device'. */
  onMove: () => void;
  onClose: () => void;
}

export function StatisticsDialog({
  finished,
  config,
  onNextPuzzle,
  onNewGame,
  onMove,
  onClose,
}: StatisticsDialogProps) {
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
    <Dialog title="Statistics" onClose={onClose} className="statistics-dialog">
      {word !== null && meaningView && createElement(meaningView, { word, meaning: finished?.meaning })}
      {newGame && (
        <button ref={newGameButton} type="button" className="share-button new-game-button" onClick={newGame}>
          New practice game
        </button>
      )}
      <dl className="figures">
        {figures.map(([label, value]) => (
          <div className="figure" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Guess Distribution</h3>
      <DistributionChart distribution={statistics.guessDistribution} highlight={finished?.wonIn ?? null} />
      {practice.gamesPlayed > 0 && (
        <section className="practice-statistics" aria-label="Practice">
          <h3>Practice</h3>
          <dl className="figures">
            <div className="figure">
              <dt>Played</dt>
              <dd>{practice.gamesPlayed}</dd>
            </div>
            <div className="figure">
              <dt>Win %</dt>
              <dd>{winPercentage(practice)}</dd>
            </div>
          </dl>
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
