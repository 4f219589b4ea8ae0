import type { CSSProperties } from 'react';
import { FLIP_STAGGER_MS } from '../rules/constants';
import type { LetterResult } from '../rules/evaluation';
import { ordinal } from '../rules/ordinal';

interface TileProps {
  letter: string;
  position: number;
  /** The result once known; shown at once, or flipping in when `flipping`. */
  result: LetterResult | null;
  flipping?: boolean;
}

export function Tile({ letter, position, result, flipping = false }: TileProps) {
  const state = result ?? (letter ? 'tbd' : 'empty');
  const spoken = [`${ordinal(position + 1)} letter`, letter || 'empty', ...(result && !flipping ? [result] : [])];
  const style = flipping ? ({ animationDelay: `${position * FLIP_STAGGER_MS}ms` } as CSSProperties) : undefined;
  return (
    <div
      className={`tile${flipping ? ' flip' : ''}`}
      data-state={state}
      role="img"
      aria-roledescription="tile"
      aria-label={spoken.join(', ')}
      style={style}
    >
      {letter}
    </div>
  );
}
