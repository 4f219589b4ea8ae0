import { useEffect, useRef, useState } from 'react';
import { WORD_LENGTH } from '../lib/constants';
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
  }, [shakeToken]);

  return (
    <div
      className={`row${shaking ? ' shake' : ''}`}
      role="group"
      aria-label={`Row ${index + 1}`}
      onAnimationEnd={(event) => {
        if (event.animationName === 'shake') setShaking(false);
      }}
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
}
