import { MIN_DISTRIBUTION_BAR_PERCENT } from '../rules/constants';

interface DistributionChartProps {
  distribution: number[];
  /** The bucket (1-7) of the game just won, highlighted. */
  highlight: number | null;
  /** Its name, and the start of its bars' test ids: practice's chart is the second one. */
  label?: string;
  barId?: string;
}

export function DistributionChart({
  distribution,
  highlight,
  label = 'Guess distribution',
  barId = 'bar',
}: DistributionChartProps) {
  const largest = Math.max(1, ...distribution);
  return (
    <ol className="distribution" aria-label={label}>
      {distribution.map((count, index) => {
        const guesses = index + 1;
        const width = Math.max(MIN_DISTRIBUTION_BAR_PERCENT, Math.round((count / largest) * 100));
        return (
          <li
            key={guesses}
            className="distribution-row"
            aria-label={`${guesses} ${guesses === 1 ? 'guess' : 'guesses'}: ${count}`}
          >
            <span className="distribution-guesses" aria-hidden="true">
              {guesses}
            </span>
            <span
              className={`distribution-bar${highlight === guesses ? ' current' : ''}`}
              style={{ width: `${width}%` }}
              data-testid={`${barId}-${guesses}`}
              aria-hidden="true"
            >
              {count}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
