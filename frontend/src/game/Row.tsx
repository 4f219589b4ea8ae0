import { memo, useEffect, useState } from 'react';
import { SHAKE_DURATION_MS, WORD_LENGTH } from '../rules/constants';
import type { LetterResult } from '../rules/evaluation';
import { Tile } from './Tile';

interface RowProps {
  index: number;
  letters: string;
  evaluation: LetterResult[] | null;
  flipping: boolean;
  /** Changes each time a guess is rejected: the row shakes if `canShake` (the current row). */
  shakeToken?: number;
  canShake?: boolean;
}

/**
 * A row of the board. Memoized: the page renders several times as it starts (the takeover, the
 * player's own state, the day's number), and a row whose letters did not change is left alone.
 */
export const Row = memo(function Row({
  index,
  letters,
  evaluation,
  flipping,
  shakeToken = 0,
  canShake = false,
}: RowProps) {
  // A rejection (a new token) shakes the row while it is the current one; a shake is over once
  // `settled` has caught up with `shakes`.
  const [lastToken, setLastToken] = useState(shakeToken);
  const [shakes, setShakes] = useState(0);
  const [settled, setSettled] = useState(0);
  if (shakeToken !== lastToken) {
    setLastToken(shakeToken);
    if (canShake) setShakes(shakes + 1);
  }
  useEffect(() => {
    if (shakes === settled) return;
    const timer = setTimeout(() => setSettled(shakes), SHAKE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shakes, settled]);
  const shaking = shakes !== settled;

  return (
    <div className={`row${shaking ? ' shake' : ''}`} role="group" aria-label={`Row ${index + 1}`}>
      {Array.from({ length: WORD_LENGTH }, (_, position) => (
        <Tile
          key={position}
          letter={letters[position] ?? ''}
          position={position}
          result={evaluation?.[position] ?? null}
          flipping={flipping}
        />
      ))}
    </div>
  );
});
