import { useEffect, useRef, useState } from 'react';
import { SHAKE_DURATION_MS, WORD_LENGTH } from '../lib/constants';
import type { LetterResult } from '../lib/evaluation';
import { Tile } from './Tile';

interface RowProps {
  index: number;
  letters: string;
  evaluation: LetterResult[] | null;
  flipping: boolean;
  /** Changes each time a guess is rejected: the row shakes. */
  shakeToken?: number;
}

export function Row({ index, letters, evaluation, flipping, shakeToken = 0 }: RowProps) {
  const [shaking, setShaking] = useState(false);
  const lastToken = useRef(shakeToken);
  useEffect(() => {
    if (shakeToken === lastToken.current) return;
    lastToken.current = shakeToken;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), SHAKE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shakeToken]);

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
}
