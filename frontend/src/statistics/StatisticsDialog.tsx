import { AdSlot } from '../ads/AdSlot';
import { HouseAd } from '../ads/HouseAd';
import type { AppConfig } from '../config/config';
import { Dialog } from '../dialogs/Dialog';
import { shareText, type ShareInput } from '../lib/share';
import { winPercentage } from '../lib/statistics';
import { Countdown } from './Countdown';
import { DistributionChart } from './DistributionChart';
import { ShareButton } from './ShareButton';
import { useStatistics } from './use-statistics';

interface StatisticsDialogProps {
  /**
   * Set once the game is over: what the share text is made of (made here, in the dialog's own
   * chunk, so the first page load carries none of it) and the bucket to highlight (null after a loss).
   */
  finished: { share: ShareInput; wonIn: number | null } | null;
  config: Pick<AppConfig, 'title' | 'ads' | 'houseAd'>;
  /** Starts the next game when the countdown reaches midnight. */
  onNextPuzzle: () => void;
  /** Opens 'Move to another device'. */
  onMove: () => void;
  onClose: () => void;
}

export function StatisticsDialog({ finished, config, onNextPuzzle, onMove, onClose }: StatisticsDialogProps) {
  const statistics = useStatistics();
  const figures = [
    ['Played', statistics.gamesPlayed],
    ['Win %', winPercentage(statistics)],
    ['Current Streak', statistics.currentStreak],
    ['Max Streak', statistics.maxStreak],
  ] as const;
  return (
    <Dialog title="Statistics" onClose={onClose} className="statistics-dialog">
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
