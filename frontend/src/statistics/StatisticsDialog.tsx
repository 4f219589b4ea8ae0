import { AdSlot } from '../ads/AdSlot';
import type { AppConfig } from '../config/config';
import { Dialog } from '../dialogs/Dialog';
import { winPercentage, type Statistics } from '../lib/statistics';
import { DistributionChart } from './DistributionChart';
import { ShareButton } from './ShareButton';

interface StatisticsDialogProps {
  statistics: Statistics;
  /** Set once the game is over: the share text and the bucket to highlight (null after a loss). */
  finished: { shareText: string; wonIn: number | null } | null;
  ads: AppConfig['ads'];
  onClose: () => void;
}

export function StatisticsDialog({ statistics, finished, ads, onClose }: StatisticsDialogProps) {
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
            <dd>{value}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
      <h3>Guess Distribution</h3>
      <DistributionChart distribution={statistics.guessDistribution} highlight={finished?.wonIn ?? null} />
      {finished && (
        <>
          <ShareButton text={finished.shareText} />
          {ads && <AdSlot client={ads.client} slot={ads.slot} />}
        </>
      )}
    </Dialog>
  );
}
