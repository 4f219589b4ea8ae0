import { MAX_GUESSES } from './constants';
import type { LetterResult } from './evaluation';

const SQUARES: Record<LetterResult, string> = { correct: '🟩', present: '🟨', absent: '⬛' };
/** The high-contrast palette's colours: orange for correct, blue for present. */
const HIGH_CONTRAST_SQUARES: Record<LetterResult, string> = { correct: '🟧', present: '🟦', absent: '⬛' };

export interface ShareInput {
  title: string;
  gameNumber: number;
  evaluations: readonly LetterResult[][];
  won: boolean;
  hardMode: boolean;
  siteUrl: string;
  highContrast?: boolean;
}

/** 'Hexle 326 3/7*', a blank line, one row of squares per guess, a blank line, the site address. */
export function shareText({
  title,
  gameNumber,
  evaluations,
  won,
  hardMode,
  siteUrl,
  highContrast = false,
}: ShareInput): string {
  const squares = highContrast ? HIGH_CONTRAST_SQUARES : SQUARES;
  const score = won ? String(evaluations.length) : 'X';
  const heading = `${title} ${gameNumber} ${score}/${MAX_GUESSES}${hardMode ? '*' : ''}`;
  const rows = evaluations.map((row) => row.map((result) => squares[result]).join(''));
  return [heading, '', ...rows, '', siteUrl].join('\n');
}
