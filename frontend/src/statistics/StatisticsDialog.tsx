import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { AnalysisDialogProps } from '../analysis/AnalysisDialog';
import { NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { AdSlot } from '../ads/AdSlot';
import { HouseAd } from '../ads/HouseAd';
import type { AppConfig } from '../config/config';
import { Dialog } from '../dialogs/Dialog';
import { Figures } from '../dialogs/Figures';
import { focusForInput } from '../layout/input-modality';
import type { LazyComponent } from '../platform/lazy-component';
import type { SavedGame } from '../rules/saved-game';
import { shareText } from '../rules/share';
import { winPercentage } from '../rules/statistics';
import type { AnswerMeaning } from './AnswerMeaning';
import { Countdown } from './Countdown';
import { DistributionChart } from '../dialogs/DistributionChart';
import type { EveryoneToday } from './EveryoneToday';
import type { TellFriend } from '../challenges/TellFriend';
import { gameEnd, type EndingKind, type GameEnd } from './game-end';
import { ShareButton } from './ShareButton';
import { useServices } from '../environment/services';
import { usePracticeStatistics } from './use-practice-statistics';
import { useStatistics } from './use-statistics';

/** Nothing to do when an optional part (the answer's meaning, telling a friend) cannot be fetched (offline): the dialog goes on without it. */
const withoutIt = () => {};

/** Said in place of everyone's figures when they (or their chunk) cannot be fetched. */
const EVERYONE_UNAVAILABLE = "Everyone's figures could not be loaded.";

interface StatisticsDialogProps {
  /** The game on the board: once it is over, the dialog shows its end (answer, share, analysis). */
  game: SavedGame;
  /** What the end view asks of the kind of game played. */
  kind: EndingKind;
  config: Pick<AppConfig, 'title' | 'siteUrl' | 'ads' | 'houseAd'>;
  /** The share text's squares in the high-contrast colours. */
  highContrast: boolean;
  /** The answer's meaning and the analysis, each in a chunk of its own: fetched when there is one to show. */
  meaningView: LazyComponent<ComponentProps<typeof AnswerMeaning>>;
  analysisView: LazyComponent<AnalysisDialogProps>;
  /** How everyone did in a day's game, in a chunk of its own: fetched once such a game has ended. */
  everyoneView: LazyComponent<ComponentProps<typeof EveryoneToday>>;
  /** What tells a friend's challenge's sender how the player did, in a chunk of its own: fetched at a challenge's end. */
  tellFriendView: LazyComponent<ComponentProps<typeof TellFriend>>;
  /** Starts the next game when the countdown reaches midnight. */
  onNextPuzzle: () => void;
  /** Starts the next game of the same kind at once (practice): offered once the game is over. */
  onNewGame?: () => void;
  /** Opens 'Move to another device'. */
  onMove: () => void;
  /** Opens Leagues. */
  onLeagues: () => void;
  /** The game's analysis arrived (a daily game's skill goes to the browser's leagues). */
  onAnalysed?: AnalysisDialogProps['onAnalysed'];
  onClose: () => void;
}

/**
 * The statistics, and the end of a finished game. Its Analysis opens on top, the statistics inert
 * behind it; closing it hands focus back to the Analysis button.
 */
export function StatisticsDialog(props: StatisticsDialogProps) {
  const { store } = useServices();
  const { game, kind, config, highContrast, analysisView: AnalysisView } = props;
  const finished = useMemo(
    () => gameEnd(game, kind, { title: config.title, siteUrl: config.siteUrl, highContrast, store }),
    [game, kind, config, highContrast, store],
  );
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = finished?.analysis;
  const unavailable = () => setFailed(true);
  // Opened once its chunk is here, so the statistics turn inert only behind the analysis itself.
  const openAnalysis =
    request &&
    (() => {
      setFailed(false);
      void AnalysisView.load().then(() => setOpen(true), unavailable);
    });
  const analysing = open && request !== null && request !== undefined;
  return (
    <>
      <Statistics
        {...props}
        finished={finished}
        onAnalysis={openAnalysis}
        analysisFailed={failed}
        covered={analysing}
      />
      {analysing && (
        <AnalysisView
          request={request}
          onAnalysed={props.onAnalysed}
          onClose={() => setOpen(false)}
          onUnavailable={unavailable}
        />
      )}
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
  meaningView: MeaningView,
  everyoneView: EveryoneView,
  tellFriendView: TellFriendView,
  onNextPuzzle,
  onNewGame,
  onAnalysis,
  analysisFailed,
  covered,
  onMove,
  onLeagues,
  onClose,
}: StatisticsProps) {
  const statistics = useStatistics();
  const practice = usePracticeStatistics();
  const word = finished?.word ?? null;
  const newGame = finished && onNewGame ? onNewGame : null;
  const newGameButton = useRef<HTMLButtonElement>(null);
  const [everyoneFailed, setEveryoneFailed] = useState(false);
  const everyoneUnavailable = useCallback(() => setEveryoneFailed(true), []);
  const everyone = finished?.everyone ?? null;
  // The end of a practice game: Enter starts the next one. This runs after the dialog has focused
  // its first control, its close button.
  useEffect(() => focusForInput(newGameButton.current), []);
  const figures = [
    ['Played', statistics.gamesPlayed],
    ['Win %', winPercentage(statistics)],
    ['Current Streak', statistics.currentStreak],
    ['Max Streak', statistics.maxStreak],
  ] as const;
  const played = finished?.played ?? null;
  const practiceFigures = practice.gamesPlayed > 0 && (
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
        highlight={finished?.practiceWonIn ?? null}
        label="Practice guess distribution"
        barId="practice-bar"
      />
    </section>
  );
  const dailyFigures = (
    <section className="daily-statistics" aria-label="Daily game">
      {played && <h3>Daily game</h3>}
      <Figures figures={figures} />
      <h3>Guess Distribution</h3>
      <DistributionChart distribution={statistics.guessDistribution} highlight={finished?.wonIn ?? null} />
    </section>
  );
  // Last after today's game: its figures arrive after the dialog has opened, and below everything
  // else they move nothing. An archive game's result leads with them: they are that day's.
  const everyoneFigures =
    everyone &&
    (everyoneFailed ? (
      <p className="everyone-unavailable">{EVERYONE_UNAVAILABLE}</p>
    ) : (
      <EveryoneView subject={everyone} onUnavailable={everyoneUnavailable} />
    ));
  // A challenge proven to its end can be told to its sender; one whose chain broke cannot.
  const told = finished?.analysis;
  const tellFriend = told?.subject.kind === 'challenge' && (
    <TellFriendView id={told.subject.id} guesses={told.guesses} proof={told.proof} onUnavailable={withoutIt} />
  );
  const end = finished && (
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
    </>
  );
  return (
    <Dialog title="Statistics" onClose={onClose} className="statistics-dialog" covered={covered}>
      {word !== null && finished?.meaning !== undefined && (
        <MeaningView word={word} meaning={finished.meaning} onUnavailable={withoutIt} />
      )}
      {newGame && (
        <button ref={newGameButton} type="button" className="share-button new-game-button" onClick={newGame}>
          New practice game
        </button>
      )}
      {played ? (
        // After a game other than today's, that game leads: its result, its own figures (practice's,
        // or everyone's that day for an archive game), its share and analysis; the daily figures follow.
        <>
          <section className="played-result" aria-label="Your result">
            <h3>Your result</h3>
            <p>{played.text}</p>
          </section>
          {played.kind === 'challenge' && tellFriend}
          {played.kind === 'practice' && practiceFigures}
          {played.kind === 'archive' && everyoneFigures}
          {end}
          {dailyFigures}
          {played.kind !== 'practice' && practiceFigures}
        </>
      ) : (
        <>
          {dailyFigures}
          {practiceFigures}
        </>
      )}
      <button type="button" className="move-button" onClick={onLeagues}>
        Leagues
      </button>
      <button type="button" className="move-button" onClick={onMove}>
        Move to another device
      </button>
      {!played && end}
      {finished &&
        (config.ads ? (
          <AdSlot client={config.ads.client} slot={config.ads.slot} />
        ) : (
          <HouseAd houseAd={config.houseAd} />
        ))}
      {played?.kind !== 'archive' && everyoneFigures}
    </Dialog>
  );
}
