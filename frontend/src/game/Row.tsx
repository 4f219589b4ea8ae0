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
  shakeToken: number;
  canShake: boolean;
  /** The row's guess has waited a while for its reply: the row says it is being judged. */
  busy: boolean;
}

/**
 * A row of the board. Memoized: the page renders several times as it starts (the takeover, the
 * player's own state, the day's number), and a row whose letters did not change is left alone.
 */
export const Row = memo(function Row({ index, letters, evaluation, flipping, shakeToken, canShake, busy }: RowProps) {
  // A rejection (a new token) shakes the row while it is the current one, for the shake's time
  // (again from the start should another come meanwhile).
  const [lastToken, setLastToken] = useState(shakeToken);
  const [shaking, setShaking] = useState(false);
  if (shakeToken !== lastToken) {
    setLastToken(shakeToken);
    setShaking(canShake);
  }
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(setShaking, SHAKE_DURATION_MS, false);
    return () => clearTimeout(timer);
  }, [shaking, lastToken]);

  return (
    <div
      className={`row${shaking ? ' shake' : ''}`}
      role="group"
      aria-label={`Row ${index + 1}`}
      aria-busy={busy || undefined}
    >
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
