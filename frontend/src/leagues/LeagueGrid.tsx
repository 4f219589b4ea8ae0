import { gridLabel } from '../rules/leagues';

const STATES = { c: 'correct', p: 'present', a: 'absent' } as const;

/** A result's colours, without letters, as the server gives them: a row a guess. */
export function LeagueGrid({ grid }: { grid: string[] }) {
  return (
    <span className="league-grid" role="img" aria-label={gridLabel(grid)}>
      {grid.map((row, r) => (
        <span key={r} className="league-grid-row">
          {[...row].map((tile, t) => (
            <span key={t} data-state={STATES[tile as keyof typeof STATES]} />
          ))}
        </span>
      ))}
    </span>
  );
}
