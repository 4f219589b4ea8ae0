/**
 * Figures in a row, each number (or a mark such as X) above its label (as in the original), the
 * label first in reading order.
 */
export function Figures({
  figures,
  className,
}: {
  figures: readonly (readonly [string, number | string])[];
  className?: string;
}) {
  return (
    <dl className={className ? `figures ${className}` : 'figures'}>
      {figures.map(([label, value]) => (
        <div className="figure" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
