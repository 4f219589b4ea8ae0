import { MAX_GUESSES } from './constants';
import type { LetterResult } from './evaluation';

const SQUARES: Record<LetterResult, string> = { correct: '🟩', present: '🟨', absent: '⬛' };
/** The high-contrast palette's colours: orange for correct, blue for present. */
const HIGH_CONTRAST_SQUARES: Record<LetterResult, string> = { correct: '🟧', present: '🟦', absent: '⬛' };

export interface ShareInput {
  title: string;
  /** Today's or an archive game's number; null for a challenge. */
  gameNumber: number | null;
  /** An archive play is marked as one; a challenge names its link, never its word. */
  source?: { kind: 'daily' } | { kind: 'archive' } | { kind: 'challenge'; link: string };
  evaluations: readonly LetterResult[][];
  won: boolean;
  hardMode: boolean;
  siteUrl: string;
  highContrast?: boolean;
}

/**
 * 'Hexle 326 3/7*' ('Hexle 312 4/7 (archive)', 'Hexle challenge 5/7'), a blank line, one row of squares per guess, a blank line, the site
 * address (a challenge's own link).
 */
export function shareText({
  title,
  gameNumber,
  evaluations,
  won,
  hardMode,
  siteUrl,
  highContrast = false,
  source = { kind: 'daily' },
}: ShareInput): string {
  const squares = highContrast ? HIGH_CONTRAST_SQUARES : SQUARES;
  const score = won ? String(evaluations.length) : 'X';
  const result = `${score}/${MAX_GUESSES}${hardMode ? '*' : ''}`;
  const heading =
    source.kind === 'challenge'
      ? `${title} challenge ${result}`
      : `${title} ${gameNumber ?? ''} ${result}${source.kind === 'archive' ? ' (archive)' : ''}`;
  const rows = evaluations.map((row) => row.map((result) => squares[result]).join(''));
  return [heading, '', ...rows, '', source.kind === 'challenge' ? source.link : siteUrl].join('\n');
}
